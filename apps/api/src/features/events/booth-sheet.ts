import {
  BOOTH_IMPORT_MAX_ROWS,
  type BoothInput,
  BoothInputSchema,
} from "@rawaq/domain/participation";
import { normalizeText } from "@rawaq/domain/text";
import {
  type FieldErrors,
  type ValidationCode,
  fieldErrorsFromIssues,
} from "@rawaq/domain/validation";
import * as v from "valibot";
import { type SheetCell, type SheetData, findColumns, numberText } from "../../lib/spreadsheet.ts";

/** The columns of a booth sheet, in the order the template lists them; `status` may be left out. */
export const BOOTH_SHEET_COLUMNS = [
  "code",
  "type",
  "area_square_metres",
  "price_mode",
  "price_halalas",
  "x",
  "y",
  "width",
  "height",
  "status",
] as const;
type Column = (typeof BOOTH_SHEET_COLUMNS)[number];

/** Headers read as each column besides its own name (compared as headerKey compares them). */
const HEADERS: Record<Column, readonly string[]> = {
  code: [],
  type: [],
  area_square_metres: ["area"],
  price_mode: [],
  price_halalas: [],
  x: [],
  y: [],
  width: [],
  height: [],
  status: [],
};

export type BoothSheetResult =
  /** `lines[i]` is the sheet's row number of `booths[i]`, as the spreadsheet numbers it. */
  | { outcome: "ok"; booths: BoothInput[]; lines: number[] }
  | { outcome: "missing_columns"; columns: Column[] }
  | { outcome: "invalid"; errors: FieldErrors<ValidationCode> };

function cellText(cell: SheetCell | undefined): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return numberText(cell);
  if (cell instanceof Date) return cell.toISOString();
  return normalizeText(cell).trim();
}

/**
 * The booths of a sheet read by readSpreadsheet (csv or xlsx, columns named by its header in any
 * order). Errors are keyed `rows.{row}.{column}`, the row as the spreadsheet numbers it.
 */
export function readBoothSheet(sheet: SheetData): BoothSheetResult {
  const columns = findColumns(sheet.header, HEADERS);
  const missing = BOOTH_SHEET_COLUMNS.filter(
    (column) => column !== "status" && columns[column] === undefined,
  );
  if (missing.length > 0) return { outcome: "missing_columns", columns: missing };
  if (sheet.rows.length > BOOTH_IMPORT_MAX_ROWS) {
    return { outcome: "invalid", errors: { file: ["too_long"] } };
  }
  const errors: FieldErrors<ValidationCode> = {};
  const booths: BoothInput[] = [];
  const lines: number[] = [];
  for (const { row, cells } of sheet.rows) {
    const record: Record<string, string> = {};
    for (const column of BOOTH_SHEET_COLUMNS) {
      const index = columns[column];
      const text = index === undefined ? "" : cellText(cells[index]);
      if (column !== "status" || text !== "") record[column] = text;
    }
    const parsed = v.safeParse(BoothInputSchema, record);
    if (parsed.success) {
      booths.push(parsed.output);
      lines.push(row);
    } else {
      for (const [field, codes] of Object.entries(fieldErrorsFromIssues(parsed.issues))) {
        errors[`rows.${row}.${field}`] = codes;
      }
    }
  }
  return Object.keys(errors).length > 0
    ? { outcome: "invalid", errors }
    : { outcome: "ok", booths, lines };
}
