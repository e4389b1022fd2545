import type { BookField, BookImportRow } from "@rawaq/domain/book";
import { mapColumns, validateBookRows } from "./book-rows.ts";
import { type SheetFailure, readBookSheet } from "./spreadsheet.ts";

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
  const sheet = await readBookSheet(bytes);
  if ("problem" in sheet)
    return { outcome: "problem", problem: sheet.problem, detail: sheet.detail };
  const columns = mapColumns(sheet.header);
  if ("problem" in columns) return { outcome: "missing_columns", missing: columns.missing };
  const { rows } = validateBookRows(sheet, columns.columns, new Set(existingIsbns));
  return { outcome: "checked", rows };
}
