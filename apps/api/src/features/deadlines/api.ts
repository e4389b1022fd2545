import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { adminDeadlineRoutes } from "./admin-routes.ts";
import { taskRoutes } from "./routes.ts";

/** The deadlines feature's routes under /api, in the order they are matched (app.ts mounts it once). */
export const deadlineApi = new Hono<AppEnv>()
  .route("/tasks", taskRoutes)
  .route("/admin/deadlines", adminDeadlineRoutes);
