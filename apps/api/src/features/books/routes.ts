import { Hono } from "hono";
import { requireUser } from "../../http/auth.ts";
import type { AppEnv } from "../../http/context.ts";
import { apiMessages } from "../../messages.ts";

/**
 * `GET /api/get_books_by_organization/{id}` keeps the spec's path and shape `{ data: { books } }`
 * (§7), for the caller's own organization only. No user owns an organization before onboarding
 * (issue 5), so every id is someone else's: 404, which also hides whether it exists.
 */
export const booksByOrganizationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/:organizationId", (c) => c.json({ message: c.var.i18n._(apiMessages.notFound) }, 404));
