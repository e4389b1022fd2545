import { AdminBookFilterSchema } from "@rawaq/domain/review";
import { BookDecisionInputSchema } from "@rawaq/domain/review";
import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { Hono } from "hono";
import * as v from "valibot";
import { requireAdmin, requireUser } from "../../http/auth.ts";
import type { AppEnv } from "../../http/context.ts";
import { validateJson } from "../../http/validate.ts";
import { apiMessages } from "../../messages.ts";
import { exportLabels } from "./export-labels.ts";
import { booksExport } from "./book-files.ts";
import { type BookFilter, listBooks } from "./queries.ts";
import { decideBooks } from "./review.ts";

/** Exports stop here; a bigger set should be filtered first. */
const EXPORT_MAX_ROWS = 50_000;

/** The queue's filters from the query string; malformed ones show the whole queue. */
function queueFilter(query: Record<string, string>): BookFilter {
  const filter = v.safeParse(AdminBookFilterSchema, query);
  if (!filter.success) return {};
  return {
    status: filter.output.status,
    organizationId: filter.output.organization_id,
    q: filter.output.q,
  };
}

export const adminBookRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/", async (c) => {
    const page = v.parse(PageQuerySchema, c.req.query());
    const { books, total } = await listBooks(c.var.db, queueFilter(c.req.query()), page);
    return c.json({ data: { books, meta: pageMeta(page, total) } });
  })
  .post("/decisions", validateJson(BookDecisionInputSchema), async (c) => {
    const updated = await decideBooks(c.var.db, c.var.user, c.req.valid("json"));
    return c.json({
      data: { updated },
      message: c.var.i18n._({ ...apiMessages.booksDecided, values: { count: updated } }),
    });
  })
  /** The review queue or an organization's books as xlsx or csv, headers in the request's language. */
  .get("/export", async (c) => {
    const format = c.req.query("format") === "csv" ? "csv" : "xlsx";
    const { books } = await listBooks(c.var.db, queueFilter(c.req.query()), {
      page: 1,
      per_page: EXPORT_MAX_ROWS,
    });
    // One language for the whole sheet: its direction, name, headers and status words.
    const file = await booksExport(books, c.var.locale, format, exportLabels(c.var.i18n));
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
    });
  });
