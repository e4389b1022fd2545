import { AdminBookFilterSchema } from "@rawaq/domain/review";
import { BookDecisionInputSchema } from "@rawaq/domain/review";
import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { isLocale } from "@rawaq/i18n/locales";
import { Hono } from "hono";
import * as v from "valibot";
import { requireAdmin, requireUser } from "../../http/auth.ts";
import type { AppEnv } from "../../http/context.ts";
import { validateJson } from "../../http/validate.ts";
import { apiMessages } from "../../messages.ts";
import { exportLabels } from "./export-labels.ts";
import { booksExport } from "./book-files.ts";
import { listBooks } from "./queries.ts";
import { decideBooks } from "./review.ts";

/** Exports stop here; a bigger set should be filtered first. */
const EXPORT_MAX_ROWS = 50_000;

export const adminBookRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/", async (c) => {
    const page = v.parse(PageQuerySchema, c.req.query());
    const filter = v.safeParse(AdminBookFilterSchema, c.req.query());
    const { books, total } = await listBooks(
      c.var.db,
      filter.success
        ? {
            status: filter.output.status,
            organizationId: filter.output.organization_id,
            q: filter.output.q,
          }
        : {},
      page,
    );
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
    const filter = v.safeParse(AdminBookFilterSchema, c.req.query());
    const format = c.req.query("format") === "csv" ? "csv" : "xlsx";
    const requested = c.req.query("locale");
    const locale = isLocale(requested) ? requested : c.var.locale;
    const { books } = await listBooks(
      c.var.db,
      filter.success
        ? { status: filter.output.status, organizationId: filter.output.organization_id }
        : {},
      { page: 1, per_page: EXPORT_MAX_ROWS },
    );
    const file = await booksExport(books, locale, format, exportLabels(c.var.i18n));
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
    });
  });
