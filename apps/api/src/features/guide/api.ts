import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { adminGuideRoutes } from "./admin-routes.ts";
import { myGuideProfileRoutes, organizationGuideProfileRoutes } from "./profile-routes.ts";

/**
 * The guide's portal side under /api, in the order they are matched (app.ts mounts it once): a
 * house's page as its manager writes it, and the administration of an event's guide. The guide's
 * own pages are not here: they are served under /guide (routes.ts).
 */
export const guideApi = new Hono<AppEnv>()
  .route("/organizations", organizationGuideProfileRoutes)
  .route("/my-organization", myGuideProfileRoutes)
  .route("/admin/events", adminGuideRoutes);
