import {
  FAIR_RULES,
  FairRulesSchema,
  RefusedTitleInputSchema,
  RuleExceptionInputSchema,
} from "@rawaq/domain/fair-rules";
import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { IdSchema } from "@rawaq/domain/validation";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { requireAdmin, requireUser } from "../../core/access.ts";
import { findEvent as findEventOf } from "../../core/fair-events.ts";
import { loadFairRules } from "../../core/fair-rules.ts";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { notFound } from "../../http/respond.ts";
import { invalid, readQuery, validateJson } from "../../http/validate.ts";
import { fairRuleMessages } from "./messages.ts";
import {
  admitTitle,
  eventBreaches,
  grantException,
  listRefusedTitles,
  refuseTitle,
  saveRules,
  withdrawException,
} from "./service.ts";

const eventParams = pathParams({ eventId: IdSchema });

const findEvent = <E extends AppEnv>(c: Context<E>, eventId: string) =>
  findEventOf(c.var.db, eventId);

/** `/api/admin/fair-rules/{eventId}`: an event's rules, refused titles, breaches and exceptions. */
export const adminFairRuleRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/:eventId", eventParams, async (c) => {
    const event = await findEvent(c, c.req.valid("param").eventId);
    if (!event) return notFound(c);
    const [rules, refused] = await Promise.all([
      loadFairRules(c.var.db, event.id),
      listRefusedTitles(c.var.db, event.id),
    ]);
    return c.json({ data: { rules, refused_titles: refused } });
  })
  .put("/:eventId", eventParams, validateJson(FairRulesSchema), async (c) => {
    const event = await findEvent(c, c.req.valid("param").eventId);
    if (!event) return notFound(c);
    const rules = c.req.valid("json");
    const told = await saveRules(c.var.db, c.var.user, event, rules, c.var.clock.now());
    return c.json({
      data: { rules },
      message: c.var.i18n._({ ...fairRuleMessages.rulesSaved, values: { count: told } }),
    });
  })
  .post(
    "/:eventId/refused-titles",
    eventParams,
    validateJson(RefusedTitleInputSchema),
    async (c) => {
      const event = await findEvent(c, c.req.valid("param").eventId);
      if (!event) return notFound(c);
      const outcome = await refuseTitle(c.var.db, c.var.user, event, c.req.valid("json"));
      if (outcome === "exists") {
        return c.json({ message: c.var.i18n._(fairRuleMessages.refusedTitleExists) }, 409);
      }
      return c.json(
        {
          data: { refused_titles: await listRefusedTitles(c.var.db, event.id) },
          message: c.var.i18n._(fairRuleMessages.refusedTitleAdded),
        },
        201,
      );
    },
  )
  .delete(
    "/:eventId/refused-titles/:isbn",
    pathParams({ eventId: IdSchema, isbn: v.pipe(v.string(), v.regex(/^\d{13}$/)) }),
    async (c) => {
      const { eventId, isbn } = c.req.valid("param");
      const event = await findEvent(c, eventId);
      if (!event) return notFound(c);
      if (!(await admitTitle(c.var.db, c.var.user, event, isbn))) return notFound(c);
      return c.json({
        data: { refused_titles: await listRefusedTitles(c.var.db, event.id) },
        message: c.var.i18n._(fairRuleMessages.refusedTitleRemoved),
      });
    },
  )
  .get("/:eventId/breaches", eventParams, async (c) => {
    const event = await findEvent(c, c.req.valid("param").eventId);
    if (!event) return notFound(c);
    const page = v.parse(PageQuerySchema, readQuery(c));
    const { houses, total } = await eventBreaches(c.var.db, event, c.var.locale, page);
    return c.json({ data: { houses, meta: pageMeta(page, total) } });
  })
  .post("/:eventId/exceptions", eventParams, validateJson(RuleExceptionInputSchema), async (c) => {
    const event = await findEvent(c, c.req.valid("param").eventId);
    if (!event) return notFound(c);
    const outcome = await grantException(
      c.var.db,
      c.var.user,
      event,
      c.req.valid("json"),
      c.var.clock.now(),
    );
    if (outcome === "not_in_fair") {
      return invalid(c, { organization_id: ["unknown_option"] });
    }
    return c.json({ data: null, message: c.var.i18n._(fairRuleMessages.exceptionGranted) }, 201);
  })
  .delete(
    "/:eventId/exceptions/:organizationId/:rule",
    pathParams({ eventId: IdSchema, organizationId: IdSchema, rule: v.picklist(FAIR_RULES) }),
    async (c) => {
      const { eventId, organizationId, rule } = c.req.valid("param");
      const event = await findEvent(c, eventId);
      if (!event) return notFound(c);
      if (!(await withdrawException(c.var.db, c.var.user, event, organizationId, rule))) {
        return notFound(c);
      }
      return c.json({ data: null, message: c.var.i18n._(fairRuleMessages.exceptionWithdrawn) });
    },
  );
