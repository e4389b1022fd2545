import { Hono } from "hono";
import { requireUser } from "../../http/auth.ts";
import type { AppEnv } from "../../http/context.ts";

/**
 * `GET /api/organizations` keeps the spec's shape `{ data: { organization, meta } }` (§7). Users
 * have no organization until onboarding exists (issue 5), so it is null with empty counters.
 */
export const organizationRoutes = new Hono<AppEnv>().use(requireUser).get("/", (c) =>
  c.json({
    data: {
      organization: null,
      meta: {
        status: null,
        books: { pending: 0, approved: 0, rejected: 0 },
      },
    },
  }),
);
