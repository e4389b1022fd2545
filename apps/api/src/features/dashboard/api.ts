import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { adminDashboardRoutes } from "./admin-routes.ts";

/** The dashboard feature's routes under /api (app.ts mounts it once). */
export const dashboardApi = new Hono<AppEnv>().route("/admin/dashboard", adminDashboardRoutes);
