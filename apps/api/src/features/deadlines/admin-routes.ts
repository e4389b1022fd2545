import { DEADLINES, DeadlinesSchema } from "@rawaq/domain/deadlines";
import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { IdSchema } from "@rawaq/domain/validation";
import { Hono } from "hono";
import * as v from "valibot";
import { requireAdmin, requireUser } from "../../core/access.ts";
import { loadDeadlines, saveDeadlines } from "../../core/deadlines.ts";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { notFound } from "../../http/respond.ts";
import { invalid, readQuery, validateJson } from "../../http/validate.ts";
import { deadlineMessages } from "./messages.ts";
import { findEvent } from "../../core/fair-events.ts";
import { remindByHand, reminderPage } from "./service.ts";

const eventParams = pathParams({ eventId: IdSchema });

const ReminderInputSchema = v.object({
  organization_id: IdSchema,
  deadline: v.picklist(DEADLINES, "unknown_option"),
});

/** `/api/admin/deadlines/{eventId}`: an event's deadlines and the reminders sent. */
export const adminDeadlineRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/:eventId", eventParams, async (c) => {
    const event = await findEvent(c.var.db, c.req.valid("param").eventId);
    if (!event) return notFound(c);
    return c.json({ data: { deadlines: await loadDeadlines(c.var.db, event.id) } });
  })
  .put("/:eventId", eventParams, validateJson(DeadlinesSchema), async (c) => {
    const event = await findEvent(c.var.db, c.req.valid("param").eventId);
    if (!event) return notFound(c);
    const deadlines = c.req.valid("json");
    await saveDeadlines(c.var.db, event.id, deadlines, c.var.clock.now());
    return c.json({ data: { deadlines }, message: c.var.i18n._(deadlineMessages.saved) });
  })
  .get("/:eventId/reminders", eventParams, async (c) => {
    const event = await findEvent(c.var.db, c.req.valid("param").eventId);
    if (!event) return notFound(c);
    const page = v.parse(PageQuerySchema, readQuery(c));
    const { reminders, total } = await reminderPage(c.var.db, event.id, page);
    return c.json({ data: { reminders, meta: pageMeta(page, total) } });
  })
  /** A reminder by hand: to a house that has not finished a step, whenever the administration asks. */
  .post("/:eventId/reminders", eventParams, validateJson(ReminderInputSchema), async (c) => {
    const event = await findEvent(c.var.db, c.req.valid("param").eventId);
    if (!event) return notFound(c);
    const input = c.req.valid("json");
    const outcome = await remindByHand(c.var, c.var.user, event, input, c.var.clock.now());
    if (outcome === "unknown_house") return invalid(c, { organization_id: ["unknown_option"] });
    if (outcome === "nothing_left") {
      return c.json({ message: c.var.i18n._(deadlineMessages.nothingLeft) }, 409);
    }
    return c.json({ data: null, message: c.var.i18n._(deadlineMessages.reminderSent) }, 201);
  });
