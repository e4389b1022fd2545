import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { IdSchema } from "@rawaq/domain/validation";
import { Hono } from "hono";
import * as v from "valibot";
import { requireAdmin, requireUser } from "../../core/access.ts";
import { listAudit } from "../../core/audit.ts";
import type { AppEnv } from "../../http/context.ts";
import { readQuery } from "../../http/validate.ts";
import { reviewQueueCounts } from "./queries.ts";

const AuditFilterSchema = v.object({ organization_id: v.optional(IdSchema) });

/** The administration's audit log and the counts on its review queues. */
export const adminReviewRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/audit", async (c) => {
    const query = readQuery(c);
    const page = v.parse(PageQuerySchema, query);
    const filter = v.safeParse(AuditFilterSchema, query);
    const { entries, total } = await listAudit(
      c.var.db,
      page,
      filter.success ? filter.output.organization_id : undefined,
    );
    return c.json({ data: { entries, meta: pageMeta(page, total) } });
  })
  .get("/summary", async (c) => {
    const { organizationsPending, booksPending } = await reviewQueueCounts(c.var.db);
    return c.json({
      data: {
        organizations_pending: organizationsPending,
        books_pending: booksPending,
      },
    });
  });
