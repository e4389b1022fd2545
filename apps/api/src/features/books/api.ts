import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { adminBookRoutes } from "./admin-routes.ts";
import {
  bookImportRoutes,
  bookTemplateRoutes,
  booksByOrganizationRoutes,
  myOrganizationBookRoutes,
  organizationBookRoutes,
} from "./routes.ts";

/** The books feature's routes under /api, in the order they are matched (app.ts mounts it once). */
export const bookApi = new Hono<AppEnv>()
  .route("/organizations", organizationBookRoutes)
  .route("/get_books_by_organization", booksByOrganizationRoutes)
  .route("/my-organization", myOrganizationBookRoutes)
  .route("/book-imports", bookImportRoutes)
  .route("/", bookTemplateRoutes)
  .route("/admin/books", adminBookRoutes);
