import { BOOK_LIST_MAX_BYTES, BOOK_LIST_MAX_ROWS } from "@rawaq/domain/limits";
import { crc32, inflateRawSync } from "node:zlib";

import { cleanText, normalizeText } from "@rawaq/domain/text";
import { zipSync } from "fflate";
import { readSheet } from "read-excel-file/universal";

// Reading the lists exhibitors upload (book lists, the books' logistics data): the first sheet of
// an .xlsx or a .csv, as a header and rows of cells, within the book list's limits (decision 011).

/**
 * Why an uploaded list was refused as a whole. `readSpreadsheet` returns all but
 * `missing_columns`, which each list's column mapping reports; one union serves both.
 */
export type SheetProblem =
  | "spreadsheet_file_type"
  | "spreadsheet_too_large"
  | "too_many_rows"
  | "malformed"
  | "empty"
  | "missing_columns";

export interface SheetFailure {
  problem: SheetProblem;
  /**
   * `spreadsheet_too_large` and `too_many_rows`: `{ max }`. `malformed`: `{ reason }`, one of
   * {@link MalformedReason}, plus `{ max }` for a limit or `{ entry }` for a zip entry name.
   */
  detail?: Record<string, string | number>;
}

/** What made a file unreadable, in `detail.reason` of a `malformed` problem (for logs). */
export type MalformedReason =
  | "zip_structure"
  | "zip_entries"
  | "zip_size"
  | "zip_ratio"
  | "zip_size_mismatch"
  | "zip_corrupt"
  | "zip_unsupported"
  | "sheet_extent"
  | "xlsx"
  | "csv_quote";

export type SheetCell = string | number | Date | null;

export interface SheetData {
  header: string[];
  /**
   * The non-empty rows under the header (the first non-empty row, normally row 1); `row` is the
   * 1-based row number the user sees in the sheet, empty rows counted.
   */
  rows: { row: number; cells: SheetCell[] }[];
}

/** Limits on an xlsx archive, checked on its central directory before anything is unpacked. */
export const XLSX_LIMITS = {
  maxEntries: 1_000,
  maxUncompressedBytes: 100 * 1024 * 1024,
  /** Entries larger than this may not be compressed more than `maxRatio` to 1. */
  ratioCheckAboveBytes: 1024 * 1024,
  maxRatio: 200,
  /**
   * Rows × columns spanned by the cells holding values. read-excel-file fills the gaps of that
   * rectangle with nulls, so one value in XFD1048576 would otherwise cost 17 billion cells.
   */
  maxSheetCells: 2_000_000,
} as const;

// Excel's own grid limits.
const EXCEL_MAX_ROWS = 1_048_576;
const EXCEL_MAX_COLUMNS = 16_384;

/**
 * Reads the first worksheet of an uploaded .xlsx or .csv list. The format is told by the
 * content, never the file name. Never throws for bad input: every unreadable file is a problem.
 */
export async function readSpreadsheet(bytes: Uint8Array): Promise<SheetData | SheetFailure> {
  if (bytes.byteLength > BOOK_LIST_MAX_BYTES) {
    return { problem: "spreadsheet_too_large", detail: { max: BOOK_LIST_MAX_BYTES } };
  }
  if (startsWith(bytes, ZIP_LOCAL_SIGNATURE) || startsWith(bytes, ZIP_EMPTY_SIGNATURE)) {
    try {
      return await readXlsx(bytes);
    } catch {
      // Every read is bounds-checked; this keeps a hostile archive from ever becoming a 500.
      return malformed("zip_structure");
    }
  }
  const text = decodeText(bytes);
  if (text === null) return { problem: "spreadsheet_file_type" };
  return readCsv(text);
}

/**
 * A header cell reduced to the form column names are compared in: case, spacing, underscores,
 * a trailing `*` or `:`, hamza on alef and tatweel do not matter.
 */
export function headerKey(text: string): string {
  return cleanText(text)
    .toLowerCase()
    .replace(/[أإآ]/g, "ا")
    .replace(/ـ/g, "")
    .replace(/[_\-–]+/g, " ")
    .replace(/[\s*:]+$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Finds each field's column by its header, in any order: `aliases` lists the texts (after
 * {@link headerKey}) each field is known by. Unknown columns are ignored; the first of two
 * columns with the same meaning wins.
 */
export function findColumns<F extends string>(
  header: readonly string[],
  aliases: Record<F, readonly string[]>,
): Partial<Record<F, number>> {
  const byHeader = new Map<string, F>();
  for (const field of Object.keys(aliases) as F[]) {
    for (const alias of [field, ...aliases[field]]) byHeader.set(headerKey(alias), field);
  }
  const columns: Partial<Record<F, number>> = {};
  header.forEach((text, index) => {
    const field = byHeader.get(headerKey(text));
    if (field !== undefined && columns[field] === undefined) columns[field] = index;
  });
  return columns;
}

/** A number cell as text: an ISBN typed as a number is 9786030000000, never 9.78603e12. */
export function numberText(value: number): string {
  return Number.isInteger(value) ? BigInt(value).toString() : String(value);
}

function failure(problem: SheetProblem, detail?: SheetFailure["detail"]): SheetFailure {
  return detail ? { problem, detail } : { problem };
}

function malformed(reason: MalformedReason, extra: Record<string, string | number> = {}) {
  return failure("malformed", { reason, ...extra });
}

function isFailure<T extends object>(value: T | SheetFailure): value is SheetFailure {
  return "problem" in value;
}

// ---------------------------------------------------------------------------------------------
// Rows: the header is the first non-empty row; empty rows are skipped but keep their numbers.

function isBlankCell(cell: SheetCell): boolean {
  return cell === null || (typeof cell === "string" && cleanText(cell) === "");
}

function headerText(cell: SheetCell): string {
  if (cell === null) return "";
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? "" : cell.toISOString();
  return String(cell);
}

/** A cell's text through the domain's normaliser, like every text that enters the API. */
function normalizedCell(cell: SheetCell): SheetCell {
  if (typeof cell !== "string") return cell;
  const text = normalizeText(cell);
  return text === "" ? null : text;
}

/**
 * The one way out of both readers: cells normalised, then rows collected. Stops pulling rows
 * once there are more than BOOK_LIST_MAX_ROWS data rows.
 */
function collectRows(
  source: Iterable<{ row: number; cells: SheetCell[] }>,
): SheetData | SheetFailure {
  let header: string[] | null = null;
  const rows: SheetData["rows"] = [];
  for (const { row, cells: read } of source) {
    const cells = read.map(normalizedCell);
    if (cells.every(isBlankCell)) continue;
    if (header === null) {
      header = cells.map(headerText);
      continue;
    }
    if (rows.length === BOOK_LIST_MAX_ROWS) {
      return failure("too_many_rows", { max: BOOK_LIST_MAX_ROWS });
    }
    rows.push({ row, cells });
  }
  if (header === null || rows.length === 0) return failure("empty");
  return { header, rows };
}

// ---------------------------------------------------------------------------------------------
// CSV

const UTF8 = new TextDecoder("utf-8", { fatal: true });
// NOTE: needs Node's full ICU (the default build); spreadsheets saved as "CSV" by Arabic
// Windows Excel are in this code page.
const WINDOWS_1256 = new TextDecoder("windows-1256");

/** The text of a CSV file, or null when the bytes are not text (a binary file). */
function decodeText(bytes: Uint8Array): string | null {
  if (hasBinarySignature(bytes)) return null;
  let text: string;
  // Excel's "Unicode text" export is UTF-16 with a byte-order mark (and tabs).
  if (startsWith(bytes, [0xff, 0xfe])) text = new TextDecoder("utf-16le").decode(bytes.subarray(2));
  else if (startsWith(bytes, [0xfe, 0xff])) {
    text = new TextDecoder("utf-16be").decode(bytes.subarray(2));
  } else {
    const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
    try {
      text = UTF8.decode(body);
    } catch {
      text = WINDOWS_1256.decode(body);
    }
  }
  // Text has no control characters but tab, line feed and carriage return.
  return CONTROL_CHARACTER.test(text) ? null : text;
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

// Files that are text-like enough to pass the control-character test in their first bytes.
const BINARY_SIGNATURES: readonly (readonly number[])[] = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0xd0, 0xcf, 0x11, 0xe0], // OLE compound file: .xls, .doc, password-protected .xlsx
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0x1f, 0x8b], // gzip
  [0x52, 0x61, 0x72, 0x21], // Rar!
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  [0x7b, 0x5c, 0x72, 0x74, 0x66], // {\rtf
];

function hasBinarySignature(bytes: Uint8Array): boolean {
  return BINARY_SIGNATURES.some((signature) => startsWith(bytes, signature));
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

class UnterminatedQuote extends Error {
  readonly row: number;
  constructor(row: number) {
    super(`unterminated quote in row ${row}`);
    this.row = row;
  }
}

function readCsv(text: string): SheetData | SheetFailure {
  try {
    return collectRows(csvRecords(text, csvSeparator(text)));
  } catch (error) {
    if (error instanceof UnterminatedQuote) return malformed("csv_quote", { row: error.row });
    throw error;
  }
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * The separator: a comma, unless the header record has none but has semicolons or tabs (what
 * Excel writes where the decimal mark is a comma, and its tab-separated exports).
 */
function csvSeparator(text: string): string {
  const counts = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char in counts) counts[char as keyof typeof counts]++;
  }
  if (counts[","] > 0) return ",";
  if (counts[";"] === 0 && counts["\t"] === 0) return ",";
  return counts[";"] >= counts["\t"] ? ";" : "\t";
}

/**
 * RFC 4180 records, lazily: quoted fields with doubled quotes and line breaks, CRLF, LF or CR
 * line ends. Lenient where spreadsheet programs are (a quote inside an unquoted field is kept,
 * text after a closing quote is appended); an unterminated quoted field is refused, since it
 * would swallow the rest of the file into one cell. Yields one record per line, numbered from 1,
 * with empty fields as null, like the empty cells of an xlsx.
 */
function* csvRecords(
  text: string,
  separator: string,
): Generator<{ row: number; cells: SheetCell[] }> {
  const separatorCode = separator.charCodeAt(0);
  const length = text.length;
  let position = 0;
  let row = 0;
  while (position < length) {
    row++;
    const cells: SheetCell[] = [];
    let recordEnded = false;
    while (!recordEnded) {
      let value = "";
      if (text.charCodeAt(position) === QUOTE) {
        // Quoted field.
        position++;
        for (;;) {
          const quote = text.indexOf('"', position);
          if (quote === -1) throw new UnterminatedQuote(row);
          value += text.slice(position, quote);
          position = quote + 1;
          if (text.charCodeAt(position) === QUOTE) {
            value += '"';
            position++;
          } else break;
        }
      }
      // Unquoted field, or whatever follows a closing quote up to the separator or line end.
      const start = position;
      while (position < length) {
        const code = text.charCodeAt(position);
        if (code === separatorCode || code === LF || code === CR) break;
        position++;
      }
      value += text.slice(start, position);
      cells.push(value === "" ? null : value);
      const code = text.charCodeAt(position);
      if (code === separatorCode) {
        position++;
      } else {
        if (code === CR) position++;
        if (text.charCodeAt(position) === LF && (code === CR || code === LF)) position++;
        recordEnded = true;
      }
    }
    yield { row, cells };
  }
}

// ---------------------------------------------------------------------------------------------
// XLSX: a zip archive. Its central directory is checked before anything is inflated, and
// inflation itself is bounded by the sizes the directory declared.

const ZIP_LOCAL_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY_SIGNATURE = [0x50, 0x4b, 0x05, 0x06];
const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_HEADER_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const MAX_COMMENT = 0xffff;

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const NAME_DECODER = new TextDecoder("utf-8");

function readCentralDirectory(bytes: Uint8Array): ZipEntry[] | SheetFailure {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd < 0) return malformed("zip_structure");
  if (view.getUint16(eocd + 4, true) !== 0 || view.getUint16(eocd + 6, true) !== 0) {
    return malformed("zip_unsupported"); // split archives
  }
  let count: number = view.getUint16(eocd + 10, true);
  let directorySize: number = view.getUint32(eocd + 12, true);
  let directoryOffset: number = view.getUint32(eocd + 16, true);
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    const zip64 = readZip64End(view, eocd);
    if (!zip64) return malformed("zip_structure");
    ({ count, directorySize, directoryOffset } = zip64);
  }
  if (count > XLSX_LIMITS.maxEntries) {
    return malformed("zip_entries", { max: XLSX_LIMITS.maxEntries });
  }
  if (directoryOffset + directorySize > eocd) return malformed("zip_structure");

  const entries: ZipEntry[] = [];
  let position = directoryOffset;
  const end = directoryOffset + directorySize;
  for (let index = 0; index < count; index++) {
    if (position + CENTRAL_HEADER_SIZE > end) return malformed("zip_structure");
    if (view.getUint32(position, true) !== CENTRAL_SIGNATURE) return malformed("zip_structure");
    const nameLength = view.getUint16(position + 28, true);
    const extraLength = view.getUint16(position + 30, true);
    const commentLength = view.getUint16(position + 32, true);
    const next = position + CENTRAL_HEADER_SIZE + nameLength + extraLength + commentLength;
    if (next > end) return malformed("zip_structure");
    const nameStart = position + CENTRAL_HEADER_SIZE;
    const entry: ZipEntry = {
      name: NAME_DECODER.decode(bytes.subarray(nameStart, nameStart + nameLength)),
      flags: view.getUint16(position + 8, true),
      method: view.getUint16(position + 10, true),
      crc: view.getUint32(position + 16, true),
      compressedSize: view.getUint32(position + 20, true),
      size: view.getUint32(position + 24, true),
      localOffset: view.getUint32(position + 42, true),
    };
    const extraStart = nameStart + nameLength;
    if (!applyZip64Extra(view, extraStart, extraStart + extraLength, entry)) {
      return malformed("zip_structure");
    }
    entries.push(entry);
    position = next;
  }
  return entries;
}

/** The offset of the End Of Central Directory record, or -1. */
function findEndOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - EOCD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let position = last; position >= first; position--) {
    if (view.getUint32(position, true) !== EOCD_SIGNATURE) continue;
    const commentLength = view.getUint16(position + 20, true);
    if (position + EOCD_SIZE + commentLength <= view.byteLength) return position;
  }
  return -1;
}

function readZip64End(view: DataView, eocd: number) {
  const locator = eocd - 20;
  if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR_SIGNATURE) return null;
  const record = safeNumber(view.getBigUint64(locator + 8, true));
  if (record === null || record + 56 > locator) return null;
  if (view.getUint32(record, true) !== ZIP64_EOCD_SIGNATURE) return null;
  const count = safeNumber(view.getBigUint64(record + 32, true));
  const directorySize = safeNumber(view.getBigUint64(record + 40, true));
  const directoryOffset = safeNumber(view.getBigUint64(record + 48, true));
  if (count === null || directorySize === null || directoryOffset === null) return null;
  return { count, directorySize, directoryOffset };
}

function safeNumber(value: bigint): number | null {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : null;
}

/** Reads the 64-bit sizes and offset of the zip64 extra field, where the header has 0xFFFFFFFF. */
function applyZip64Extra(view: DataView, start: number, end: number, entry: ZipEntry): boolean {
  const needsSize = entry.size === 0xffffffff;
  const needsCompressed = entry.compressedSize === 0xffffffff;
  const needsOffset = entry.localOffset === 0xffffffff;
  if (!needsSize && !needsCompressed && !needsOffset) return true;
  let position = start;
  while (position + 4 <= end) {
    const id = view.getUint16(position, true);
    const length = view.getUint16(position + 2, true);
    const dataEnd = position + 4 + length;
    if (dataEnd > end) return false;
    if (id === 0x0001) {
      let field = position + 4;
      const next = (): number | null => {
        if (field + 8 > dataEnd) return null;
        const value = safeNumber(view.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (needsSize) entry.size = next() ?? -1;
      if (needsCompressed) entry.compressedSize = next() ?? -1;
      if (needsOffset) entry.localOffset = next() ?? -1;
      return entry.size >= 0 && entry.compressedSize >= 0 && entry.localOffset >= 0;
    }
    position = dataEnd;
  }
  return false;
}

function checkLimits(entries: readonly ZipEntry[]): SheetFailure | null {
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (total > XLSX_LIMITS.maxUncompressedBytes) {
      return malformed("zip_size", { max: XLSX_LIMITS.maxUncompressedBytes });
    }
    if (
      entry.size > XLSX_LIMITS.ratioCheckAboveBytes &&
      entry.size > entry.compressedSize * XLSX_LIMITS.maxRatio
    ) {
      return malformed("zip_ratio", { entry: entry.name, max: XLSX_LIMITS.maxRatio });
    }
  }
  return null;
}

/** One entry's content; never produces more bytes than the directory declared. */
function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array | SheetFailure {
  if (entry.flags & 0x1) return malformed("zip_unsupported", { entry: entry.name }); // encrypted
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const local = entry.localOffset;
  if (local + LOCAL_HEADER_SIZE > bytes.length || view.getUint32(local, true) !== LOCAL_SIGNATURE) {
    return malformed("zip_structure");
  }
  const dataStart =
    local + LOCAL_HEADER_SIZE + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > bytes.length) return malformed("zip_structure");
  const compressed = bytes.subarray(dataStart, dataEnd);
  let content: Uint8Array;
  if (entry.method === 0) {
    content = compressed;
  } else if (entry.method === 8) {
    try {
      // NOTE: zlib stops with ERR_BUFFER_TOO_LARGE as soon as the output passes the limit, so a
      // lying directory costs at most its declared size (Node docs, zlib `maxOutputLength`).
      content = inflateRawSync(compressed, { maxOutputLength: Math.max(entry.size, 1) });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      return code === "ERR_BUFFER_TOO_LARGE"
        ? malformed("zip_size_mismatch", { entry: entry.name })
        : malformed("zip_corrupt", { entry: entry.name });
    }
  } else {
    return malformed("zip_unsupported", { entry: entry.name });
  }
  if (content.length !== entry.size) return malformed("zip_size_mismatch", { entry: entry.name });
  if (crc32(content) >>> 0 !== entry.crc) return malformed("zip_corrupt", { entry: entry.name });
  return content;
}

// The parts read-excel-file reads; images, printer settings and the like stay packed.
function isXmlPart(name: string): boolean {
  return name.endsWith(".xml") || name.endsWith(".rels");
}

async function readXlsx(bytes: Uint8Array): Promise<SheetData | SheetFailure> {
  const entries = readCentralDirectory(bytes);
  if (isFailure(entries)) return entries;
  // Any other zip (.docx, .ods, .xlsb, a plain archive) is not a spreadsheet we read.
  if (!entries.some((entry) => entry.name === "xl/workbook.xml")) {
    return failure("spreadsheet_file_type");
  }
  const overLimit = checkLimits(entries);
  if (overLimit) return overLimit;

  const parts: Record<string, Uint8Array> = {};
  for (const entry of entries) {
    if (!isXmlPart(entry.name)) continue;
    const content = inflateEntry(bytes, entry);
    if (isFailure(content)) return content;
    parts[entry.name] = content;
  }

  const sheetPath = firstSheetPath(parts);
  const sheet = sheetPath === undefined ? undefined : parts[sheetPath];
  if (sheet) {
    const scan = scanSheet(new TextDecoder().decode(sheet));
    if (scan) return scan;
  }

  let data: unknown[][];
  try {
    // The parts are repacked uncompressed, so read-excel-file's own unzip only copies bytes
    // whose sizes were checked above.
    const repacked = zipSync(parts, { level: 0 });
    const buffer = repacked.buffer.slice(
      repacked.byteOffset,
      repacked.byteOffset + repacked.byteLength,
    ) as ArrayBuffer;
    data = (await readSheet(buffer)) as unknown as unknown[][];
  } catch {
    return malformed("xlsx");
  }
  if (!Array.isArray(data)) return failure("empty");
  return collectRows(
    data.map((cells, index) => ({ row: index + 1, cells: cells.map(toSheetCell) })),
  );
}

function toSheetCell(value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || value instanceof Date) return value;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  return String(value);
}

/**
 * The path of the workbook's first sheet, found as read-excel-file finds it (first `<sheet>` of
 * xl/workbook.xml, its relationship's target in xl/_rels/workbook.xml.rels), or undefined.
 */
function firstSheetPath(parts: Record<string, Uint8Array>): string | undefined {
  const workbook = parts["xl/workbook.xml"];
  const relations = parts["xl/_rels/workbook.xml.rels"];
  if (!workbook || !relations) return undefined;
  const decoder = new TextDecoder();
  const sheetTag = /<sheet\s[^>]*>/.exec(decoder.decode(workbook))?.[0];
  const id = sheetTag && attribute(sheetTag, "[\\w.-]+:id");
  if (!id) return undefined;
  for (const [tag] of decoder.decode(relations).matchAll(/<Relationship\s[^>]*>/g)) {
    if (attribute(tag, "Id") !== id) continue;
    const target = attribute(tag, "Target");
    if (!target) return undefined;
    return target.startsWith("/") ? target.slice(1) : `xl/${target}`;
  }
  return undefined;
}

function attribute(tag: string, namePattern: string): string | undefined {
  const match = new RegExp(`\\s${namePattern}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

// `<row …>`, `<c …>`, and the start of a non-blank value (`<v>` or an inline string's `<t>`).
const SHEET_TOKENS =
  /<row\b([^>]*)>|<c\b([^>]*)>|<v>\s*(?:[^<\s]|<!\[CDATA\[)|<t\b[^>]*>\s*(?:[^<\s]|<!\[CDATA\[)/g;
const R_ATTRIBUTE = /\sr\s*=\s*(?:"([^"]*)"|'([^']*)')/;
const CELL_REFERENCE = /^([A-Z]{1,3})(\d{1,7})$/;
const ERROR_CELL = /\st\s*=\s*["']e["']/;

function rAttribute(attributes: string): string | undefined {
  const match = R_ATTRIBUTE.exec(attributes);
  return match ? (match[1] ?? match[2]) : undefined;
}

/**
 * A quick pass over the sheet's XML before read-excel-file parses it. It refuses more than
 * BOOK_LIST_MAX_ROWS data rows without parsing them (it stops counting there), and a sheet whose
 * values span a rectangle that read-excel-file would fill with billions of nulls (it pads every
 * row to the last column holding a value and every gap up to the last row holding one). It may
 * count a row whose only values are blank shared strings; read-excel-file's rows are the truth.
 */
function scanSheet(xml: string): SheetFailure | null {
  const maxNonEmptyRows = BOOK_LIST_MAX_ROWS + 1; // and the header
  let nonEmptyRows = 0;
  let rowHasValue = false;
  let isErrorCell = false;
  // Where read-excel-file puts the current row and cell: a row without `r` follows the last one.
  let rowPosition = 0;
  let column = 0;
  let lastRow = 0;
  let lastColumn = 0;
  for (const match of xml.matchAll(SHEET_TOKENS)) {
    const [, rowAttributes, cellAttributes] = match;
    if (rowAttributes !== undefined) {
      const number = Number(rAttribute(rowAttributes));
      rowPosition = Number.isInteger(number) && number > 0 ? number : rowPosition + 1;
      if (rowPosition > EXCEL_MAX_ROWS) return malformed("sheet_extent");
      rowHasValue = false;
    } else if (cellAttributes !== undefined) {
      const reference = rAttribute(cellAttributes);
      if (reference !== undefined) {
        const parts = CELL_REFERENCE.exec(reference);
        if (!parts) return malformed("sheet_extent");
        column = columnNumber(parts[1]!);
        rowPosition = Math.max(rowPosition, Number(parts[2]));
        if (rowPosition > EXCEL_MAX_ROWS || column > EXCEL_MAX_COLUMNS) {
          return malformed("sheet_extent");
        }
      }
      isErrorCell = ERROR_CELL.test(cellAttributes);
    } else if (!isErrorCell) {
      lastRow = Math.max(lastRow, rowPosition);
      lastColumn = Math.max(lastColumn, column);
      if (!rowHasValue) {
        rowHasValue = true;
        if (++nonEmptyRows > maxNonEmptyRows) {
          return failure("too_many_rows", { max: BOOK_LIST_MAX_ROWS });
        }
      }
    }
  }
  if (lastRow * lastColumn > XLSX_LIMITS.maxSheetCells) return malformed("sheet_extent");
  return null;
}

function columnNumber(letters: string): number {
  let number = 0;
  for (let index = 0; index < letters.length; index++) {
    number = number * 26 + letters.charCodeAt(index) - 64;
  }
  return number;
}
