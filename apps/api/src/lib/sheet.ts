import writeExcelFile, { type Cell, type SheetData } from "write-excel-file/node";

// A plain table as xlsx or csv: texts neutralised against formula injection, Arabic sheets
// right-to-left, CSV in UTF-8 with a byte-order mark so Excel reads Arabic.

export type SheetFormat = "xlsx" | "csv";

export interface SheetFile {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

const CONTENT_TYPES: Record<SheetFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
};

/** A leading `=`, `+`, `-`, `@`, tab or CR would run as a formula: an apostrophe disarms it. */
function neutralize(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
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
    const lines = [headers, ...rows].map((row) =>
      row
        .map((value) => (typeof value === "number" ? String(value) : neutralize(value)))
        .map((text) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text))
        .join(","),
    );
    const bytes = new TextEncoder().encode(`\ufeff${lines.join("\r\n")}\r\n`);
    return { bytes, contentType: CONTENT_TYPES.csv, fileName };
  }
  const data: SheetData = [
    headers.map((text): Cell => ({ value: text, type: String, fontWeight: "bold" })),
    ...rows.map((row) =>
      row.map((value): Cell =>
        typeof value === "number"
          ? { value, type: Number }
          : { value: neutralize(value), type: String, format: "@" },
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
    contentType: CONTENT_TYPES.xlsx,
    fileName,
  };
}
