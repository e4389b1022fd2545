import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import {
  AdminRequestFilterSchema,
  MessageInputSchema,
  RequestDecisionSchema,
  RequestInputSchema,
  RequestUpdateSchema,
} from "@rawaq/domain/participation";
import { IdSchema } from "@rawaq/domain/validation";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import {
  type UserEnv,
  requireAdmin,
  requireManager,
  requireMembership,
  requireUser,
} from "../../core/access.ts";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { notFound, preconditionFailed } from "../../http/respond.ts";
import { invalid, readQuery, validateJson } from "../../http/validate.ts";
import {
  type Side,
  findRequest,
  listRequests,
  markRead,
  messages,
  requestCounts,
  timeline,
  unreadForAdmin,
  unreadForOrganization,
} from "./queries.ts";
import {
  type ChangeOutcome,
  createRequest,
  decideRequest,
  postMessage,
  submitRequest,
  updateRequest,
} from "./service.ts";
import { participationMessages } from "./messages.ts";

const requestParams = pathParams({ requestId: IdSchema });

/** The request, its timeline and thread; opening it marks the thread read for the reader's side. */
async function detail<E extends UserEnv>(c: Context<E>, side: Side, id: string, orgId?: string) {
  const request = await findRequest(c.var.db, side, id, orgId);
  if (!request) return notFound(c);
  const [entries, thread] = await Promise.all([
    timeline(c.var.db, id),
    messages(c.var.db, id, c.var.user.id),
  ]);
  if (request.unread_messages > 0) await markRead(c.var.db, id, side, c.var.clock.now());
  return c.json({ data: { request, timeline: entries, messages: thread } });
}

function refused<E extends UserEnv>(c: Context<E>, outcome: Exclude<ChangeOutcome, "done">) {
  if (outcome === "not_found") return notFound(c);
  const message =
    outcome === "closed"
      ? participationMessages.registrationClosed
      : participationMessages.requestNotEditable;
  return c.json({ message: c.var.i18n._(message) }, 409);
}

/**
 * `/api/participation-requests/unread`: the menu's badge, asked on every page by everyone signed
 * in; someone without an organization has none (0, not 404).
 */
export const participationUnreadRoutes = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  const { membership } = c.var;
  const unread = membership ? await unreadForOrganization(c.var.db, membership.organization.id) : 0;
  return c.json({ data: { unread } });
});

/** `/api/participation-requests`: the caller's organization's requests. */
export const participationRoutes = new Hono<AppEnv>()
  .use(requireUser, requireMembership)
  .get("/", async (c) => {
    const page = v.parse(PageQuerySchema, readQuery(c));
    const organizationId = c.var.membership.organization.id;
    const [{ requests, total }, unread] = await Promise.all([
      listRequests(c.var.db, "exhibitor", { organizationId }, page),
      unreadForOrganization(c.var.db, organizationId),
    ]);
    return c.json({ data: { requests, meta: { ...pageMeta(page, total), unread } } });
  })
  .post("/", requireManager, validateJson(RequestInputSchema), async (c) => {
    const { organization } = c.var.membership;
    if (organization.status !== "approved") {
      return preconditionFailed(
        c,
        "organization_not_approved",
        participationMessages.organizationNotApproved,
      );
    }
    const now = c.var.clock.now();
    const input = c.req.valid("json");
    const result = await createRequest(c.var.db, c.var.user, organization.id, input, now);
    switch (result.outcome) {
      case "no_event":
        return invalid(c, { event_id: ["unknown_option"] });
      case "closed":
        return invalid(
          c,
          { event_id: ["invalid"] },
          c.var.i18n._(participationMessages.registrationClosed),
        );
      case "exists":
        return c.json({ message: c.var.i18n._(participationMessages.requestExists) }, 409);
      case "created": {
        const request = await findRequest(c.var.db, "exhibitor", result.id, organization.id);
        return c.json(
          { data: { request }, message: c.var.i18n._(participationMessages.requestSaved) },
          201,
        );
      }
    }
  })
  .get("/:requestId", requestParams, (c) =>
    detail(c, "exhibitor", c.req.valid("param").requestId, c.var.membership.organization.id),
  )
  .put(
    "/:requestId",
    requestParams,
    requireManager,
    validateJson(RequestUpdateSchema),
    async (c) => {
      const { requestId } = c.req.valid("param");
      const organizationId = c.var.membership.organization.id;
      const outcome = await updateRequest(c.var.db, requestId, organizationId, c.req.valid("json"));
      if (outcome !== "done") return refused(c, outcome);
      const request = await findRequest(c.var.db, "exhibitor", requestId, organizationId);
      return c.json({
        data: { request },
        message: c.var.i18n._(participationMessages.requestSaved),
      });
    },
  )
  .post("/:requestId/submit", requestParams, requireManager, async (c) => {
    const { requestId } = c.req.valid("param");
    const organizationId = c.var.membership.organization.id;
    const outcome = await submitRequest(
      c.var.db,
      c.var.user,
      requestId,
      organizationId,
      c.var.clock.now(),
    );
    if (outcome !== "done") return refused(c, outcome);
    const request = await findRequest(c.var.db, "exhibitor", requestId, organizationId);
    return c.json({
      data: { request },
      message: c.var.i18n._(participationMessages.requestSubmitted),
    });
  })
  .post("/:requestId/messages", requestParams, validateJson(MessageInputSchema), async (c) => {
    const { requestId } = c.req.valid("param");
    const organizationId = c.var.membership.organization.id;
    const request = await findRequest(c.var.db, "exhibitor", requestId, organizationId);
    if (!request) return notFound(c);
    const now = c.var.clock.now();
    await postMessage(c.var.db, c.var.user, "exhibitor", request, c.req.valid("json").body, now);
    return c.json(
      {
        data: { messages: await messages(c.var.db, requestId, c.var.user.id) },
        message: c.var.i18n._(participationMessages.messageSent),
      },
      201,
    );
  });

/** `/api/admin/participation-requests`: the review queue. */
export const adminParticipationRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/", async (c) => {
    const query = readQuery(c);
    const page = v.parse(PageQuerySchema, query);
    const parsed = v.safeParse(AdminRequestFilterSchema, query);
    const filter = parsed.success ? parsed.output : {};
    const [{ requests, total }, counts] = await Promise.all([
      listRequests(c.var.db, "admin", { status: filter.status, eventId: filter.event_id }, page),
      requestCounts(c.var.db, filter.event_id),
    ]);
    return c.json({ data: { requests, meta: pageMeta(page, total), counts } });
  })
  .get("/unread", async (c) => c.json({ data: { unread: await unreadForAdmin(c.var.db) } }))
  .get("/:requestId", requestParams, (c) => detail(c, "admin", c.req.valid("param").requestId))
  .post("/:requestId/decision", requestParams, validateJson(RequestDecisionSchema), async (c) => {
    const { requestId } = c.req.valid("param");
    const outcome = await decideRequest(
      c.var.db,
      c.var.user,
      requestId,
      c.req.valid("json"),
      c.var.clock.now(),
    );
    if (outcome !== "done") return refused(c, outcome);
    const request = await findRequest(c.var.db, "admin", requestId);
    return c.json({
      data: { request },
      message: c.var.i18n._(participationMessages.requestDecided),
    });
  })
  .post("/:requestId/messages", requestParams, validateJson(MessageInputSchema), async (c) => {
    const { requestId } = c.req.valid("param");
    const request = await findRequest(c.var.db, "admin", requestId);
    if (!request) return notFound(c);
    const now = c.var.clock.now();
    await postMessage(c.var.db, c.var.user, "admin", request, c.req.valid("json").body, now);
    return c.json(
      {
        data: { messages: await messages(c.var.db, requestId, c.var.user.id) },
        message: c.var.i18n._(participationMessages.messageSent),
      },
      201,
    );
  });
