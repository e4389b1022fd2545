import type { Book, BookInput, BookStatus } from "@rawaq/domain/book";
import { compactIsbn } from "@rawaq/domain/isbn";
import type { PageQuery } from "@rawaq/domain/pagination";
import { normalizeDigits } from "@rawaq/domain/rules";
import { type SQL, and, asc, count, desc, eq, ilike, like, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { books, organizations } from "../../db/schema/index.ts";
import { housesOf } from "../../core/fair-rules.ts";
import { likePattern } from "../../db/like.ts";
import { keysetBatch } from "../../http/export-stream.ts";

export type BookRow = typeof books.$inferSelect;

export function toBook(row: BookRow): Book {
  return {
    id: row.id,
    organization_id: row.organizationId,
    title: row.title,
    author: row.author,
    author_nationality: row.authorNationality,
    language: row.language,
    isbn: row.isbn,
    issue_date: row.issueDate,
    publisher_name: row.publisherName,
    status: row.status,
    rejection_reason: row.rejectionReason,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toBookColumns(organizationId: string, input: BookInput) {
  return {
    organizationId,
    title: input.title,
    author: input.author,
    authorNationality: input.author_nationality,
    language: input.language,
    isbn: input.isbn,
    issueDate: input.issue_date,
    publisherName: input.publisher_name,
  };
}

export interface BookFilter {
  organizationId?: string;
  /** The books of the houses approved for this event. */
  eventId?: string;
  status?: BookStatus;
  q?: string;
}

/** Title, author or ISBN search; an ISBN matches however it was typed (hyphens, Arabic digits). */
export function bookConditions({
  organizationId,
  eventId,
  status,
  q,
}: BookFilter): SQL | undefined {
  const text = q ? normalizeDigits(q).trim() : "";
  const isbnDigits = compactIsbn(text);
  return and(
    organizationId ? eq(books.organizationId, organizationId) : undefined,
    eventId ? sql`${books.organizationId} in (${housesOf({ id: eventId })})` : undefined,
    status ? eq(books.status, status) : undefined,
    text
      ? or(
          ilike(books.title, likePattern(text)),
          ilike(books.author, likePattern(text)),
          /^\d{3,13}X?$/.test(isbnDigits) ? like(books.isbn, likePattern(isbnDigits)) : undefined,
        )
      : undefined,
  );
}

/** Books with their organization's name; `extra` columns beside them. */
function selectBooks<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Database,
  extra = {} as Extra,
) {
  return db
    .select({ book: books, organizationName: organizations.name, ...extra })
    .from(books)
    .innerJoin(organizations, eq(organizations.id, books.organizationId));
}

/** One page of books, newest first, with the total for the filter. */
export async function listBooks(db: Database, filter: BookFilter, page: PageQuery) {
  const where = bookConditions(filter);
  const [rows, [totals]] = await Promise.all([
    selectBooks(db)
      .where(where)
      .orderBy(desc(books.createdAt), desc(books.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(books).where(where),
  ]);
  return {
    total: totals?.total ?? 0,
    books: rows.map((row) => ({ ...toBook(row.book), organization_name: row.organizationName })),
  };
}

/** Most organizations the queue's organization filter lists. */
const QUEUE_ORGANIZATIONS_MAX = 1000;

/**
 * The organizations with books of a status (any status without one), among the houses approved
 * for an event when one is given, by name, with counts.
 */
export async function queueOrganizations(
  db: Database,
  filter: Pick<BookFilter, "status" | "eventId">,
) {
  return db
    .select({ id: organizations.id, name: organizations.name, books: count(books.id) })
    .from(books)
    .innerJoin(organizations, eq(organizations.id, books.organizationId))
    .where(bookConditions(filter))
    .groupBy(organizations.id, organizations.name)
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(QUEUE_ORGANIZATIONS_MAX);
}

export async function existingIsbns(db: Database, organizationId: string): Promise<Set<string>> {
  const rows = await db
    .select({ isbn: books.isbn })
    .from(books)
    .where(eq(books.organizationId, organizationId));
  return new Set(rows.map((row) => row.isbn));
}

/** Where a batch ends in the queue's order: the exact timestamp (text keeps its microseconds). */
export type BookCursor = { createdAt: string; id: string };

/**
 * Books matching `filter` in listBooks's order (newest first), `size` at a time after `after`:
 * what the export streams (http/export-stream.ts).
 */
export async function booksAfter(
  db: Database,
  filter: BookFilter,
  after: BookCursor | undefined,
  size: number,
) {
  const rows = await selectBooks(db, { createdAt: sql<string>`${books.createdAt}::text` })
    .where(
      and(
        bookConditions(filter),
        after
          ? sql`(${books.createdAt}, ${books.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(books.createdAt), desc(books.id))
    .limit(size);
  const batch = keysetBatch(rows, size, (row) => ({ createdAt: row.createdAt, id: row.book.id }));
  return {
    rows: batch.rows.map((row) => ({
      ...toBook(row.book),
      organization_name: row.organizationName,
    })),
    next: batch.next,
  };
}

/** Adds one book, pending review. Throws the unique violation when the ISBN is listed already. */
export async function addBook(
  db: Database,
  organizationId: string,
  input: BookInput,
): Promise<Book | "duplicate"> {
  try {
    const [row] = await db.insert(books).values(toBookColumns(organizationId, input)).returning();
    return toBook(row!);
  } catch (error) {
    // The house already lists this ISBN (even when a second request raced this one).
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
}
