import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { adminOrganizationRoutes } from "./admin-routes.ts";
import { invitationRoutes } from "./invitation-routes.ts";
import { myOrganizationRoutes, organizationRoutes } from "./routes.ts";

/** The organizations feature's routes under /api, in the order they are matched (app.ts mounts it once). */
export const organizationApi = new Hono<AppEnv>()
  .route("/organizations", organizationRoutes)
  .route("/my-organization", myOrganizationRoutes)
  .route("/invitations", invitationRoutes)
  .route("/admin/organizations", adminOrganizationRoutes);
