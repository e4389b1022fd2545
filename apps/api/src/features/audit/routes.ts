import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { IdSchema } from "@rawaq/domain/validation";
import { count, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { requireAdmin, requireUser } from "../../core/access.ts";
import { listAudit } from "../../core/audit.ts";
import { books, organizations } from "../../db/schema.ts";
import type { AppEnv } from "../../http/context.ts";
import { readQuery } from "../../http/validate.ts";

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
    const [[organizationsPending], [booksPending]] = await Promise.all([
      c.var.db
        .select({ total: count() })
        .from(organizations)
        .where(eq(organizations.status, "pending")),
      c.var.db.select({ total: count() }).from(books).where(eq(books.status, "pending")),
    ]);
    return c.json({
      data: {
        organizations_pending: organizationsPending?.total ?? 0,
        books_pending: booksPending?.total ?? 0,
      },
    });
  });
