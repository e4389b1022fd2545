import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { authRoutes } from "./routes.ts";

/** The auth feature's routes under /api, in the order they are matched (app.ts mounts it once). */
export const authApi = new Hono<AppEnv>().route("/auth", authRoutes);
