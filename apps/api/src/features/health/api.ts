import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { healthRoutes } from "./routes.ts";

/** The health feature's routes under /api, in the order they are matched (app.ts mounts it once). */
export const healthApi = new Hono<AppEnv>().route("/health", healthRoutes);
