import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { adminContactRoutes } from "./admin-routes.ts";
import { contactRoutes } from "./routes.ts";

/** The contact feature's routes under /api, in the order they are matched (app.ts mounts it once). */
export const contactApi = new Hono<AppEnv>()
  .route("/contact", contactRoutes)
  .route("/admin/contact-messages", adminContactRoutes);
