import type { Book } from "@rawaq/domain/book";
import { isbnProblem } from "@rawaq/domain/isbn";
import { strFromU8, unzipSync } from "fflate";
import { readSheet } from "read-excel-file/universal";
import { describe, expect, it } from "vitest";
import {
  BOOK_EXPORT_COLUMNS,
  BOOK_TEMPLATE_HEADERS,
  bookTemplate,
  booksExport,
  type BookExportLabels,
  type ExportBook,
} from "./book-files.ts";
import { TEMPLATE_NOTE, mapColumns, validateBookRows, withoutExampleRows } from "./book-rows.ts";
import { neutralizeFormula } from "../../lib/sheet.ts";
import { readSpreadsheet } from "../../lib/spreadsheet.ts";

const utf8Text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function sheetXml(bytes: Uint8Array): string {
  return strFromU8(unzipSync(bytes)["xl/worksheets/sheet1.xml"]!);
}

async function rawRows(bytes: Uint8Array): Promise<unknown[][]> {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return (await readSheet(buffer as ArrayBuffer)) as unknown as unknown[][];
}

describe("bookTemplate", () => {
  it("skips only rows marked as the example, in either language, and keeps row numbers", () => {
    const sheet = {
      header: ["Title", "ملاحظة"],
      rows: [
        { row: 2, cells: ["Example", ` ${TEMPLATE_NOTE.en.example} `] },
        { row: 3, cells: ["مثال", TEMPLATE_NOTE.ar.example] },
        { row: 4, cells: ["A real book", "Example: a note of the exhibitor's own"] },
        { row: 5, cells: ["Another", null] },
      ],
    };
    expect(withoutExampleRows(sheet).rows.map(({ row }) => row)).toEqual([4, 5]);
    // Without a note column nothing is skipped, whatever the cells say.
    const noNote = { header: ["Title"], rows: [{ row: 2, cells: [TEMPLATE_NOTE.en.example] }] };
    expect(withoutExampleRows(noNote).rows).toHaveLength(1);
  });

  for (const locale of ["ar", "en"] as const) {
    for (const format of ["xlsx", "csv"] as const) {
      it(`round-trips: the ${locale} ${format} template's example is a valid book the import skips`, async () => {
        const file = await bookTemplate(locale, format);
        expect(file.fileName).toBe(`rawaq-book-list-template-${locale}.${format}`);
        const sheet = await readSpreadsheet(file.bytes);
        if ("problem" in sheet) throw new Error(sheet.problem);
        expect(sheet.header).toEqual([
          ...Object.values(BOOK_TEMPLATE_HEADERS[locale]),
          TEMPLATE_NOTE[locale].header,
        ]);
        const mapped = mapColumns(sheet.header);
        if ("problem" in mapped) throw new Error(mapped.missing.join());
        const { rows, valid } = validateBookRows(sheet, mapped.columns, new Set());
        expect(rows).toHaveLength(1);
        expect(rows[0]!.errors).toEqual({});
        expect(valid).toHaveLength(1);
        expect(valid[0]).toMatchObject({ isbn: "9786038215418", issue_date: "2024-01-15" });
        expect(withoutExampleRows(sheet).rows).toEqual([]);
      });
    }
  }

  it("has a valid ISBN-13 in its example", async () => {
    const file = await bookTemplate("en", "csv");
    // Every text is quoted (lib/sheet.ts).
    const isbn = utf8Text(file.bytes).split("\r\n")[1]!.split(",")[4]!;
    expect(isbn).toBe('"978-603-8215-41-8"');
    expect(isbnProblem(isbn.slice(1, -1))).toBeNull();
  });

  it("writes CSV as UTF-8 with a byte-order mark and CRLF line ends", async () => {
    const file = await bookTemplate("ar", "csv");
    expect(file.contentType).toBe("text/csv; charset=utf-8");
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = utf8Text(file.bytes);
    expect(text.split("\r\n")).toHaveLength(3); // header, example, and the final line end
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    expect(text).toContain(
      '"عنوان الكتاب","اسم المؤلف","جنسية المؤلف","لغة الكتاب","ردمك","تاريخ الإصدار","اسم دار النشر","ملاحظة"',
    );
  });

  it("lays the Arabic xlsx out right to left, keeps the ISBN as text and sets widths", async () => {
    const arabic = await bookTemplate("ar", "xlsx");
    const english = await bookTemplate("en", "xlsx");
    expect(arabic.contentType).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(sheetXml(arabic.bytes)).toMatch(/rightToLeft="(1|true)"/);
    expect(sheetXml(english.bytes)).not.toMatch(/rightToLeft/);
    expect(sheetXml(english.bytes)).toMatch(/<col [^>]*width="40"/);
    const [, example] = await rawRows(english.bytes);
    expect(example![4]).toBe("978-603-8215-41-8");
    expect(example![5]).toEqual(new Date("2024-01-15T00:00:00Z"));
  });
});

const LABELS: BookExportLabels = {
  headers: [
    "Organization",
    "Title",
    "Author",
    "Author nationality",
    "Language",
    "ISBN",
    "Issue date",
    "Publisher name",
    "Status",
    "Rejection reason",
    "Submitted at",
  ],
  status: { pending: "Pending review", approved: "Approved", rejected: "Rejected" },
};

const BOOK: Book = {
  id: "b1",
  organization_id: "o1",
  title: "الأيام",
  author: "طه حسين",
  author_nationality: "مصري",
  language: "العربية",
  isbn: "9780306406157",
  issue_date: "2020-05-01",
  publisher_name: "دار المعارف",
  status: "rejected",
  rejection_reason: "Duplicate entry",
  reviewed_at: "2024-01-16T08:00:00.000Z",
  created_at: "2024-01-15T21:30:00.000Z",
};

const INJECTIONS = ['=HYPERLINK("http://x","y")', "+1+1", "-2+3", "@SUM(A1)", "\tx", "\rx"];

function exportBooks(): ExportBook[] {
  return [
    { ...BOOK, organization_name: "دار المعارف" },
    ...INJECTIONS.map((title, index) => ({
      ...BOOK,
      id: `i${index}`,
      title,
      status: "pending" as const,
      rejection_reason: null,
      organization_name: index === 0 ? "=cmd|' /C calc'!A0" : "Org",
    })),
  ];
}

describe("booksExport", () => {
  it("has one header per column", () => {
    expect(LABELS.headers).toHaveLength(BOOK_EXPORT_COLUMNS.length);
  });

  it("writes CSV with the caller's labels, Riyadh time and neutralised formulas", async () => {
    const file = await booksExport(exportBooks(), "en", "csv", LABELS, {
      now: new Date("2024-02-01T12:00:00Z"),
    });
    expect(file.fileName).toBe("rawaq-books-2024-02-01.csv");
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const sheet = await readSpreadsheet(file.bytes);
    if ("problem" in sheet) throw new Error(sheet.problem);
    expect(sheet.header).toEqual(LABELS.headers);
    expect(sheet.rows[0]!.cells).toEqual([
      "دار المعارف",
      "الأيام",
      "طه حسين",
      "مصري",
      "العربية",
      "9780306406157",
      "2020-05-01",
      "دار المعارف",
      "Rejected",
      "Duplicate entry",
      "2024-01-16 00:30",
    ]);
    const titles = sheet.rows.slice(1).map((row) => row.cells[1]);
    expect(titles).toEqual(INJECTIONS.map((text) => `'${text}`));
    expect(sheet.rows[1]!.cells[0]).toBe("'=cmd|' /C calc'!A0");
    expect(sheet.rows[1]!.cells[8]).toBe("Pending review");
    expect(sheet.rows[1]!.cells[9]).toBeNull();
  });

  it("writes xlsx with plain string cells, never formulas, also neutralised", async () => {
    const file = await booksExport(exportBooks(), "ar", "xlsx", LABELS);
    const xml = sheetXml(file.bytes);
    expect(xml).not.toMatch(/<f[ >]/);
    expect(xml).toMatch(/rightToLeft="(1|true)"/);
    const rows = await rawRows(file.bytes);
    expect(rows[0]).toEqual(LABELS.headers);
    expect(rows[1]![5]).toBe("9780306406157");
    expect(rows[1]![6]).toEqual(new Date("2020-05-01T00:00:00Z"));
    const titles = rows.slice(2).map((row) => String(row[1]));
    expect(titles.slice(0, 4)).toEqual(INJECTIONS.slice(0, 4).map((text) => `'${text}`));
    // XML turns the carriage return into a line end; what matters is the leading apostrophe.
    expect(titles.every((title) => title.startsWith("'"))).toBe(true);
    expect(rows[2]![0]).toBe("'=cmd|' /C calc'!A0");
  });

  it("writes a header-only file for no books", async () => {
    const file = await booksExport([], "en", "csv", LABELS);
    expect(utf8Text(file.bytes).split("\r\n")).toHaveLength(2);
  });
});

describe("neutralizeFormula", () => {
  it("prefixes text that a spreadsheet would run as a formula", () => {
    for (const text of ["=1+1", "+1", "-1", "@A1", " =1", "\u00a0+1"]) {
      expect(neutralizeFormula(text)).toBe(`'${text}`);
    }
    // A tab or a carriage return starts the text and a cell: both are guarded.
    expect(neutralizeFormula("\t=1")).toBe("'\t'=1");
    expect(neutralizeFormula("\r=1")).toBe("'\r'=1");
  });

  it("guards every place a spreadsheet may start a cell: after , ; tab and line ends", () => {
    expect(neutralizeFormula('Atlas;=HYPERLINK("x")')).toBe(`Atlas;'=HYPERLINK("x")`);
    expect(neutralizeFormula("a,@SUM(A1)\tb\t-2\r\n+3\n =4")).toBe(
      "a,'@SUM(A1)\tb\t'-2\r\n'+3\n' =4",
    );
    expect(neutralizeFormula("a\t\t=1")).toBe("a\t'\t'=1");
  });

  it("leaves other text alone, and guarded text as it is", () => {
    for (const text of ["Title - part 1", "1984", "", "'quoted", "عنوان=1", "a; b", "'=1;'+2"]) {
      expect(neutralizeFormula(text)).toBe(text);
    }
  });
});
