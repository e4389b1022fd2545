import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { adminBadgeRoutes, badgeRoutes, publicBadgeRoutes } from "./routes.ts";

/** The badges feature's routes under /api, in the order they are matched (app.ts mounts it once). */
export const badgeApi = new Hono<AppEnv>()
  .route("/badges", badgeRoutes)
  .route("/public/badges", publicBadgeRoutes)
  .route("/admin/badges", adminBadgeRoutes);
