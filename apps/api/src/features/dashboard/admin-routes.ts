import { IdSchema } from "@rawaq/domain/validation";
import { Hono } from "hono";
import { requireAdmin, requireUser } from "../../core/access.ts";
import { findEvent } from "../../core/fair-events.ts";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { notFound } from "../../http/respond.ts";
import { freshDashboard } from "./cache.ts";

/** `/api/admin/dashboard/{eventId}`: the event at a glance, every tile in one answer. */
export const adminDashboardRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/:eventId", pathParams({ eventId: IdSchema }), async (c) => {
    const event = await findEvent(c.var.db, c.req.valid("param").eventId);
    if (!event) return notFound(c);
    return c.json({ data: await freshDashboard(c.var.db, event, c.var.clock.now()) });
  });
