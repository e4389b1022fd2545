import type { BookField, BookImportRow } from "@rawaq/domain/book";
import { mapColumns, validateBookRows, withoutExampleRows } from "./book-rows.ts";
import { type SheetFailure, readSpreadsheet } from "../../lib/spreadsheet.ts";

export interface CheckListRequest {
  bytes: Uint8Array;
  existingIsbns: string[];
}

export type CheckListResult =
  | { outcome: "problem"; problem: SheetFailure["problem"]; detail?: SheetFailure["detail"] }
  | { outcome: "missing_columns"; missing: BookField[] }
  | { outcome: "checked"; rows: BookImportRow[] };

/** Reads a book list and checks every row against the schema and the organization's ISBNs. */
export async function checkList({
  bytes,
  existingIsbns,
}: CheckListRequest): Promise<CheckListResult> {
  const read = await readSpreadsheet(bytes);
  if ("problem" in read) return { outcome: "problem", problem: read.problem, detail: read.detail };
  // The template's example is not a book: a list holding only the example is an empty list.
  const sheet = withoutExampleRows(read);
  if (sheet.rows.length === 0) return { outcome: "problem", problem: "empty" };
  const columns = mapColumns(sheet.header);
  if ("problem" in columns) return { outcome: "missing_columns", missing: columns.missing };
  const { rows } = validateBookRows(sheet, columns.columns, new Set(existingIsbns));
  return { outcome: "checked", rows };
}
