import { isbnProblem, toIsbn13 } from "@rawaq/domain/isbn";
import {
  BookLogisticsInputSchema,
  type BookLogisticsInput,
  LOGISTICS_SHEET_FIELDS,
  type LogisticsSheetField,
  parseParcelsText,
} from "@rawaq/domain/logistics";
import type { SheetImportRow } from "@rawaq/domain/sheet-import";
import {
  type FieldErrors,
  type ValidationCode,
  fieldErrorsFromIssues,
} from "@rawaq/domain/validation";
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import {
  type SheetImportRecord,
  commitSheetImport,
  findSheetImport,
  saveSheetImport,
  sheetImportExists,
} from "../../core/sheet-imports.ts";
import type { Database } from "../../db/client.ts";
import { books } from "../../db/schema/index.ts";
import { checkManyBookLogistics, saveManyBookLogistics } from "./service.ts";

export type LogisticsImportRecord = SheetImportRecord;

type SheetValues = Record<LogisticsSheetField, string>;

/** A row's texts as the PUT routes' body; an empty cell is a missing field ("required"). */
function inputOf(values: SheetValues) {
  const given = (text: string) => (text === "" ? undefined : text);
  return v.safeParse(BookLogisticsInputSchema, {
    quantity: given(values.quantity),
    price: given(values.price),
    barcode: given(values.barcode),
    parcels: values.parcels === "" ? undefined : parseParcelsText(values.parcels, values.quantity),
  });
}

/**
 * Checks every row of an uploaded logistics sheet with the PUT routes' rules, nothing saved: the
 * row's book (by ISBN, else by id) must be an approved book of the organization and appear once;
 * its data must pass {@link BookLogisticsInputSchema}; and the rows that pass are tried as one
 * bulk save that is rolled back ({@link checkManyBookLogistics}), which finds the parcels that
 * were already sent. A found book's id and title replace what the row said.
 */
export async function checkLogisticsRows(
  db: Database,
  organizationId: string,
  rows: { row: number; values: SheetValues }[],
): Promise<{ row: number; values: SheetValues; errors: FieldErrors<ValidationCode> }[]> {
  const approved = await db
    .select({ id: books.id, isbn: books.isbn, title: books.title })
    .from(books)
    .where(and(eq(books.organizationId, organizationId), eq(books.status, "approved")));
  const byIsbn = new Map(approved.map((book) => [book.isbn, book]));
  const byId = new Map(approved.map((book) => [book.id, book]));

  const seen = new Set<string>();
  const entries: { bookId: string; input: BookLogisticsInput }[] = [];
  const entryRows: number[] = [];
  const checked = rows.map(({ row, values: read }, index) => {
    const values = { ...read };
    const errors: FieldErrors<ValidationCode> = {};
    const key: LogisticsSheetField =
      values.isbn !== "" || values.book_id === "" ? "isbn" : "book_id";
    let book: (typeof approved)[number] | undefined;
    if (key === "isbn") {
      const problem = values.isbn === "" ? "required" : isbnProblem(values.isbn);
      if (problem) errors.isbn = [problem];
      else book = byIsbn.get(toIsbn13(values.isbn));
    } else {
      book = byId.get(values.book_id.toLowerCase());
    }
    if (book) {
      if (seen.has(book.id)) errors[key] = ["duplicate_in_file"];
      seen.add(book.id);
      values.book_id = book.id;
      values.title = book.title;
    } else if (!errors[key]) {
      errors[key] = ["unknown_book"];
    }
    const input = inputOf(values);
    if (!input.success) Object.assign(errors, fieldErrorsFromIssues(input.issues));
    if (book && input.success && Object.keys(errors).length === 0) {
      entries.push({ bookId: book.id, input: input.output });
      entryRows.push(index);
    }
    return { row, values, errors, key };
  });

  const refused = await checkManyBookLogistics(db, organizationId, entries);
  for (const [entry, errors] of refused) {
    const row = checked[entryRows[entry]!]!;
    const { book_id: unknown, ...fields } = errors;
    Object.assign(row.errors, fields, unknown ? { [row.key]: unknown } : {});
  }
  return checked.map(({ key: _key, ...row }) => row);
}

/**
 * Translated errors by column: a nested field (`parcels.0.number`) is shown under its column
 * (`parcels`) with its own precise message.
 */
export function errorsByColumn(errors: FieldErrors<string>): FieldErrors<string> {
  const byColumn: FieldErrors<string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const column = field.split(".")[0]!;
    const key = (LOGISTICS_SHEET_FIELDS as readonly string[]).includes(column) ? column : field;
    byColumn[key] = [...new Set([...(byColumn[key] ?? []), ...messages])];
  }
  return byColumn;
}

export async function saveLogisticsImport(
  db: Database,
  organizationId: string,
  userId: string,
  fileName: string,
  rows: SheetImportRow[],
): Promise<LogisticsImportRecord> {
  return saveSheetImport(db, "complete_data", { organizationId, userId }, fileName, rows);
}

export async function findLogisticsImport(db: Database, id: string, organizationId: string) {
  return findSheetImport(db, "complete_data", id, organizationId);
}

/** Whether the organization has this preview, without reading its rows. */
export async function logisticsImportExists(db: Database, id: string, organizationId: string) {
  return sheetImportExists(db, "complete_data", id, organizationId);
}

/**
 * Saves every row of a checked sheet, all or none, through the bulk save (the shared commit locks
 * the upload so two commits of one sheet cannot both save). A book or parcel that changed since
 * the preview (a parcel sent, a book no longer approved) refuses the whole sheet as `stale`.
 */
export async function commitLogisticsImport(
  db: Database,
  id: string,
  organizationId: string,
): Promise<
  | { outcome: "committed"; record: LogisticsImportRecord; count: number }
  | { outcome: "not_found" | "committed_before" | "has_errors" | "stale" }
> {
  return commitSheetImport(db, "complete_data", id, organizationId, async (tx, rows) => {
    // The stored values are checked again: the database only ever holds what the schema allows.
    const entries: { bookId: string; input: BookLogisticsInput }[] = [];
    for (const row of rows) {
      const input = inputOf(row.values as SheetValues);
      if (!input.success || !row.values.book_id) return "has_errors" as const;
      entries.push({ bookId: row.values.book_id, input: input.output });
    }
    // A savepoint: a refusal leaves the import as it was, to be uploaded again.
    const saved = await saveManyBookLogistics(tx, organizationId, entries);
    return saved === "saved" ? { count: entries.length } : ("stale" as const);
  });
}
