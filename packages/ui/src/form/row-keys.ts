import { cellPath, isRowList, parseCellPath } from "./field-paths.ts";
import type { FormValues } from "./types.ts";

/**
 * Field arrays' row keys: each row keeps its key (its React key, its cells' ids) while rows
 * above it come and go, so a cell's id, focus and errors stay with the row.
 */

/** Each field array's row keys, by the array's name, row for row. */
export type RowKeys = Readonly<Record<string, readonly string[]>>;

/** Where new row keys come from: a counter per form. */
export type KeySource = { next: number };

/** Row keys for every field array of `values`, keeping those of `previous` row for row. */
export function syncRowKeys(values: FormValues, previous: RowKeys, source: KeySource): RowKeys {
  const next: Record<string, readonly string[]> = {};
  for (const [name, rows] of Object.entries(values)) {
    if (!isRowList(rows)) continue;
    const kept = previous[name] ?? [];
    next[name] = rows.map((_, index) => kept[index] ?? `row${source.next++}`);
  }
  return next;
}

/** A field array's cells, row by row, each row's columns in the row's order; none for a field. */
export function cellPathsOf(values: FormValues, name: string): string[] {
  const rows = values[name];
  if (!isRowList(rows)) return [];
  return rows.flatMap((row, index) =>
    Object.keys(row).map((column) => cellPath(name, index, column)),
  );
}

/** A control's id: a field's from its name, a cell's from its row's key, so it stays with the row. */
export function controlId(prefix: string, path: string, rowKeys: RowKeys): string {
  const cell = parseCellPath(path);
  const key = cell ? rowKeys[cell.name]?.[cell.index] : undefined;
  return cell && key !== undefined
    ? `${prefix}-${cell.name}-${key}-${cell.column}`
    : `${prefix}-${path}`;
}
