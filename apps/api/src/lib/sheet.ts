import writeExcelFile, { type Cell, type SheetData } from "write-excel-file/node";

// A plain table as xlsx or csv: texts neutralised against formula injection, Arabic sheets
// right-to-left, CSV in UTF-8 with a byte-order mark so Excel reads Arabic.

export type SheetFormat = "xlsx" | "csv";

export interface SheetFile {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

export const SHEET_CONTENT_TYPES: Record<SheetFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
};

/**
 * CSV/Excel formula injection: a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return may run as a formula when the file is opened, so it gets a leading apostrophe (OWASP
 * "CSV Injection"). Applied in xlsx too, because people re-save exports as CSV.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The byte-order mark that starts every csv file: Excel reads Arabic right only with it. */
export const CSV_BOM = "\ufeff";

/** One RFC 4180 line (no line end): texts neutralised, quoted when they need it. */
export function csvLine(cells: readonly (string | number)[]): string {
  return cells
    .map((value) => (typeof value === "number" ? String(value) : neutralizeFormula(value)))
    .map((text) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text))
    .join(",");
}

export async function sheetFile(options: {
  headers: readonly string[];
  rows: readonly (readonly (string | number)[])[];
  format: SheetFormat;
  rightToLeft: boolean;
  sheet: string;
  fileName: string;
  widths?: readonly number[];
}): Promise<SheetFile> {
  const { headers, rows, format } = options;
  const fileName = `${options.fileName}.${format}`;
  if (format === "csv") {
    const lines = [headers, ...rows].map(csvLine);
    const bytes = new TextEncoder().encode(`${CSV_BOM}${lines.join("\r\n")}\r\n`);
    return { bytes, contentType: SHEET_CONTENT_TYPES.csv, fileName };
  }
  const data: SheetData = [
    headers.map((text): Cell => ({ value: text, type: String, fontWeight: "bold" })),
    ...rows.map((row) =>
      row.map((value): Cell =>
        typeof value === "number"
          ? { value, type: Number }
          : { value: neutralizeFormula(value), type: String, format: "@" },
      ),
    ),
  ];
  const buffer = await writeExcelFile(data, {
    sheet: options.sheet,
    columns: (options.widths ?? headers.map(() => 20)).map((width) => ({ width })),
    rightToLeft: options.rightToLeft,
    stickyRowsCount: 1,
  }).toBuffer();
  return {
    bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
    contentType: SHEET_CONTENT_TYPES.xlsx,
    fileName,
  };
}
