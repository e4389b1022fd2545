import {
  BOOK_FIELDS,
  BookInputSchema,
  type BookField,
  type BookImportRow,
  type BookInput,
} from "@rawaq/domain/book";
import { isCalendarDate } from "@rawaq/domain/calendar";
import { toIsbn13 } from "@rawaq/domain/isbn";
import { readWholeNumber } from "@rawaq/domain/numbers";
import { normalizeDigits } from "@rawaq/domain/rules";
import { cleanText } from "@rawaq/domain/text";
import { fieldErrorsFromIssues } from "@rawaq/domain/validation";
import * as v from "valibot";
import {
  type SheetCell,
  type SheetData,
  findColumns,
  headerKey,
  numberText,
} from "../../lib/spreadsheet.ts";

/** Where each book field sits in the sheet: a 0-based index into `cells`. */
export type BookColumns = Partial<Record<BookField, number>>;

/** The header texts each field is recognised by, in Arabic and English (see `findColumns`). */
const HEADER_ALIASES: Record<BookField, readonly string[]> = {
  title: ["title", "book title", "book name", "عنوان الكتاب", "العنوان", "اسم الكتاب"],
  author: ["author", "author name", "author's name", "اسم المؤلف", "المؤلف"],
  author_nationality: [
    "author nationality",
    "author's nationality",
    "nationality",
    "جنسية المؤلف",
    "الجنسية",
  ],
  language: ["language", "book language", "لغة الكتاب", "اللغة"],
  isbn: ["isbn", "isbn 13", "isbn13", "isbn 10", "isbn number", "ردمك", "رقم ردمك", "الردمك"],
  issue_date: [
    "issue date",
    "date of issue",
    "publication date",
    "date of publication",
    "تاريخ الإصدار",
    "تاريخ النشر",
  ],
  publisher_name: [
    "publisher",
    "publisher name",
    "publishing house",
    "اسم دار النشر",
    "دار النشر",
    "الناشر",
    "اسم الناشر",
  ],
};

/**
 * The template's last column: its header, and the text that marks the example row. The import
 * skips a row whose note is one of these texts (`isExampleRow`), so a list started from the
 * template and uploaded with the example still in it adds only the exhibitor's books.
 */
export const TEMPLATE_NOTE: Record<"ar" | "en", { header: string; example: string }> = {
  ar: {
    header: "ملاحظة",
    example: "مثال: يتم تجاهل هذا الصف عند الرفع. استبدلوه بكتبكم.",
  },
  en: {
    header: "Note",
    example: "Example: this row is skipped on upload. Replace it with your books.",
  },
};

const EXAMPLE_NOTES = new Set(Object.values(TEMPLATE_NOTE).map((note) => cleanText(note.example)));
const NOTE_HEADERS = new Set(Object.values(TEMPLATE_NOTE).map((note) => headerKey(note.header)));

/** The sheet without the template's example row (marked in its note column). */
export function withoutExampleRows(sheet: SheetData): SheetData {
  const noteColumn = sheet.header.findIndex((text) => NOTE_HEADERS.has(headerKey(text)));
  if (noteColumn === -1) return sheet;
  return {
    ...sheet,
    rows: sheet.rows.filter(({ cells }) => {
      const note = cells[noteColumn];
      return !(typeof note === "string" && EXAMPLE_NOTES.has(cleanText(note)));
    }),
  };
}

/**
 * Finds each book field's column by its header, in any order; unknown columns are ignored and
 * the first of two columns with the same meaning wins.
 */
export function mapColumns(
  header: readonly string[],
): { columns: BookColumns } | { problem: "missing_columns"; missing: BookField[] } {
  const columns: BookColumns = findColumns(header, HEADER_ALIASES);
  const missing = BOOK_FIELDS.filter((field) => columns[field] === undefined);
  return missing.length > 0 ? { problem: "missing_columns", missing } : { columns };
}

/**
 * Validates every data row of a sheet. `existingIsbns` holds the organisation's books as
 * canonical ISBN-13 (digits only, as stored). A row's `values` are the cleaned texts shown to
 * the user; `errors` has the first code of every failing field; `valid` holds the rows without
 * errors, ready to insert (canonical ISBN-13, ISO issue date).
 */
export function validateBookRows(
  sheet: SheetData,
  columns: BookColumns,
  existingIsbns: ReadonlySet<string>,
): { rows: BookImportRow[]; valid: BookInput[] } {
  const rows: BookImportRow[] = [];
  const valid: BookInput[] = [];
  const seenIsbns = new Set<string>();
  for (const { row, cells } of sheet.rows) {
    const values = {} as Record<BookField, string>;
    for (const field of BOOK_FIELDS) {
      const index = columns[field];
      values[field] = cellText(index === undefined ? null : (cells[index] ?? null), field);
    }
    const result = v.safeParse(BookInputSchema, values);
    const errors: Record<string, string[]> = result.success
      ? {}
      : fieldErrorsFromIssues(result.issues);
    if (!errors.isbn) {
      const isbn = toIsbn13(values.isbn);
      if (existingIsbns.has(isbn)) errors.isbn = ["duplicate"];
      else if (seenIsbns.has(isbn)) errors.isbn = ["duplicate_in_file"];
      seenIsbns.add(isbn);
    }
    rows.push({ row, values, errors });
    if (result.success && Object.keys(errors).length === 0) valid.push(result.output);
  }
  return { rows, valid };
}

/** A cell as the text of one field: exact integers, ISO dates, Latin digits, no bidi controls. */
function cellText(cell: SheetCell, field: BookField): string {
  if (cell === null) return "";
  if (cell instanceof Date) return isoFromDate(cell);
  if (typeof cell === "number") {
    if (field === "issue_date") return excelSerialToIso(cell) ?? numberText(cell);
    const text = numberText(cell);
    // Excel drops the leading zero of an ISBN-10 typed into a number cell.
    return field === "isbn" && /^\d{9}$/.test(text) ? `0${text}` : text;
  }
  if (field === "isbn") return normalizeDigits(cleanText(cell));
  if (field === "issue_date") {
    const text = normalizeDigits(cleanText(cell));
    return issueDateToIso(text) ?? text;
  }
  return cleanText(cell);
}

/** read-excel-file gives date cells as UTC midnights. */
function isoFromDate(date: Date): string {
  return Number.isNaN(date.getTime()) ? "Invalid Date" : date.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;
const EXCEL_LAST_SERIAL = 2_958_465; // 9999-12-31

/**
 * An Excel serial date (1900 date system) as ISO. Serials count days from 1899-12-31, with
 * Lotus 1-2-3's phantom 1900-02-29 as day 60, so later serials are one day ahead. That day
 * comes out as the impossible "1900-02-29", which validation refuses. A bare number that reads
 * as a year (1000 to 2999) is left alone: "2024" is a year missing its day, not 1905-07-16.
 */
export function excelSerialToIso(serial: number): string | null {
  const day = Math.floor(serial);
  if (!Number.isFinite(day) || day < 1 || day > EXCEL_LAST_SERIAL) return null;
  if (day >= 1000 && day <= 2999) return null;
  if (day === 60) return "1900-02-29";
  const epoch = day < 60 ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30);
  return new Date(epoch + day * DAY_MS).toISOString().slice(0, 10);
}

const TIME = String.raw`(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?`;
const YEAR_FIRST = new RegExp(String.raw`^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})${TIME}$`);
const DAY_FIRST = new RegExp(String.raw`^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})${TIME}$`);

/**
 * The issue-date forms people type, as ISO `yyyy-mm-dd`: `yyyy-mm-dd`, `yyyy/mm/dd`,
 * `dd/mm/yyyy` and `d-m-yyyy` (day first, the Saudi way), with an optional time, or an Excel
 * serial number. Null when the text is none of these or not a real calendar date.
 */
export function issueDateToIso(text: string): string | null {
  const serial = readWholeNumber(text);
  if (serial !== null) return excelSerialToIso(serial);
  const yearFirst = YEAR_FIRST.exec(text);
  const dayFirst = yearFirst ? null : DAY_FIRST.exec(text);
  const parts = yearFirst
    ? { year: yearFirst[1]!, month: yearFirst[3]!, day: yearFirst[4]! }
    : dayFirst
      ? { year: dayFirst[4]!, month: dayFirst[3]!, day: dayFirst[1]! }
      : null;
  if (!parts) return null;
  const iso = `${parts.year}-${parts.month.padStart(2, "0")}-${parts.day.padStart(2, "0")}`;
  return isCalendarDate(iso) ? iso : null;
}
