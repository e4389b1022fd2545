import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import {
  adminParticipationRoutes,
  participationRoutes,
  participationUnreadRoutes,
} from "./routes.ts";

/** The participation feature's routes under /api, in the order they are matched (app.ts mounts it once). */
export const participationApi = new Hono<AppEnv>()
  .route("/participation-requests/unread", participationUnreadRoutes)
  .route("/participation-requests", participationRoutes)
  .route("/admin/participation-requests", adminParticipationRoutes);
