import { IdSchema } from "@rawaq/domain/validation";
import { Hono } from "hono";
import { requireAdmin, requireUser } from "../../core/access.ts";
import { findEvent } from "../../core/fair-events.ts";
import { isoToday } from "@rawaq/domain/calendar";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { notFound } from "../../http/respond.ts";
import { freshDashboard } from "./cache.ts";
import { currentEvent } from "./queries.ts";

/**
 * `/api/admin/dashboard/{eventId}`: the event at a glance, every tile in one answer; without an
 * id, the event the console opens on (the first not yet over, else the latest), so the page asks
 * once rather than for the events first.
 */
export const adminDashboardRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/", async (c) => {
    const now = c.var.clock.now();
    const event = await currentEvent(c.var.db, isoToday(now));
    if (!event) return notFound(c);
    return c.json({ data: await freshDashboard(c.var.db, event, now) });
  })
  .get("/:eventId", pathParams({ eventId: IdSchema }), async (c) => {
    const event = await findEvent(c.var.db, c.req.valid("param").eventId);
    if (!event) return notFound(c);
    return c.json({ data: await freshDashboard(c.var.db, event, c.var.clock.now()) });
  });
