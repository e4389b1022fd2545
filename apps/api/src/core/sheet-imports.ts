import { BOOK_LIST_MAX_BYTES, BOOK_LIST_MAX_ROWS } from "@rawaq/domain/limits";
import type { PageQuery } from "@rawaq/domain/pagination";
import type { SheetImport, SheetImportRow } from "@rawaq/domain/sheet-import";
import { formatList } from "@rawaq/i18n/text";
import type { Context } from "hono";
import type { AppEnv } from "../http/context.ts";
import { invalid, readMultipart } from "../http/validate.ts";
import type { SheetProblem } from "../lib/spreadsheet.ts";
import { apiMessages } from "../messages.ts";

// What every uploaded list (book lists, the books' logistics data) shares between its upload,
// its preview and its commit: the file taken from the request, the sheet-level refusals, and the
// stored preview's summary and pages. Each feature keeps its own table, columns and commit.

/** A stored upload, whatever its table: the columns every import table has. */
export interface SheetImportRecord {
  id: string;
  fileName: string;
  status: "preview" | "committed";
  totalRows: number;
  errorRows: number;
  rows: unknown;
  createdAt: Date;
  committedAt: Date | null;
}

export function toSheetImport(record: SheetImportRecord): SheetImport {
  return {
    id: record.id,
    file_name: record.fileName,
    status: record.status,
    total_rows: record.totalRows,
    valid_rows: record.totalRows - record.errorRows,
    error_rows: record.errorRows,
    created_at: record.createdAt.toISOString(),
    committed_at: record.committedAt?.toISOString() ?? null,
  };
}

export function hasRowErrors(row: SheetImportRow): boolean {
  return Object.keys(row.errors).length > 0;
}

/** One page of an import's rows; `onlyErrors` keeps the rows that need fixing. */
export function sheetImportRowsPage(
  record: SheetImportRecord,
  page: PageQuery,
  onlyErrors: boolean,
) {
  const all = record.rows as SheetImportRow[];
  const rows = onlyErrors ? all.filter(hasRowErrors) : all;
  const start = (page.page - 1) * page.per_page;
  return { rows: rows.slice(start, start + page.per_page), total: rows.length };
}

/** The uploaded list of a multipart body (`file`), or the 4xx that refuses it. */
export async function uploadedSheet<E extends AppEnv>(
  c: Context<E>,
): Promise<{ name: string; bytes: Uint8Array } | Response> {
  const form = await readMultipart(c);
  if (form instanceof Response) return form;
  const file = form.files.file;
  if (!file) return invalid(c, { file: ["required"] });
  if (file.size > BOOK_LIST_MAX_BYTES) return invalid(c, { file: ["spreadsheet_too_large"] });
  return { name: file.name.slice(0, 200), bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** A sheet refused as a whole, as one field error on `file` with a precise message. */
export function sheetProblem<E extends AppEnv>(
  c: Context<E>,
  problem: SheetProblem,
  detail: Record<string, string | number> = {},
) {
  const i18n = c.var.i18n;
  const text =
    problem === "spreadsheet_file_type" || problem === "spreadsheet_too_large"
      ? undefined
      : problem === "too_many_rows"
        ? i18n._({ ...apiMessages.spreadsheetTooManyRows, values: { max: BOOK_LIST_MAX_ROWS } })
        : problem === "empty"
          ? i18n._(apiMessages.spreadsheetEmpty)
          : problem === "missing_columns"
            ? i18n._({ ...apiMessages.spreadsheetMissingColumns, values: detail })
            : i18n._(apiMessages.spreadsheetMalformed);
  if (!text) return invalid(c, { file: [problem as "spreadsheet_file_type"] });
  return c.json({ message: text, errors: { file: [text] } }, 422);
}

/**
 * A sheet whose header lacks columns: one message naming them, as a list in the reader's way
 * with each name isolated (a Latin header such as `price_halalas` inside Arabic keeps its place).
 */
export function missingColumns<E extends AppEnv>(c: Context<E>, names: readonly string[]) {
  return sheetProblem(c, "missing_columns", { columns: formatList(names, c.var.locale) });
}
