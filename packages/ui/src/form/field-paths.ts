import type { FormValues } from "./types.ts";

/**
 * Field arrays: a form value that is a list of row objects (`parcels: [{ number, quantity }]`).
 * Each cell is named by its dotted path, `parcels.0.quantity`, the way valibot's issues and the
 * API's 422 bodies name it, so the schema's, the rules' and the server's errors share one key.
 */
export type CellPath = { name: string; index: number; column: string };

const CELL_PATH = /^([^.]+)\.(\d+)\.([^.]+)$/;

export function cellPath(name: string, index: number, column: string): string {
  return `${name}.${index}.${column}`;
}

/** The parts of a cell's path, or null for anything else (a field, the array itself, a row). */
export function parseCellPath(path: string): CellPath | null {
  const match = CELL_PATH.exec(path);
  if (!match) return null;
  return { name: match[1]!, index: Number(match[2]), column: match[3]! };
}

/** A plain object: a row of a field array (a File, a Date or an array is not one). */
export function isRow(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A list of rows, or an empty list that may get some. */
export function isRowList(value: unknown): value is readonly Record<string, unknown>[] {
  return Array.isArray(value) && value.every(isRow);
}

/** The value at a field's name or a cell's path. */
export function valueAt(values: FormValues, path: string): unknown {
  const cell = parseCellPath(path);
  if (!cell) return values[path];
  const rows = values[cell.name];
  return isRowList(rows) ? rows[cell.index]?.[cell.column] : undefined;
}

/** `values` with one cell replaced; rows and lists are copied, never changed in place. */
export function withCellValue<Values extends FormValues>(
  values: Values,
  { name, index, column }: CellPath,
  value: unknown,
): Values {
  const rows = values[name];
  if (!isRowList(rows) || !rows[index]) return values;
  const nextRows = rows.map((row, rowIndex) =>
    rowIndex === index ? { ...row, [column]: value } : row,
  );
  return { ...values, [name]: nextRows };
}

/**
 * Entries keyed by path after row `index` of `name` is removed: its cells' entries go, and the
 * cells of the rows below move up one index, so their errors stay with their values.
 */
export function withoutRow<Entry>(
  entries: Readonly<Record<string, Entry>>,
  name: string,
  index: number,
): Record<string, Entry> {
  const next: Record<string, Entry> = {};
  for (const [path, entry] of Object.entries(entries)) {
    const cell = parseCellPath(path);
    if (!cell || cell.name !== name || cell.index < index) next[path] = entry;
    else if (cell.index > index) next[cellPath(name, cell.index - 1, cell.column)] = entry;
  }
  return next;
}
