import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { adminFairRuleRoutes } from "./admin-routes.ts";
import { fairRuleRoutes } from "./routes.ts";

/** The fair rules feature's routes under /api, in the order they are matched (app.ts mounts it once). */
export const fairRuleApi = new Hono<AppEnv>()
  .route("/fair-rules", fairRuleRoutes)
  .route("/admin/fair-rules", adminFairRuleRoutes);
