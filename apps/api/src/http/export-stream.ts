import { Zip, ZipDeflate } from "fflate";
import type { Context } from "hono";
import type { Database } from "../db/client.ts";
import { contentDisposition } from "./content-disposition.ts";
import type { AppEnv } from "./context.ts";
import {
  CSV_BOM,
  SHEET_CONTENT_TYPES,
  type SheetFormat,
  csvLine,
  neutralizeFormula,
} from "../lib/sheet.ts";

// Exports (csv or xlsx) sent while they are written: rows are read in keyset batches and each
// batch is encoded and handed to the client before the next is read, so an export holds one
// batch in memory whatever its size, and has no row cap.
//
// The cells are the ones lib/sheet.ts and the books' export wrote whole (write-excel-file): texts
// neutralised against formula injection, the same styles, widths, frozen header row and
// direction. One difference, forced by streaming: xlsx texts are inline strings rather than a
// shared-string table, which would hold every distinct text of the export until its end.

/** Rows read per query. Tests lower it to cross batch boundaries with a few rows. */
export const exportBatching = { size: 1_000 };

// xlsx's content type is not compressible for hono's COMPRESSIBLE_CONTENT_TYPE_REGEX, so
// http/compress.ts leaves the zip alone; csv is gzipped on the way when the client accepts it.
export type ExportFormat = SheetFormat;

/** One batch of an export, and where the next starts (none: this was the last). */
export interface ExportBatch<Row, Cursor> {
  rows: Row[];
  next?: Cursor;
}

/** Reads the batch after `after` (the first batch without it), at most `size` rows. */
export type ExportReader<Row, Cursor> = (
  db: Database,
  after: Cursor | undefined,
  size: number,
) => Promise<ExportBatch<Row, Cursor>>;

/** A batch of a plain keyset read: a full batch may have a next one, after its last row. */
export function keysetBatch<Row, Cursor>(
  rows: Row[],
  size: number,
  cursorOf: (row: Row) => Cursor,
): ExportBatch<Row, Cursor> {
  return {
    rows,
    next: rows.length === size && rows.length > 0 ? cursorOf(rows.at(-1)!) : undefined,
  };
}

/** Turns an export's rows into its file's bytes, a piece at a time. */
export interface ExportEncoder<Row> {
  contentType: string;
  /** What comes before the rows: the BOM and header row, the workbook's first parts. */
  start(): Uint8Array[];
  rows(rows: readonly Row[]): Uint8Array[];
  end(): Uint8Array[];
}

/**
 * The export as a streamed answer (no Content-Length). Whatever fails before the answer starts
 * (the first batch's query included) is thrown, so the app answers its JSON error as for any
 * request; a failure later can only cut the download short, and is logged.
 *
 * On PostgreSQL the batches share one snapshot: a REPEATABLE READ READ ONLY transaction, held on
 * a pooled connection from the first batch to the last (not while the last bytes are sent; not
 * at all when one batch is the whole export). PGlite has a single connection for every request:
 * a transaction held while a client downloads slowly would stop them all, so there each batch is
 * its own query, and rows changed during the export may show in their state at the later batch.
 * Keyset batches never repeat or skip a row that stays in place, either way.
 */
export async function streamExport<E extends AppEnv, Row, Cursor>(
  c: Context<E>,
  options: { fileName: string; encoder: ExportEncoder<Row>; read: ExportReader<Row, Cursor> },
): Promise<Response> {
  const { encoder, read } = options;
  const size = exportBatching.size;
  const logger = c.var.logger;
  const snapshot = c.var.databaseKind === "postgres" ? await openSnapshot(c.var.db) : undefined;
  const db = snapshot?.db ?? c.var.db;

  let first: Uint8Array[];
  let next: Cursor | undefined;
  try {
    const batch = await read(db, undefined, size);
    first = [...encoder.start(), ...encoder.rows(batch.rows)];
    next = batch.next;
  } catch (error) {
    await snapshot?.close();
    throw error;
  }
  if (next === undefined) await snapshot?.close();
  let done = false;
  let cancelled = false;

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of first) controller.enqueue(chunk);
    },
    // Called when the client has taken what was queued. A batch can encode to nothing yet (the
    // zip's deflater fills 64 KB before it writes), and a pull that enqueues nothing is not
    // called again, so it reads on until it has bytes to give or the file is complete.
    async pull(controller) {
      try {
        let chunks: Uint8Array[] = [];
        while (chunks.length === 0 && !done) {
          if (next === undefined) {
            chunks = encoder.end();
            done = true;
            break;
          }
          const more = await read(db, next, size);
          next = more.next;
          if (next === undefined) await snapshot?.close();
          chunks = encoder.rows(more.rows);
        }
        if (cancelled) return;
        for (const chunk of chunks) controller.enqueue(chunk);
        if (done) controller.close();
      } catch (error) {
        done = true;
        await snapshot?.close();
        if (cancelled) return;
        logger.error({ err: error }, "export failed after it started");
        controller.error(error);
      }
    },
    // The client went away: the snapshot's connection goes back to the pool.
    async cancel() {
      cancelled = true;
      done = true;
      await snapshot?.close();
    },
  });

  return c.body(body, 200, {
    "Content-Type": encoder.contentType,
    "Content-Disposition": contentDisposition(options.fileName),
    "Cache-Control": "private, no-store",
  });
}

/**
 * A read-only transaction kept open until `close()`: drizzle's transaction runs its callback
 * between BEGIN and COMMIT, so the callback waits for the export to let it go.
 */
async function openSnapshot(db: Database): Promise<{ db: Database; close(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let opened!: (tx: Database) => void;
  const ready = new Promise<Database>((resolve) => (opened = resolve));
  const finished = db.transaction(
    async (tx) => {
      opened(tx);
      await released;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  // BEGIN failing (the database away) rejects `finished` before the callback ever runs.
  const tx = await Promise.race([ready, finished.then(() => ready)]);
  return {
    db: tx,
    close: async () => {
      release();
      // Read only: a failed COMMIT (a lost connection) loses nothing; the read itself reported it.
      await finished.catch(() => {});
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Sheets: csv and xlsx from one description of the table.

/**
 * A cell: a text (neutralised against formula injection, Excel's Text format), a number, or an
 * ISO date (an Excel date; a text when it is not a date).
 */
export type ExportCell = string | number | { date: string };

export interface ExportTable<Row> {
  headers: readonly string[];
  cells(row: Row): readonly ExportCell[];
  /** xlsx: the sheet's name, whether it reads right to left, its column widths (default 20). */
  sheet: string;
  rightToLeft: boolean;
  widths?: readonly number[];
}

export function sheetEncoder<Row>(
  format: ExportFormat,
  table: ExportTable<Row>,
): ExportEncoder<Row> {
  return format === "csv" ? csvEncoder(table) : xlsxEncoder(table);
}

const utf8 = new TextEncoder();

/** UTF-8 with a byte-order mark, CRLF, RFC 4180 (lib/sheet.ts's lines); a date as its text. */
function csvEncoder<Row>(table: ExportTable<Row>): ExportEncoder<Row> {
  const line = (cells: readonly ExportCell[]) =>
    csvLine(cells.map((cell) => (typeof cell === "object" ? cell.date : cell)));
  return {
    contentType: SHEET_CONTENT_TYPES.csv,
    start: () => [utf8.encode(`${CSV_BOM}${line(table.headers)}\r\n`)],
    rows: (rows) =>
      rows.length === 0
        ? []
        : [utf8.encode(`${rows.map((row) => line(table.cells(row))).join("\r\n")}\r\n`)],
    end: () => [],
  };
}

/**
 * A feature's own csv writer (BOM and header, then one CRLF-ended line per row) used batch by
 * batch: what it writes for no row is the file's start, and what it writes for a batch past
 * that start is the batch's lines. Its cells and translations stay exactly its own.
 */
export function csvWriterEncoder<Row>(write: (rows: Row[]) => string): ExportEncoder<Row> {
  const head = write([]);
  return {
    contentType: SHEET_CONTENT_TYPES.csv,
    start: () => [utf8.encode(head)],
    rows: (rows) => {
      if (rows.length === 0) return [];
      const text = write([...rows]);
      if (!text.startsWith(head)) throw new Error("The csv writer's output has another header");
      return [utf8.encode(text.slice(head.length))];
    },
    end: () => [],
  };
}

// The workbook's parts as write-excel-file writes them (with sticky rows), less the shared
// strings table.
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const CONTENT_TYPES_XML =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default ContentType="application/xml" Extension="xml"/>' +
  '<Default ContentType="application/vnd.openxmlformats-package.relationships+xml" Extension="rels"/>' +
  '<Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml" PartName="/xl/workbook.xml"/>' +
  '<Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml" PartName="/xl/styles.xml"/>' +
  '<Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml" PartName="/xl/worksheets/sheet1.xml"/>' +
  "</Types>";
const RELATIONSHIPS = "http://schemas.openxmlformats.org/package/2006/relationships";
const DOCUMENT_RELATIONSHIPS =
  "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const ROOT_RELS_XML =
  `${XML_HEAD}<Relationships xmlns="${RELATIONSHIPS}">` +
  `<Relationship Id="rId-workbook-1" Type="${DOCUMENT_RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
  "</Relationships>";
const WORKBOOK_RELS_XML =
  `<?xml version="1.0" ?><Relationships xmlns="${RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${DOCUMENT_RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${DOCUMENT_RELATIONSHIPS}/styles" Target="styles.xml"/>` +
  "</Relationships>";
const SHEET_RELS_XML = `${XML_HEAD}<Relationships xmlns="${RELATIONSHIPS}"></Relationships>`;
const NAMESPACES =
  'xmlns:mx="http://schemas.microsoft.com/office/mac/excel/2008/main" ' +
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" ' +
  'xmlns:mv="urn:schemas-microsoft-com:mac:vml" ' +
  'xmlns:x14="http://schemas.microsoft.com/office/spreadsheetml/2009/9/main" ' +
  'xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac" ' +
  'xmlns:xm="http://schemas.microsoft.com/office/excel/2006/main"';
const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const WORKSHEET_OPEN =
  `<?xml version="1.0" ?><worksheet xmlns="${MAIN}" ` +
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" ' +
  'xmlns:mv="urn:schemas-microsoft-com:mac:vml" ' +
  'xmlns:mx="http://schemas.microsoft.com/office/mac/excel/2008/main" ' +
  `xmlns:r="${DOCUMENT_RELATIONSHIPS}" ` +
  'xmlns:x14="http://schemas.microsoft.com/office/spreadsheetml/2009/9/main" ' +
  'xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac" ' +
  'xmlns:xm="http://schemas.microsoft.com/office/excel/2006/main">';
const FROZEN_HEADER =
  '<pane ySplit="1" xSplit="0" topLeftCell="A2" activePane="bottomRight" state="frozen"/>';
const FONT = '<font><family val="2"/><scheme val="minor"/><color theme="1"/></font>';
const BOLD_FONT = '<font><family val="2"/><scheme val="minor"/><b/><color theme="1"/></font>';
/** write-excel-file numbers its own formats from 100, in the order they are first used. */
const FIRST_FORMAT_ID = 100;

function workbookXml(sheet: string): string {
  return (
    `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${DOCUMENT_RELATIONSHIPS}" ${NAMESPACES}>` +
    "<workbookPr/><bookViews><workbookView/></bookViews>" +
    `<sheets><sheet r:id="rId1" sheetId="1" name="${xmlAttribute(sheet)}"/></sheets>` +
    "<definedNames/><calcPr/></workbook>"
  );
}

/** The worksheet up to its first row: the frozen header, the direction, the widths. */
function worksheetStart(table: ExportTable<unknown>): string {
  const direction = table.rightToLeft ? ' rightToLeft="1"' : "";
  const widths = table.widths ?? table.headers.map(() => 20);
  const columns = widths
    .map((width, index) =>
      width ? `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>` : "",
    )
    .join("");
  return (
    WORKSHEET_OPEN +
    `<sheetViews><sheetView tabSelected="1" workbookViewId="0"${direction}>` +
    `${FROZEN_HEADER}</sheetView></sheetViews>` +
    (columns ? `<cols>${columns}</cols>` : "") +
    "<sheetData>"
  );
}

type CellStyle = "header" | "text" | "date";
const FORMAT_CODES: Record<Exclude<CellStyle, "header">, string> = {
  text: "@",
  date: "yyyy-mm-dd",
};

/**
 * Cell styles numbered as write-excel-file numbers them, in the order of first use (0 is the
 * default); styles.xml is the workbook's last part, written once they are all known.
 */
function styleRegistry() {
  const ids = new Map<CellStyle, number>();
  const formats: string[] = [];
  const xfs = ["<xf ></xf>"];
  return {
    id(style: CellStyle): number {
      let id = ids.get(style);
      if (id === undefined) {
        id = xfs.length;
        ids.set(style, id);
        if (style === "header") {
          xfs.push('<xf fontId="1" applyFont="1"></xf>');
        } else {
          formats.push(FORMAT_CODES[style]);
          const formatId = FIRST_FORMAT_ID + formats.length - 1;
          xfs.push(`<xf numFmtId="${formatId}" applyNumberFormat="1"></xf>`);
        }
      }
      return id;
    },
    xml(): string {
      const numFmts = formats.length
        ? `<numFmts count="${formats.length}">${formats
            .map(
              (code, index) =>
                `<numFmt numFmtId="${FIRST_FORMAT_ID + index}" formatCode="${xmlAttribute(code)}"/>`,
            )
            .join("")}</numFmts>`
        : "";
      const fonts = ids.has("header") ? [FONT, BOLD_FONT] : [FONT];
      return (
        `<?xml version="1.0" ?><styleSheet xmlns="${MAIN}">${numFmts}` +
        `<fonts count="${fonts.length}">${fonts.join("")}</fonts>` +
        '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
        '<fill><patternFill patternType="gray125"/></fill></fills>' +
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
        `<cellXfs count="${xfs.length}">${xfs.join("")}</cellXfs></styleSheet>`
      );
    },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days from Excel's epoch (1900-01-00, with its leap-year bug) to 1970-01-01. */
const DAYS_BEFORE_UNIX_EPOCH = 70 * 365 + 19;

function xlsxEncoder<Row>(table: ExportTable<Row>): ExportEncoder<Row> {
  let out: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    out.push(chunk);
  });
  const take = () => {
    const chunks = out;
    out = [];
    return chunks;
  };
  const part = (name: string, xml: string) => {
    const file = new ZipDeflate(name);
    zip.add(file);
    file.push(utf8.encode(xml), true);
  };
  const styles = styleRegistry();
  const sheet = new ZipDeflate("xl/worksheets/sheet1.xml");
  let rowNumber = 0;

  const textCell = (reference: string, style: number, text: string) =>
    text === ""
      ? `<c r="${reference}" s="${style}"/>`
      : `<c r="${reference}" s="${style}" t="inlineStr"><is>${inlineText(text)}</is></c>`;
  const cellXml = (cell: ExportCell, column: number): string => {
    const reference = `${columnName(column)}${rowNumber}`;
    if (typeof cell === "number") return `<c r="${reference}"><v>${String(cell)}</v></c>`;
    if (typeof cell === "string")
      return textCell(reference, styles.id("text"), neutralizeFormula(cell));
    // As the books' export wrote dates: UTC midnight, which is how readers read it back.
    const date = new Date(`${cell.date}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) return textCell(reference, styles.id("text"), cell.date);
    const serial = date.getTime() / DAY_MS + DAYS_BEFORE_UNIX_EPOCH;
    return `<c r="${reference}" s="${styles.id("date")}"><v>${String(serial)}</v></c>`;
  };
  const rowXml = (cells: string[]) => `<row r="${rowNumber}">${cells.join("")}</row>`;

  return {
    contentType: SHEET_CONTENT_TYPES.xlsx,
    start() {
      part("[Content_Types].xml", CONTENT_TYPES_XML);
      part("_rels/.rels", ROOT_RELS_XML);
      part("xl/_rels/workbook.xml.rels", WORKBOOK_RELS_XML);
      part("xl/workbook.xml", workbookXml(table.sheet));
      zip.add(sheet);
      rowNumber = 1;
      const header = table.headers.map((text, column) =>
        textCell(`${columnName(column)}1`, styles.id("header"), text),
      );
      sheet.push(utf8.encode(worksheetStart(table as ExportTable<unknown>) + rowXml(header)));
      return take();
    },
    rows(rows) {
      if (rows.length === 0) return [];
      const xml = rows.map((row) => {
        rowNumber += 1;
        return rowXml(table.cells(row).map(cellXml));
      });
      sheet.push(utf8.encode(xml.join("")));
      return take();
    },
    end() {
      sheet.push(utf8.encode("</sheetData></worksheet>"), true);
      part("xl/worksheets/_rels/sheet1.xml.rels", SHEET_RELS_XML);
      part("xl/styles.xml", styles.xml());
      zip.end();
      return take();
    },
  };
}

/** A, B, … Z, AA, AB, … for a 0-based column. */
function columnName(column: number): string {
  let name = "";
  for (let rest = column + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

// Characters XML 1.0 forbids or discourages, removed as write-excel-file removes them
// (xml/removeInvalidXmlCharacters.js): C0 controls but tab and newlines, U+FFFD-U+FFFF, lone
// surrogates, C1 controls but NEL, U+FDD0-U+FDEF, and the last two code points of each plane.
const INVALID_XML =
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  /[\0-\x08\x0B\f\x0E-\x1F\uFFFD\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/g;
const DISCOURAGED_XML =
  /[\x7F-\x84\x86-\x9F\uFDD0-\uFDEF]|[\uD83F\uD87F\uD8BF\uD8FF\uD93F\uD97F\uD9BF\uD9FF\uDA3F\uDA7F\uDABF\uDAFF\uDB3F\uDB7F\uDBBF\uDBFF][\uDFFE\uDFFF]/g;

function xmlText(text: string): string {
  return text
    .replace(INVALID_XML, "")
    .replace(DISCOURAGED_XML, "")
    .replaceAll("&", "&amp;")
    .replaceAll(">", "&gt;")
    .replaceAll("<", "&lt;");
}

function xmlAttribute(text: string): string {
  return xmlText(text).replaceAll("'", "&apos;").replaceAll('"', "&quot;");
}

/** `<t>`, keeping leading and trailing spaces where there are any (as the shared strings did). */
function inlineText(text: string): string {
  const space = text.trim().length === text.length ? "" : ' xml:space="preserve"';
  return `<t${space}>${xmlText(text)}</t>`;
}
