import { completeIsbn13 } from "@rawaq/domain/isbn";
import { BOOK_FIELDS, type BookField } from "@rawaq/domain/book";
import { describe, expect, it } from "vitest";
import writeExcelFile from "write-excel-file/node";
import {
  excelSerialToIso,
  issueDateToIso,
  mapColumns,
  validateBookRows,
  type BookColumns,
} from "./book-rows.ts";
import { readSpreadsheet, type SheetCell, type SheetData } from "../../lib/spreadsheet.ts";

const ENGLISH = [
  "Title",
  "Author",
  "Author nationality",
  "Language",
  "ISBN",
  "Issue date",
  "Publisher name",
];
const COLUMNS = Object.fromEntries(
  BOOK_FIELDS.map((field, index) => [field, index]),
) as BookColumns;

type Values = Partial<Record<BookField, SheetCell>>;

const GOOD: Record<BookField, SheetCell> = {
  title: "الأيام",
  author: "طه حسين",
  author_nationality: "مصري",
  language: "العربية",
  isbn: "978-0-306-40615-7",
  issue_date: "2020-05-01",
  publisher_name: "دار المعارف",
};

/**
 * A sheet of rows numbered from 2, each the good book with some fields replaced; a row that
 * names no ISBN gets one of its own, so rows are not duplicates of each other.
 */
function sheetOf(...rows: Values[]): SheetData {
  return {
    header: ENGLISH,
    rows: rows.map((values, index) => {
      const row = { ...GOOD, isbn: String(isbnNumber(900 + index)), ...values };
      return { row: index + 2, cells: BOOK_FIELDS.map((field) => row[field]) };
    }),
  };
}

function validate(rows: Values[], existing: string[] = []) {
  return validateBookRows(sheetOf(...rows), COLUMNS, new Set(existing));
}

const errorsOf = (rows: Values[], existing: string[] = []) =>
  validate(rows, existing).rows.map((row) => row.errors);

describe("mapColumns", () => {
  it("finds the template's English and Arabic headers in any order", () => {
    expect(mapColumns(ENGLISH)).toEqual({ columns: COLUMNS });
    const arabic = [
      "ردمك",
      "اسم دار النشر",
      "عنوان الكتاب",
      "تاريخ الإصدار",
      "لغة الكتاب",
      "جنسية المؤلف",
      "اسم المؤلف",
    ];
    expect(mapColumns(arabic)).toEqual({
      columns: {
        isbn: 0,
        publisher_name: 1,
        title: 2,
        issue_date: 3,
        language: 4,
        author_nationality: 5,
        author: 6,
      },
    });
  });

  it("accepts common variants, case, bidi marks, spacing, required stars and extra columns", () => {
    const header = [
      "Notes",
      "  BOOK   TITLE ",
      "\u200fالمؤلف\u200f",
      "Nationality",
      "اللغة",
      "ISBN-13 *",
      "تاريخ الاصدار",
      "publisher_name",
    ];
    expect(mapColumns(header)).toEqual({
      columns: {
        title: 1,
        author: 2,
        author_nationality: 3,
        language: 4,
        isbn: 5,
        issue_date: 6,
        publisher_name: 7,
      },
    });
    const more = mapColumns([
      "العنوان",
      "Author",
      "جنسية المؤلف",
      "Language",
      "رقم ردمك",
      "تاريخ النشر",
      "دار النشر",
    ]);
    expect("columns" in more && Object.keys(more.columns)).toHaveLength(7);
    expect(
      mapColumns([
        "Title",
        "Author",
        "Author nationality",
        "Language",
        "ISBN",
        "Publication date",
        "Publisher",
      ]),
    ).toEqual({ columns: COLUMNS });
  });

  it("lists the missing columns in template order", () => {
    expect(mapColumns(["ISBN", "Title", "Whatever"])).toEqual({
      problem: "missing_columns",
      missing: ["author", "author_nationality", "language", "issue_date", "publisher_name"],
    });
    expect(mapColumns([])).toEqual({ problem: "missing_columns", missing: [...BOOK_FIELDS] });
  });

  it("keeps the first of two columns with the same meaning", () => {
    const result = mapColumns([...ENGLISH, "Book title"]);
    expect("columns" in result && result.columns.title).toBe(0);
  });
});

describe("validateBookRows", () => {
  it("returns valid rows as book inputs with canonical ISBN-13 and ISO dates", () => {
    const result = validate([{ isbn: "0-306-40615-2", issue_date: "15/03/2024" }]);
    expect(result.rows).toEqual([
      {
        row: 2,
        values: { ...GOOD, isbn: "0-306-40615-2", issue_date: "2024-03-15" },
        errors: {},
      },
    ]);
    expect(result.valid).toEqual([{ ...GOOD, isbn: "9780306406157", issue_date: "2024-03-15" }]);
  });

  it("reports ISBN errors: check digit, length, ISBN-10, 978/979 prefix", () => {
    expect(
      errorsOf([
        { isbn: "978-0-306-40615-8" },
        { isbn: "978030640615" },
        { isbn: "030640615X" },
        { isbn: "4006381333931" },
        { isbn: "979-10-90636-07-1" },
        { isbn: "0-306-40615-2" },
        { isbn: "" },
      ]),
    ).toEqual([
      { isbn: ["isbn"] },
      { isbn: ["isbn"] },
      { isbn: ["isbn"] },
      { isbn: ["isbn_prefix"] },
      {},
      {},
      { isbn: ["required"] },
    ]);
  });

  it("flags later copies of an ISBN in the file, in either ISBN form", () => {
    expect(
      errorsOf([
        { isbn: "9780306406157" },
        { isbn: "0306406152" },
        { isbn: "978 0 306 40615 7" },
        { isbn: "979-10-90636-07-1" },
      ]),
    ).toEqual([{}, { isbn: ["duplicate_in_file"] }, { isbn: ["duplicate_in_file"] }, {}]);
  });

  it("flags ISBNs the organization already has", () => {
    const result = validate(
      [{ isbn: "0-306-40615-2" }, { isbn: "979-10-90636-07-1" }],
      ["9780306406157"],
    );
    expect(result.rows.map((row) => row.errors)).toEqual([{ isbn: ["duplicate"] }, {}]);
    expect(result.valid.map((book) => book.isbn)).toEqual(["9791090636071"]);
  });

  it("reads ISBNs typed into number cells exactly, and restores an ISBN-10's leading zero", () => {
    const result = validate([{ isbn: 9786030000005 }, { isbn: 306406152, title: "Ten" }]);
    expect(result.rows.map((row) => row.values.isbn)).toEqual(["9786030000005", "0306406152"]);
    expect(result.valid.map((book) => book.isbn)).toEqual(["9786030000005", "9780306406157"]);
  });

  it("turns Arabic-Indic digits into Latin ones in the ISBN and the date", () => {
    const result = validate([{ isbn: "٩٧٨-٠-٣٠٦-٤٠٦١٥-٧", issue_date: "١٥/٠٣/٢٠٢٤" }]);
    expect(result.rows[0]!.values).toMatchObject({
      isbn: "978-0-306-40615-7",
      issue_date: "2024-03-15",
    });
    expect(result.valid[0]).toMatchObject({ isbn: "9780306406157", issue_date: "2024-03-15" });
    expect(validate([{ issue_date: "۲۰۲۴-۰۱-۰۱" }]).valid[0]!.issue_date).toBe("2024-01-01");
  });

  it("strips bidi controls and collapses whitespace in every field", () => {
    const result = validate([
      { title: "\u202bالأيام\u202c  \n الجزء\u200f الأول", isbn: "\u200e978-0-306-40615-7\u200e" },
    ]);
    expect(result.rows[0]!.errors).toEqual({});
    expect(result.valid[0]!.title).toBe("الأيام الجزء الأول");
    expect(result.rows[0]!.values.title).toBe("الأيام الجزء الأول");
  });

  it("accepts the issue-date forms people type", () => {
    const dates: [SheetCell, string][] = [
      ["2024-03-05", "2024-03-05"],
      ["2024-3-5", "2024-03-05"],
      ["2024/03/05", "2024-03-05"],
      ["05/03/2024", "2024-03-05"],
      ["5-3-2024", "2024-03-05"],
      ["5.3.2024", "2024-03-05"],
      ["2024-03-05 00:00:00", "2024-03-05"],
      ["2024-03-05T10:20:30.000Z", "2024-03-05"],
      [45292, "2024-01-01"],
      ["45292", "2024-01-01"],
      [45292.75, "2024-01-01"],
      [new Date(Date.UTC(2023, 11, 31)), "2023-12-31"],
    ];
    const result = validate(dates.map(([issue_date]) => ({ issue_date })));
    expect(result.rows.map((row) => row.errors)).toEqual(dates.map(() => ({})));
    expect(result.valid.map((book) => book.issue_date)).toEqual(dates.map(([, iso]) => iso));
  });

  it("refuses impossible, year-only, too old and future issue dates", () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(
      errorsOf([
        { issue_date: "31/02/2024" },
        { issue_date: "2023-02-29" },
        { issue_date: "2024" },
        { issue_date: 2024 },
        { issue_date: 60 },
        { issue_date: "1449-12-31" },
        { issue_date: "05/15/2024" },
        { issue_date: "soon" },
        { issue_date: tomorrow },
        { issue_date: new Date(Number.NaN) },
      ]),
    ).toEqual([
      ...Array.from({ length: 8 }, () => ({ issue_date: ["invalid_date"] })),
      { issue_date: ["past_date"] },
      { issue_date: ["invalid_date"] },
    ]);
    expect(validate([{ issue_date: "2024-02-29" }]).valid).toHaveLength(1);
  });

  it("reports every failing field of a row at once, one code each", () => {
    const [errors] = errorsOf([
      { title: "  ", author: null, language: "x".repeat(61), isbn: "123", issue_date: "later" },
    ]);
    expect(errors).toEqual({
      title: ["required"],
      author: ["required"],
      language: ["too_long"],
      isbn: ["isbn"],
      issue_date: ["invalid_date"],
    });
  });

  it("keeps the sheet's row numbers and treats a column it does not have as empty", () => {
    const sheet: SheetData = {
      header: ENGLISH,
      rows: [{ row: 7, cells: BOOK_FIELDS.map((field) => GOOD[field]) }],
    };
    const { publisher_name: _, ...withoutPublisher } = COLUMNS;
    const { rows, valid } = validateBookRows(sheet, withoutPublisher, new Set());
    expect(rows).toEqual([
      {
        row: 7,
        values: { ...GOOD, publisher_name: "" },
        errors: { publisher_name: ["required"] },
      },
    ]);
    expect(valid).toEqual([]);
  });
});

describe("dates", () => {
  it("converts Excel serials with the 1900 leap-year bug", () => {
    expect(excelSerialToIso(1)).toBe("1900-01-01");
    expect(excelSerialToIso(59)).toBe("1900-02-28");
    expect(excelSerialToIso(60)).toBe("1900-02-29"); // Excel's phantom day; refused later
    expect(excelSerialToIso(61)).toBe("1900-03-01");
    expect(excelSerialToIso(45292)).toBe("2024-01-01");
    expect(excelSerialToIso(2_958_465)).toBe("9999-12-31");
    expect(excelSerialToIso(2_958_466)).toBeNull();
    expect(excelSerialToIso(0)).toBeNull();
    expect(excelSerialToIso(1999)).toBeNull(); // a year, not 1905-06-21
  });

  it("reads day-first dates, the Saudi way", () => {
    expect(issueDateToIso("01/02/2024")).toBe("2024-02-01");
    expect(issueDateToIso("1-2-2024")).toBe("2024-02-01");
    expect(issueDateToIso("2024/02/01")).toBe("2024-02-01");
    expect(issueDateToIso("2024-02-30")).toBeNull();
    expect(issueDateToIso("2024/02-01")).toBeNull();
  });
});

// The time it takes is measured by `pnpm bench` (bench/book-import.ts), not asserted here.
describe("the largest list allowed", () => {
  it("reads and validates all 10,000 rows of an xlsx", { timeout: 60_000 }, async () => {
    const data = [
      ENGLISH,
      ...Array.from({ length: 10_000 }, (_, i) => [
        `كتاب رقم ${i}`,
        `مؤلف ${i % 300}`,
        "سعودي",
        "العربية",
        isbnNumber(i),
        new Date(Date.UTC(2020, 0, 1 + (i % 1000))),
        "دار النشر",
      ]),
    ];
    const buffer = await writeExcelFile(data, { dateFormat: "yyyy-mm-dd" }).toBuffer();
    const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

    const sheet = await readSpreadsheet(bytes);
    if ("problem" in sheet) throw new Error(sheet.problem);
    const mapped = mapColumns(sheet.header);
    if ("problem" in mapped) throw new Error(mapped.problem);
    const { rows, valid } = validateBookRows(sheet, mapped.columns, new Set());

    expect(rows).toHaveLength(10_000);
    expect(valid).toHaveLength(10_000);
    expect(valid.at(-1)).toMatchObject({ title: "كتاب رقم 9999", author: "مؤلف 99" });
  });
});

/** A distinct valid ISBN-13 (978-603-…) for each index, as a number. */
function isbnNumber(index: number): number {
  return Number(completeIsbn13(`978603${String(index).padStart(6, "0")}`));
}
