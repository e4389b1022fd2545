import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { adminUserRoutes } from "./admin-routes.ts";

/** The users feature's routes under /api, in the order they are matched (app.ts mounts it once). */
export const userApi = new Hono<AppEnv>().route("/admin/users", adminUserRoutes);
