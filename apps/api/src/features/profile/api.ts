import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { profileRoutes } from "./routes.ts";

/** The profile feature's routes under /api, in the order they are matched (app.ts mounts it once). */
export const profileApi = new Hono<AppEnv>().route("/profile", profileRoutes);
