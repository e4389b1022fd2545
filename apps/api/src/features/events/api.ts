import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { adminEventRoutes, eventRoutes } from "./routes.ts";

/** The events feature's routes under /api, in the order they are matched (app.ts mounts it once). */
export const eventApi = new Hono<AppEnv>()
  .route("/events", eventRoutes)
  .route("/admin/events", adminEventRoutes);
