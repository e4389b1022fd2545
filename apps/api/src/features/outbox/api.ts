import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { adminOutboxRoutes } from "./admin-routes.ts";

/** The outbox feature's routes under /api, in the order they are matched (app.ts mounts it once). */
export const outboxApi = new Hono<AppEnv>().route("/admin/outbox", adminOutboxRoutes);
