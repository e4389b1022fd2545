import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { adminParcelRoutes, adminShipperRoutes, shipperRoutes } from "./admin-routes.ts";
import { logisticsImportRoutes } from "./import-routes.ts";
import { myOrganizationLogisticsRoutes, organizationLogisticsRoutes } from "./routes.ts";

/** The logistics feature's routes under /api, in the order they are matched (app.ts mounts it once). */
export const logisticsApi = new Hono<AppEnv>()
  .route("/organizations", organizationLogisticsRoutes)
  .route("/my-organization", myOrganizationLogisticsRoutes)
  .route("/organizations", logisticsImportRoutes)
  .route("/shippers", shipperRoutes)
  .route("/admin/shippers", adminShipperRoutes)
  .route("/admin/parcels", adminParcelRoutes);
