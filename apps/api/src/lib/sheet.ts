import { csvText, neutralizeFormula } from "@rawaq/domain/sheet-cells";
import writeExcelFile, { type Cell, type SheetData } from "write-excel-file/node";

// The cells' rules live in the domain, which the pages' own exports share.
export { CSV_BOM, csvLine, csvText, neutralizeFormula } from "@rawaq/domain/sheet-cells";

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
    const bytes = new TextEncoder().encode(csvText([headers, ...rows]));
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
