import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { adminReservationRoutes, planRoutes, reservationRoutes } from "./routes.ts";

/** The reservations feature's routes under /api, in the order they are matched (app.ts mounts it once). */
export const reservationApi = new Hono<AppEnv>()
  .route("/events", planRoutes)
  .route("/reservations", reservationRoutes)
  .route("/admin/reservations", adminReservationRoutes);
