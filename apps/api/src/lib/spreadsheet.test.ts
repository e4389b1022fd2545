import { BOOK_LIST_MAX_BYTES } from "@rawaq/domain/limits";
import { crc32, deflateRawSync } from "node:zlib";

import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readSpreadsheet, type SheetData, type SheetFailure } from "./spreadsheet.ts";

const utf8 = (text: string) => new TextEncoder().encode(text);

/**
 * CPU milliseconds this thread spent since `since` (from `process.threadCpuUsage()`): unlike
 * wall time, not stretched by other test workers sharing the two cores.
 */
function cpuMsSince(since: NodeJS.CpuUsage): number {
  const used = process.threadCpuUsage(since);
  return (used.user + used.system) / 1000;
}

async function readOk(bytes: Uint8Array): Promise<SheetData> {
  const result = await readSpreadsheet(bytes);
  if ("problem" in result) throw new Error(`expected a sheet, got ${JSON.stringify(result)}`);
  return result;
}

async function readProblem(bytes: Uint8Array): Promise<SheetFailure> {
  const result = await readSpreadsheet(bytes);
  if (!("problem" in result)) throw new Error("expected a problem, got a sheet");
  return result;
}

// --- A minimal xlsx package, so each test controls the exact sheet XML. ---

const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PACKAGE_REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships";

const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

function columnLetters(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

type XmlCell = string | number | { date: number } | null;

/** `<row>`s of inline strings, numbers and date-styled serials; null leaves a cell out. */
function sheetRows(rows: readonly (readonly XmlCell[] | null)[]): string {
  return rows
    .map((cells, rowIndex) => {
      if (cells === null) return "";
      const row = rowIndex + 1;
      const xml = cells
        .map((cell, column) => {
          const ref = `${columnLetters(column)}${row}`;
          if (cell === null) return "";
          if (typeof cell === "number") return `<c r="${ref}"><v>${cell}</v></c>`;
          if (typeof cell === "object") return `<c r="${ref}" s="1"><v>${cell.date}</v></c>`;
          return `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`;
        })
        .join("");
      return `<row r="${row}">${xml}</row>`;
    })
    .join("");
}

function worksheet(rowsXml: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN_NS}"><sheetData>${rowsXml}</sheetData></worksheet>`;
}

/** An xlsx whose workbook lists `sheets` (file name → XML) in that order. */
function xlsx(sheets: Record<string, string>, extra: Record<string, Uint8Array> = {}): Uint8Array {
  const names = Object.keys(sheets);
  const relationships = names
    .map(
      (name, index) =>
        `<Relationship Id="rId${index + 1}" Type="${REL_NS}/worksheet" Target="worksheets/${name}"/>`,
    )
    .join("");
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
    ),
    "_rels/.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    "xl/workbook.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>${names
        .map(
          (name, index) =>
            `<sheet name="S${index + 1}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
        )
        .join("")}</sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_REL_NS}">${relationships}<Relationship Id="rIdStyles" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ),
    // Style 1 is built-in number format 14, a date.
    "xl/styles.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${MAIN_NS}"><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    ),
    ...Object.fromEntries(
      Object.entries(sheets).map(([name, xml]) => [`xl/worksheets/${name}`, strToU8(xml)]),
    ),
    ...extra,
  };
  return zipSync(files, { level: 6 });
}

const simpleXlsx = (rows: readonly (readonly XmlCell[] | null)[]) =>
  xlsx({ "sheet1.xml": worksheet(sheetRows(rows)) });

// --- A zip written field by field, to lie about sizes the way an attacker would. ---

interface ForgedEntry {
  name: string;
  content: Uint8Array;
  /** Deflate (8) or store (0); default 8. */
  method?: 0 | 8;
  /** The uncompressed size the headers claim; default the true one. */
  declaredSize?: number;
  /** Write sizes and offset as zip64 extra fields. */
  zip64?: boolean;
}

// Deflating and summing 200 MB takes a while: once per content is enough.
const deflated = new WeakMap<Uint8Array, { data: Uint8Array; crc: number }>();

function forgeZip(entries: readonly ForgedEntry[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const method = entry.method ?? 8;
    let packed = deflated.get(entry.content);
    if (!packed) {
      packed = { data: deflateRawSync(entry.content), crc: crc32(entry.content) };
      deflated.set(entry.content, packed);
    }
    const data = method === 8 ? packed.data : entry.content;
    const name = strToU8(entry.name);
    const size = entry.declaredSize ?? entry.content.length;
    const crc = packed.crc;
    const local = new Uint8Array(30 + name.length + data.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(8, method, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, size, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    local.set(data, 30 + name.length);
    const extra = entry.zip64 ? 4 + 24 : 0;
    const central = new Uint8Array(46 + name.length + extra);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 45, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(10, method, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, entry.zip64 ? 0xffffffff : data.length, true);
    cv.setUint32(24, entry.zip64 ? 0xffffffff : size, true);
    cv.setUint16(28, name.length, true);
    cv.setUint16(30, extra, true);
    cv.setUint32(42, entry.zip64 ? 0xffffffff : offset, true);
    central.set(name, 46);
    if (entry.zip64) {
      const at = 46 + name.length;
      cv.setUint16(at, 0x0001, true);
      cv.setUint16(at + 2, 24, true);
      cv.setBigUint64(at + 4, BigInt(size), true);
      cv.setBigUint64(at + 12, BigInt(data.length), true);
      cv.setBigUint64(at + 20, BigInt(offset), true);
    }
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directorySize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, directorySize, true);
  ev.setUint32(16, offset, true);
  const out = new Uint8Array(offset + directorySize + 22);
  let at = 0;
  for (const part of [...locals, ...centrals, end]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The parts of a minimal xlsx as forged entries, with one sheet's XML. */
function xlsxEntries(sheetXml: string): ForgedEntry[] {
  const parts = {
    "xl/workbook.xml": `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="S1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    "xl/_rels/workbook.xml.rels": `<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    "xl/worksheets/sheet1.xml": sheetXml,
  };
  return Object.entries(parts).map(([name, xml]) => ({ name, content: strToU8(xml) }));
}

const HEADER = ["Title", "ISBN"];

describe("readSpreadsheet: format detection", () => {
  it("refuses files that are not spreadsheets, whatever their name", async () => {
    const pdf = utf8("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n");
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const xls = new Uint8Array(512);
    xls.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const binary = new Uint8Array([0x41, 0x42, 0x00, 0x43, 0x0a]);
    const docx = zipSync({ "word/document.xml": strToU8("<w:document/>") });
    const emptyZip = zipSync({});
    for (const bytes of [pdf, png, xls, binary, docx, emptyZip]) {
      expect(await readSpreadsheet(bytes)).toEqual({ problem: "spreadsheet_file_type" });
    }
  });

  it("refuses more than BOOK_LIST_MAX_BYTES", async () => {
    const bytes = new Uint8Array(BOOK_LIST_MAX_BYTES + 1).fill(0x41);
    expect(await readSpreadsheet(bytes)).toEqual({
      problem: "spreadsheet_too_large",
      detail: { max: BOOK_LIST_MAX_BYTES },
    });
    // At the limit it is read (and, all one cell, has no data row).
    expect(await readSpreadsheet(bytes.subarray(0, BOOK_LIST_MAX_BYTES))).toEqual({
      problem: "empty",
    });
  });

  it("tells xlsx from csv by content", async () => {
    const sheet = await readOk(simpleXlsx([HEADER, ["Al-Ayyam", 9786030000005]]));
    expect(sheet).toEqual({
      header: HEADER,
      rows: [{ row: 2, cells: ["Al-Ayyam", 9786030000005] }],
    });
  });
});

describe("readSpreadsheet: csv", () => {
  it("reads UTF-8 with a BOM, keeps text as text and blank cells as null", async () => {
    const sheet = await readOk(utf8("\ufeffعنوان الكتاب,ردمك\r\nالأيام,9786030000005\r\n,978\r\n"));
    expect(sheet.header).toEqual(["عنوان الكتاب", "ردمك"]);
    expect(sheet.rows).toEqual([
      { row: 2, cells: ["الأيام", "9786030000005"] },
      { row: 3, cells: [null, "978"] },
    ]);
  });

  it("parses RFC 4180: quotes, doubled quotes, separators and line breaks inside quotes", async () => {
    const text = 'Title,ISBN\n"Hello, ""world""",1\r\n"Two\r\nlines",2\rlast,"3"';
    const sheet = await readOk(utf8(text));
    expect(sheet.rows).toEqual([
      { row: 2, cells: ['Hello, "world"', "1"] },
      { row: 3, cells: ["Two\r\nlines", "2"] },
      { row: 4, cells: ["last", "3"] },
    ]);
  });

  it("uses ; or tab when the header has no comma, a comma otherwise", async () => {
    expect((await readOk(utf8("Title;ISBN\nA;1,5\n"))).rows[0]!.cells).toEqual(["A", "1,5"]);
    expect((await readOk(utf8("Title\tISBN\nA\t1;2\n"))).rows[0]!.cells).toEqual(["A", "1;2"]);
    expect((await readOk(utf8("Title,ISBN;x\nA,1;2\n"))).rows[0]!.cells).toEqual(["A", "1;2"]);
  });

  it("skips empty rows but keeps the sheet's row numbers", async () => {
    const sheet = await readOk(utf8("\n\nTitle,ISBN\n\nA,1\n , \u200f\nB,2\n\n"));
    expect(sheet.header).toEqual(["Title", "ISBN"]);
    expect(sheet.rows.map((row) => row.row)).toEqual([5, 7]);
  });

  it("decodes Windows-1256 when the bytes are not UTF-8", async () => {
    // "عنوان الكتاب,اسم المؤلف\r\nالأيام,طه حسين\r\n" in code page 1256 (iconv -t cp1256).
    const bytes = new Uint8Array(
      (
        "da e4 e6 c7 e4 20 c7 e1 df ca c7 c8 2c c7 d3 e3 20 c7 e1 e3 c4 e1 dd 0d 0a " +
        "c7 e1 c3 ed c7 e3 2c d8 e5 20 cd d3 ed e4 0d 0a"
      )
        .split(" ")
        .map((hex) => parseInt(hex, 16)),
    );
    const sheet = await readOk(bytes);
    expect(sheet.header).toEqual(["عنوان الكتاب", "اسم المؤلف"]);
    expect(sheet.rows).toEqual([{ row: 2, cells: ["الأيام", "طه حسين"] }]);
  });

  it("reads Excel's UTF-16 'Unicode text' export", async () => {
    const text = "Title\tISBN\r\nالأيام\t1\r\n";
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let index = 0; index < text.length; index++) {
      new DataView(bytes.buffer).setUint16(2 + index * 2, text.charCodeAt(index), true);
    }
    expect((await readOk(bytes)).rows).toEqual([{ row: 2, cells: ["الأيام", "1"] }]);
  });

  it("reports a file without data rows as empty", async () => {
    for (const text of ["", "\r\n\r\n", "Title,ISBN\r\n", "Title,ISBN\r\n,\r\n"]) {
      expect(await readSpreadsheet(utf8(text))).toEqual({ problem: "empty" });
    }
  });

  it("refuses an unterminated quoted field", async () => {
    expect(await readSpreadsheet(utf8('Title,ISBN\nA,1\n"B,2\nC,3\n'))).toEqual({
      problem: "malformed",
      detail: { reason: "csv_quote", row: 3 },
    });
  });

  it("accepts 10,000 data rows and refuses 10,001", async () => {
    const lines = (count: number) =>
      ["Title,ISBN", ...Array.from({ length: count }, (_, i) => `Book ${i},${i}`)].join("\n");
    const ok = await readOk(utf8(lines(10_000)));
    expect(ok.rows).toHaveLength(10_000);
    expect(ok.rows.at(-1)).toEqual({ row: 10_001, cells: ["Book 9999", "9999"] });
    expect(await readSpreadsheet(utf8(lines(10_001)))).toEqual({
      problem: "too_many_rows",
      detail: { max: 10_000 },
    });
  });

  it("refuses a 100,001-row file quickly, without reading it to the end", async () => {
    const rows = Array.from({ length: 100_001 }, (_, i) => `Book number ${i},978603${i}`);
    // The unterminated quote at the end would make it malformed if it were read that far.
    const bytes = utf8(["Title,ISBN", ...rows, '"never closed'].join("\r\n"));
    const started = process.threadCpuUsage();
    const result = await readSpreadsheet(bytes);
    expect(result).toEqual({ problem: "too_many_rows", detail: { max: 10_000 } });
    expect(cpuMsSince(started)).toBeLessThan(500);
  });
});

describe("readSpreadsheet: xlsx", () => {
  it("reads numbers exactly, date-formatted cells as UTC dates, and true row numbers", async () => {
    const sheet = await readOk(
      simpleXlsx([HEADER, null, ["A", 9786030000005], ["", null], [null, null, { date: 45292 }]]),
    );
    expect(sheet.rows).toEqual([
      { row: 3, cells: ["A", 9786030000005, null] },
      { row: 5, cells: [null, null, new Date("2024-01-01T00:00:00Z")] },
    ]);
  });

  it("reads only the first worksheet of the workbook's order", async () => {
    const bytes = xlsx({
      "sheet9.xml": worksheet(sheetRows([HEADER, ["first", 1]])),
      "sheet1.xml": worksheet(sheetRows([HEADER, ["second", 2]])),
    });
    expect((await readOk(bytes)).rows).toEqual([{ row: 2, cells: ["first", 1] }]);
  });

  it("refuses 10,001 data rows, and a 100,001-row sheet before parsing it", async () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, i) => [`Book ${i}`, i] as XmlCell[]);
    expect(await readSpreadsheet(simpleXlsx([HEADER, ...rows(10_001)]))).toEqual({
      problem: "too_many_rows",
      detail: { max: 10_000 },
    });
    expect((await readOk(simpleXlsx([HEADER, ...rows(10_000)]))).rows).toHaveLength(10_000);

    // Broken XML after the rows: parsing the sheet fully would report it as malformed.
    const huge = worksheet(sheetRows([HEADER, ...rows(100_001)])).replace(
      "</sheetData>",
      "</sheetData><broken",
    );
    const bytes = xlsx({ "sheet1.xml": huge });
    const started = process.threadCpuUsage();
    const result = await readSpreadsheet(bytes);
    expect(result).toEqual({ problem: "too_many_rows", detail: { max: 10_000 } });
    expect(cpuMsSince(started)).toBeLessThan(500);
  });

  it("does not count rows whose cells hold no value, or only a formula error", async () => {
    const empties = Array.from(
      { length: 10_005 },
      (_, i) =>
        `<row r="${i + 3}"><c r="A${i + 3}" s="1"/><c r="B${i + 3}" t="e"><v>#N/A</v></c></row>`,
    ).join("");
    const xml = worksheet(`${sheetRows([HEADER, ["A", 1]])}${empties}`);
    expect((await readOk(xlsx({ "sheet1.xml": xml }))).rows).toHaveLength(1);
  });

  it("refuses a value far away that would expand into billions of cells", async () => {
    const far = `<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row>`;
    const xml = worksheet(`${sheetRows([HEADER, ["A", 1]])}${far}`);
    expect(await readSpreadsheet(xlsx({ "sheet1.xml": xml }))).toEqual({
      problem: "malformed",
      detail: { reason: "sheet_extent" },
    });
    // A row number past Excel's grid, which read-excel-file would fill up to.
    const beyond = worksheet(`${sheetRows([HEADER, ["A", 1]])}<row r="99999999"></row>`);
    expect(await readSpreadsheet(xlsx({ "sheet1.xml": beyond }))).toEqual({
      problem: "malformed",
      detail: { reason: "sheet_extent" },
    });
  });

  it("reports broken packages as malformed, never throwing", async () => {
    const good = simpleXlsx([HEADER, ["A", 1]]);
    const truncated = good.subarray(0, Math.floor(good.length / 2));
    const garbageXml = xlsx({ "sheet1.xml": "<worksheet><sheetData><row><c" });
    const noSheet = forgeZip([{ name: "xl/workbook.xml", content: strToU8("<workbook/>") }]);
    const cases: [Uint8Array, string][] = [
      [truncated, "zip_structure"],
      [garbageXml, "xlsx"],
      [noSheet, "xlsx"],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), "zip_structure"],
    ];
    for (const [bytes, reason] of cases) {
      expect(await readSpreadsheet(bytes)).toEqual({ problem: "malformed", detail: { reason } });
    }
  });

  it("reports a garbled central directory or a corrupted entry as malformed", async () => {
    const good = forgeZip(xlsxEntries(worksheet(sheetRows([HEADER, ["A", 1]]))));
    expect((await readOk(good)).rows).toHaveLength(1);

    const badOffset = good.slice();
    // The End Of Central Directory's directory offset now points past the directory.
    new DataView(badOffset.buffer).setUint32(badOffset.length - 6, good.length, true);
    expect((await readProblem(badOffset)).detail).toEqual({ reason: "zip_structure" });

    const flipped = good.slice();
    const firstData = 30 + "xl/workbook.xml".length; // local header, name, then deflated data
    flipped[firstData + 5] = flipped[firstData + 5]! ^ 0xff;
    expect((await readProblem(flipped)).detail?.reason).toMatch(/^zip_(corrupt|size_mismatch)$/);
  });

  it("reads zip64 size fields", async () => {
    const entries = xlsxEntries(worksheet(sheetRows([HEADER, ["A", 1]])));
    const sheet = await readOk(forgeZip(entries.map((entry) => ({ ...entry, zip64: true }))));
    expect(sheet.rows).toEqual([{ row: 2, cells: ["A", 1] }]);
  });
});

describe("readSpreadsheet: zip bombs", () => {
  // Inflating these takes ~250 ms on this machine; refusing them takes a few.
  const zeros = new Uint8Array(200 * 1024 * 1024);

  it("refuses 200 MB of zeros from its directory, without inflating it", async () => {
    const bomb = forgeZip([
      ...xlsxEntries(worksheet("")).filter((entry) => !entry.name.includes("worksheets")),
      { name: "xl/worksheets/sheet1.xml", content: zeros },
    ]);
    expect(bomb.length).toBeLessThan(400 * 1024);
    const started = process.threadCpuUsage();
    expect(await readSpreadsheet(bomb)).toEqual({
      problem: "malformed",
      detail: { reason: "zip_size", max: 100 * 1024 * 1024 },
    });
    expect(cpuMsSince(started)).toBeLessThan(50);
  });

  it("refuses one entry compressed more than 200:1", async () => {
    const bomb = forgeZip([
      ...xlsxEntries(worksheet("")),
      { name: "xl/media/padding.xml", content: new Uint8Array(2 * 1024 * 1024) },
    ]);
    expect(await readSpreadsheet(bomb)).toEqual({
      problem: "malformed",
      detail: { reason: "zip_ratio", entry: "xl/media/padding.xml", max: 200 },
    });
  });

  it("stops inflating at the declared size when the directory lies", async () => {
    const entries = xlsxEntries(worksheet(sheetRows([HEADER, ["A", 1]]))).map((entry) =>
      entry.name === "xl/worksheets/sheet1.xml"
        ? { ...entry, content: zeros, declaredSize: 4_000 }
        : entry,
    );
    const liar = forgeZip(entries);
    const started = process.threadCpuUsage();
    expect(await readSpreadsheet(liar)).toEqual({
      problem: "malformed",
      detail: { reason: "zip_size_mismatch", entry: "xl/worksheets/sheet1.xml" },
    });
    expect(cpuMsSince(started)).toBeLessThan(50);
  });

  it("refuses more than 1,000 entries", async () => {
    const files: Record<string, Uint8Array> = { "xl/workbook.xml": strToU8("<workbook/>") };
    for (let index = 0; index < 1_000; index++) files[`xl/x/${index}.xml`] = new Uint8Array(0);
    expect(await readSpreadsheet(zipSync(files))).toEqual({
      problem: "malformed",
      detail: { reason: "zip_entries", max: 1_000 },
    });
  });
});
