import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { notificationRoutes } from "./routes.ts";

/** The notifications feature's routes under /api, in the order they are matched (app.ts mounts it once). */
export const notificationApi = new Hono<AppEnv>().route("/notifications", notificationRoutes);
