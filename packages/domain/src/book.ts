import * as v from "valibot";
import { isCalendarDate, isoToday } from "./calendar.ts";
import { isbnProblem, toIsbn13 } from "./isbn.ts";
import { PageMetaSchema } from "./pagination.ts";
import { normalizeDigits } from "./rules.ts";
import { type SheetImport, type SheetImportRow, SheetImportResultSchema } from "./sheet-import.ts";
import { requiredName } from "./validation.ts";

export const BOOK_STATUSES = ["pending", "approved", "rejected"] as const;
export type BookStatus = (typeof BOOK_STATUSES)[number];

/** The columns of a book list, in the template's order. */
export const BOOK_FIELDS = [
  "title",
  "author",
  "author_nationality",
  "language",
  "isbn",
  "issue_date",
  "publisher_name",
] as const;
export type BookField = (typeof BOOK_FIELDS)[number];

/** The earliest issue date accepted: printed books are younger than Gutenberg. */
export const EARLIEST_ISSUE_DATE = "1450-01-01";

/** One book as an exhibitor enters it, by hand or as a spreadsheet row. */
export const BookInputSchema = v.object({
  title: requiredName(300),
  author: requiredName(200),
  author_nationality: requiredName(80),
  language: requiredName(60),
  isbn: v.pipe(
    v.string("required"),
    v.trim(),
    v.nonEmpty("required"),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = isbnProblem(dataset.value);
      if (problem) addIssue({ message: problem });
    }),
    v.transform(toIsbn13),
  ),
  issue_date: v.pipe(
    v.string("required"),
    v.transform(normalizeDigits),
    v.trim(),
    v.nonEmpty("required"),
    v.isoDate("invalid_date"),
    v.check(isCalendarDate, "invalid_date"),
    v.check((date) => date >= EARLIEST_ISSUE_DATE, "invalid_date"),
    v.check((date) => date <= isoToday(), "past_date"),
  ),
  publisher_name: requiredName(200),
});
export type BookInput = v.InferOutput<typeof BookInputSchema>;

export const BookSchema = v.object({
  id: v.string(),
  organization_id: v.string(),
  title: v.string(),
  author: v.string(),
  author_nationality: v.string(),
  language: v.string(),
  /** Canonical ISBN-13, digits only. */
  isbn: v.string(),
  issue_date: v.string(),
  publisher_name: v.string(),
  status: v.picklist(BOOK_STATUSES),
  rejection_reason: v.nullable(v.string()),
  reviewed_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type Book = v.InferOutput<typeof BookSchema>;

/** `data` of GET get_books_by_organization/{id}: the spec's `books`, plus pagination. */
export const BooksResultSchema = v.object({
  books: v.array(BookSchema),
  meta: PageMetaSchema,
});

/** `?status=&q=` of book lists; an unknown status is ignored rather than refused. */
export const BookFilterSchema = v.object({
  status: v.optional(v.picklist(BOOK_STATUSES)),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
});

/** An uploaded book list waiting to be committed (the shape of every uploaded list). */
export type BookImport = SheetImport;

/** One row of an uploaded list: its number in the sheet, its cleaned values, its errors. */
export type BookImportRow = SheetImportRow;

export const BookImportResultSchema = SheetImportResultSchema;
