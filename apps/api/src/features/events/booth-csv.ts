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

/** The columns of a booth csv, in the order the template lists them. */
export const BOOTH_CSV_COLUMNS = [
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

/** Splits csv text into rows of cells (RFC 4180 quotes; commas or semicolons). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const delimiter = (text.split("\n", 1)[0] ?? "").includes(";") ? ";" : ",";
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((value) => value.trim() !== ""));
}

export type BoothCsvResult =
  | { outcome: "ok"; booths: BoothInput[] }
  | { outcome: "invalid"; errors: FieldErrors<ValidationCode> };

/**
 * Reads a booth csv with a header row naming the columns (any order; `status` may be left out).
 * Errors are keyed `rows.{line}.{column}`, the line as a spreadsheet numbers it.
 */
export function readBoothCsv(bytes: Uint8Array): BoothCsvResult {
  const text = normalizeCsvText(new TextDecoder().decode(bytes));
  const [header, ...lines] = parseCsv(text);
  if (!header || lines.length === 0) return { outcome: "invalid", errors: { file: ["required"] } };
  if (lines.length > BOOTH_IMPORT_MAX_ROWS) {
    return { outcome: "invalid", errors: { file: ["too_long"] } };
  }
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = BOOTH_CSV_COLUMNS.filter(
    (column) => column !== "status" && !names.includes(column),
  );
  if (missing.length > 0) return { outcome: "invalid", errors: { file: ["invalid"] } };
  const errors: FieldErrors<ValidationCode> = {};
  const booths: BoothInput[] = [];
  lines.forEach((cells, index) => {
    const record = Object.fromEntries(
      names.map((name, column) => [name, normalizeText(cells[column] ?? "").trim()]),
    );
    if (record.status === "") delete record.status;
    const parsed = v.safeParse(BoothInputSchema, record);
    if (parsed.success) booths.push(parsed.output);
    else {
      for (const [field, codes] of Object.entries(fieldErrorsFromIssues(parsed.issues))) {
        errors[`rows.${index + 2}.${field}`] = codes;
      }
    }
  });
  return Object.keys(errors).length > 0
    ? { outcome: "invalid", errors }
    : { outcome: "ok", booths };
}

function normalizeCsvText(text: string) {
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}
