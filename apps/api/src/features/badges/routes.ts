import {
  AdminRevokeInputSchema,
  AllowanceInputSchema,
  BADGE_LOOKUPS_PER_MINUTE,
  BadgeIdSchema,
  BadgeInputSchema,
} from "@rawaq/domain/badges";
import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { IdSchema, fieldErrorsFromIssues } from "@rawaq/domain/validation";
import { Hono } from "hono";
import * as v from "valibot";
import { requireAdmin, requireManager, requireMembership, requireUser } from "../../core/access.ts";
import { type StoredFile, readImageUpload, sendStoredFile, storeUpload } from "../../core/files.ts";
import { throttleEvery, throttleUploads } from "../../core/throttle.ts";
import { clientAddress } from "../../http/client-address.ts";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { notFound } from "../../http/respond.ts";
import { invalid, readMultipart, readQuery, validateJson } from "../../http/validate.ts";
import {
  findBadgePhoto,
  findPublicBadge,
  listBadges,
  listParticipants,
  myBadges,
} from "./queries.ts";
import { copyPersonalPhoto, createBadge, revokeBadge, setAllowance } from "./service.ts";
import { badgeMessages } from "./messages.ts";

const badgeParams = pathParams({ badgeId: IdSchema });
const publicParams = pathParams({ publicId: BadgeIdSchema });
const LOOKUP_RULE = { limit: BADGE_LOOKUPS_PER_MINUTE, windowMs: 60_000 };

/**
 * Every lookup of a well-formed id counts, found or not: guessing ids is what it slows. The page
 * and its photo count apart (`kind`), so one visit costs one of each.
 */
function throttleLookups(kind: "badge-lookup" | "badge-photo") {
  return throttleEvery(
    (c) => `${kind}:${clientAddress(c)}`,
    () => LOOKUP_RULE,
  );
}

/** `/api/badges`: the manager names, lists and revokes the organization's badges. */
export const badgeRoutes = new Hono<AppEnv>()
  .use(requireUser, requireMembership)
  .get("/mine", async (c) => {
    const query = readQuery(c);
    const eventId = v.is(IdSchema, query.event_id) ? query.event_id : undefined;
    const { organization } = c.var.membership;
    return c.json({
      data: await myBadges(c.var.db, organization, c.var.clock.now(), eventId),
    });
  })
  .post("/", requireManager, throttleUploads, async (c) => {
    const form = await readMultipart(c);
    if (form instanceof Response) return form;
    const parsed = v.safeParse(BadgeInputSchema, form.fields);
    if (!parsed.success) return invalid(c, fieldErrorsFromIssues(parsed.issues));
    const input = parsed.output;
    let photo: StoredFile | null = null;
    if (form.files.photo) {
      const upload = await readImageUpload(form.files.photo);
      if (typeof upload === "string") return invalid(c, { photo: [upload] });
      photo = await storeUpload(c, upload);
    } else if (input.member_user_id) {
      photo = await copyPersonalPhoto(c.var.db, c.var.fileStore, input.member_user_id);
    }
    const result = await createBadge(
      c.var.db,
      c.var.user,
      c.var.membership.organization.id,
      input,
      photo,
    );
    if (result.outcome !== "created" && photo) await c.var.fileStore.remove(photo.storageKey);
    switch (result.outcome) {
      case "no_confirmed_booth":
        return c.json({ message: c.var.i18n._(badgeMessages.noConfirmedBooth) }, 409);
      case "allowance_used":
        return invalid(c, { printed_name: ["allowance_used"] });
      case "unknown_member":
        return invalid(c, { member_user_id: ["unknown_option"] });
      case "photo_required":
        return invalid(c, { photo: ["required"] });
      case "created":
        return c.json(
          {
            data: await myBadges(
              c.var.db,
              c.var.membership.organization,
              c.var.clock.now(),
              input.event_id,
            ),
            message: c.var.i18n._(badgeMessages.badgeCreated),
          },
          201,
        );
    }
  })
  .post("/:badgeId/revoke", badgeParams, requireManager, async (c) => {
    const outcome = await revokeBadge(
      c.var.db,
      c.var.user,
      c.req.valid("param").badgeId,
      c.var.clock.now(),
      { organizationId: c.var.membership.organization.id },
    );
    if (outcome === "not_found") return notFound(c);
    return c.json({ data: { ok: true }, message: c.var.i18n._(badgeMessages.badgeRevoked) });
  });

/**
 * `/api/public/badges/{publicId}`: what a badge's public page shows, for anyone, throttled per
 * client address (30 a minute, the page and its photo each). An unknown id is 404 like a
 * malformed one; a revoked badge's photo is 404 too.
 */
export const publicBadgeRoutes = new Hono<AppEnv>()
  .get("/:publicId", publicParams, throttleLookups("badge-lookup"), async (c) => {
    const badge = await findPublicBadge(c.var.db, c.req.valid("param").publicId, c.var.clock.now());
    if (!badge) return notFound(c);
    c.header("Cache-Control", "no-store");
    return c.json({ data: { badge } });
  })
  .get("/:publicId/photo", publicParams, throttleLookups("badge-photo"), async (c) => {
    const photo = await findBadgePhoto(c.var.db, c.req.valid("param").publicId);
    if (!photo) return notFound(c);
    return sendStoredFile(c, photo, { name: "badge-photo", inline: true });
  });

/** `/api/admin/badges`: every badge, revoking any, raising an organization's allowance. */
export const adminBadgeRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/", async (c) => {
    const query = readQuery(c);
    const page = v.parse(PageQuerySchema, query);
    const eventId = v.is(IdSchema, query.event_id) ? query.event_id : undefined;
    const [{ badges, total }, participants] = await Promise.all([
      listBadges(
        c.var.db,
        {
          organizationId: v.is(IdSchema, query.organization_id) ? query.organization_id : undefined,
          eventId,
        },
        page,
        c.var.clock.now(),
      ),
      listParticipants(c.var.db),
    ]);
    return c.json({ data: { badges, meta: pageMeta(page, total), participants } });
  })
  .put("/allowance", validateJson(AllowanceInputSchema), async (c) => {
    const outcome = await setAllowance(c.var.db, c.var.user, c.req.valid("json"));
    if (outcome === "not_found") {
      return c.json({ message: c.var.i18n._(badgeMessages.allowanceTargetUnknown) }, 404);
    }
    return c.json({ data: { ok: true }, message: c.var.i18n._(badgeMessages.allowanceSaved) });
  })
  .post("/:badgeId/revoke", badgeParams, validateJson(AdminRevokeInputSchema), async (c) => {
    const outcome = await revokeBadge(
      c.var.db,
      c.var.user,
      c.req.valid("param").badgeId,
      c.var.clock.now(),
      { reason: c.req.valid("json").reason },
    );
    if (outcome === "not_found") return notFound(c);
    return c.json({ data: { ok: true }, message: c.var.i18n._(badgeMessages.badgeRevoked) });
  });
