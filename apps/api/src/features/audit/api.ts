import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { adminReviewRoutes } from "./routes.ts";

/** The audit feature's routes under /api, in the order they are matched (app.ts mounts it once). */
export const auditApi = new Hono<AppEnv>().route("/admin", adminReviewRoutes);
