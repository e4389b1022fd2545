import { BOOK_LIST_MAX_BYTES, BOOK_LIST_MAX_ROWS } from "@rawaq/domain/limits";
import type { PageQuery } from "@rawaq/domain/pagination";
import type { SheetImport, SheetImportRow } from "@rawaq/domain/sheet-import";
import { formatList } from "@rawaq/i18n/text";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../db/client.ts";
import { type SheetImportKind, sheetImports } from "../db/schema/index.ts";
import type { AppEnv } from "../http/context.ts";
import { invalid, readMultipart } from "../http/validate.ts";
import type { SheetProblem } from "../lib/spreadsheet.ts";
import { apiMessages } from "../messages.ts";

// What every uploaded list (book lists, the books' logistics data) shares between its upload,
// its preview and its commit: the file taken from the request, the sheet-level refusals, the one
// table that keeps a checked sheet (`sheet_imports`, its `kind` saying what it brings) with its
// summary and pages, and the commit's all-or-none frame. Each feature keeps its columns, its
// checks and what a commit saves (decision 075).

/** A stored upload: a book list or a sheet of logistics data. */
export type SheetImportRecord = typeof sheetImports.$inferSelect;

/** Stores a checked sheet for its preview; rows with errors are counted. */
export async function saveSheetImport(
  db: Database,
  kind: SheetImportKind,
  owner: { organizationId: string; userId: string },
  fileName: string,
  rows: SheetImportRow[],
): Promise<SheetImportRecord> {
  const [record] = await db
    .insert(sheetImports)
    .values({
      kind,
      ...owner,
      fileName,
      totalRows: rows.length,
      errorRows: rows.filter(hasRowErrors).length,
      rows,
    })
    .returning();
  return record!;
}

const ofOrganization = (kind: SheetImportKind, id: string, organizationId: string) =>
  and(
    eq(sheetImports.id, id),
    eq(sheetImports.organizationId, organizationId),
    eq(sheetImports.kind, kind),
  );

/** The organization's upload of this kind, or undefined (another's, another kind's, none). */
export async function findSheetImport(
  db: Database,
  kind: SheetImportKind,
  id: string,
  organizationId: string,
): Promise<SheetImportRecord | undefined> {
  const [record] = await db
    .select()
    .from(sheetImports)
    .where(ofOrganization(kind, id, organizationId))
    .limit(1);
  return record;
}

/** Whether the organization has this upload, without reading its rows. */
export async function sheetImportExists(
  db: Database,
  kind: SheetImportKind,
  id: string,
  organizationId: string,
): Promise<boolean> {
  const [record] = await db
    .select({ id: sheetImports.id })
    .from(sheetImports)
    .where(ofOrganization(kind, id, organizationId))
    .limit(1);
  return record !== undefined;
}

/**
 * Commits a checked sheet, all rows or none, in one transaction: the upload is locked so two
 * commits of one sheet cannot both save; one committed before, or with rows in error, is refused;
 * `save` writes the rows (their stored values checked again by the feature) and answers how many
 * it saved, or why it refused them (its refusal leaves the upload as it was).
 */
export async function commitSheetImport<Refusal extends string>(
  db: Database,
  kind: SheetImportKind,
  id: string,
  organizationId: string,
  save: (tx: Database, rows: SheetImportRow[]) => Promise<{ count: number } | Refusal>,
): Promise<
  | { outcome: "committed"; record: SheetImportRecord; count: number }
  | { outcome: "not_found" | "committed_before" | "has_errors" | Refusal }
> {
  return db.transaction(async (tx) => {
    const [record] = await tx
      .select()
      .from(sheetImports)
      .where(ofOrganization(kind, id, organizationId))
      .for("update");
    if (!record) return { outcome: "not_found" as const };
    if (record.status === "committed") return { outcome: "committed_before" as const };
    if (record.errorRows > 0) return { outcome: "has_errors" as const };
    const saved = await save(tx, record.rows as SheetImportRow[]);
    if (typeof saved === "string") return { outcome: saved };
    const [committed] = await tx
      .update(sheetImports)
      .set({ status: "committed", committedAt: new Date() })
      .where(eq(sheetImports.id, id))
      .returning();
    return { outcome: "committed" as const, record: committed!, count: saved.count };
  });
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
