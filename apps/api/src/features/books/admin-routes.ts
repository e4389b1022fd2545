import { AdminBookFilterSchema } from "@rawaq/domain/review";
import { BookDecisionInputSchema, MatchingBookDecisionInputSchema } from "@rawaq/domain/review";
import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { Hono } from "hono";
import * as v from "valibot";
import { requireAdmin, requireUser } from "../../core/access.ts";
import type { AppEnv } from "../../http/context.ts";
import { readQuery, validateJson } from "../../http/validate.ts";
import { sheetEncoder, streamExport } from "../../http/export-stream.ts";
import { exportLabels } from "./export-labels.ts";
import { bookExportSheet } from "./book-files.ts";
import {
  type BookFilter,
  listBooks,
  queueOrganizations,
  type BookCursor,
  booksAfter,
} from "./queries.ts";
import { decideBooks, decideMatchingBooks } from "./review.ts";
import { bookMessages } from "./messages.ts";

/** The queue's filters from the query string; malformed ones show the whole queue. */
function queueFilter(query: Record<string, string>): BookFilter {
  const filter = v.safeParse(AdminBookFilterSchema, query);
  if (!filter.success) return {};
  return {
    status: filter.output.status,
    organizationId: filter.output.organization_id,
    eventId: filter.output.event_id,
    q: filter.output.q,
  };
}

export const adminBookRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/", async (c) => {
    const query = readQuery(c);
    const page = v.parse(PageQuerySchema, query);
    const { books, total } = await listBooks(c.var.db, queueFilter(query), page);
    return c.json({ data: { books, meta: pageMeta(page, total) } });
  })
  /** The organizations with books in the queue's status, for its organization filter. */
  .get("/organizations", async (c) => {
    const { status, eventId } = queueFilter(readQuery(c));
    const organizations = await queueOrganizations(c.var.db, { status, eventId });
    return c.json({ data: { organizations } });
  })
  .post("/decisions", validateJson(BookDecisionInputSchema), async (c) => {
    const updated = await decideBooks(c.var.db, c.var.user, c.req.valid("json"));
    return c.json({
      data: { updated },
      message: c.var.i18n._({ ...bookMessages.booksDecided, values: { count: updated } }),
    });
  })
  /** Every book matching the queue's filter, if as many match as the administrator confirmed. */
  .post("/decisions/matching", validateJson(MatchingBookDecisionInputSchema), async (c) => {
    const result = await decideMatchingBooks(c.var.db, c.var.user, c.req.valid("json"));
    if (result.outcome === "changed") {
      const values = { count: result.matching };
      return c.json(
        { message: c.var.i18n._({ ...bookMessages.matchingBooksChanged, values }) },
        409,
      );
    }
    return c.json({
      data: { updated: result.updated },
      message: c.var.i18n._({ ...bookMessages.booksDecided, values: { count: result.updated } }),
    });
  })
  /** The review queue or an organization's books as xlsx or csv, headers in the request's language. */
  .get("/export", async (c) => {
    const query = readQuery(c);
    const format = query.format === "csv" ? "csv" : "xlsx";
    const filter = queueFilter(query);
    // One language for the whole sheet: its direction, name, headers and status words.
    return streamExport(c, {
      fileName: `rawaq-books-${new Date().toISOString().slice(0, 10)}.${format}`,
      encoder: sheetEncoder(format, bookExportSheet(c.var.locale, exportLabels(c.var.i18n))),
      read: (db, after: BookCursor | undefined, size) => booksAfter(db, filter, after, size),
    });
  });
