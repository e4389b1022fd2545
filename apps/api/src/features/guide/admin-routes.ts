import { GuideHideInputSchema } from "@rawaq/domain/guide-admin";
import { localized } from "@rawaq/domain/bilingual";
import { IdSchema } from "@rawaq/domain/validation";
import type { Locale } from "@rawaq/i18n/locales";
import { Hono } from "hono";
import { requireAdmin, requireUser } from "../../core/access.ts";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { notFound } from "../../http/respond.ts";
import { invalid, validateJson } from "../../http/validate.ts";
import {
  type HiddenLabel,
  guideAdministration,
  hideFromGuide,
  setGuidePublished,
  showInGuide,
} from "./administration.ts";
import { guideMessages } from "./messages.ts";

const eventParams = pathParams({ eventId: IdSchema });

/** A title reads the same in both languages; a house by its name in the reader's. */
function labelIn(label: HiddenLabel, locale: Locale): string {
  return typeof label === "string" ? label : localized(label, locale);
}
const hiddenParams = pathParams({ eventId: IdSchema, hiddenId: IdSchema });

/**
 * `/api/admin/events/{eventId}/guide`: an event's guide as the administration runs it — published
 * or not, what it hid and why, the searches that found nothing. Every change is audited.
 */
export const adminGuideRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/:eventId/guide", eventParams, async (c) => {
    const guide = await guideAdministration(c.var.db, c.req.valid("param").eventId);
    if (!guide) return notFound(c);
    return c.json({ data: guide });
  })
  .post("/:eventId/guide/publish", eventParams, async (c) => {
    const { eventId } = c.req.valid("param");
    const now = c.var.clock.now();
    const state = await setGuidePublished(c.var.db, c.var.user, eventId, true, now);
    if (!state) return notFound(c);
    return c.json({ data: state, message: c.var.i18n._(guideMessages.guidePublished) });
  })
  .post("/:eventId/guide/unpublish", eventParams, async (c) => {
    const { eventId } = c.req.valid("param");
    const now = c.var.clock.now();
    const state = await setGuidePublished(c.var.db, c.var.user, eventId, false, now);
    if (!state) return notFound(c);
    return c.json({ data: state, message: c.var.i18n._(guideMessages.guideUnpublished) });
  })
  .post("/:eventId/guide/hidden", eventParams, validateJson(GuideHideInputSchema), async (c) => {
    const { eventId } = c.req.valid("param");
    const result = await hideFromGuide(c.var.db, c.var.user, eventId, c.req.valid("json"));
    if (result.outcome === "not_found") return notFound(c);
    if (result.outcome === "invalid") return invalid(c, result.errors);
    if (result.outcome === "already_hidden") {
      return c.json({ message: c.var.i18n._(guideMessages.alreadyHidden) }, 409);
    }
    const label = labelIn(result.label, c.var.locale);
    return c.json(
      {
        data: { id: result.id },
        message: c.var.i18n._({ ...guideMessages.hiddenFromGuide, values: { label } }),
      },
      201,
    );
  })
  .delete("/:eventId/guide/hidden/:hiddenId", hiddenParams, async (c) => {
    const { eventId, hiddenId } = c.req.valid("param");
    const shown = await showInGuide(c.var.db, c.var.user, eventId, hiddenId);
    if (shown === null) return notFound(c);
    const label = labelIn(shown, c.var.locale);
    return c.json({
      data: { id: hiddenId },
      message: c.var.i18n._({ ...guideMessages.shownInGuide, values: { label } }),
    });
  });
