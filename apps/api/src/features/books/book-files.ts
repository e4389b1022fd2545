import type { Book, BookField, BookStatus } from "@rawaq/domain/book";
import { BOOK_FIELDS } from "@rawaq/domain/book";
import { formatSheetDateTime } from "@rawaq/i18n/dates";
import { TEMPLATE_NOTE } from "./book-rows.ts";
import writeExcelFile, { type Cell, type SheetData } from "write-excel-file/node";
import {
  SHEET_CONTENT_TYPES,
  type SheetFormat,
  csvText,
  neutralizeFormula,
} from "../../lib/sheet.ts";

export type SpreadsheetLocale = "ar" | "en";
export type SpreadsheetFormat = SheetFormat;

export interface SpreadsheetFile {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

/** The template's header row; `mapColumns` recognises both languages. */
export const BOOK_TEMPLATE_HEADERS: Record<SpreadsheetLocale, Record<BookField, string>> = {
  ar: {
    title: "عنوان الكتاب",
    author: "اسم المؤلف",
    author_nationality: "جنسية المؤلف",
    language: "لغة الكتاب",
    isbn: "ردمك",
    issue_date: "تاريخ الإصدار",
    publisher_name: "اسم دار النشر",
  },
  en: {
    title: "Title",
    author: "Author",
    author_nationality: "Author nationality",
    language: "Language",
    isbn: "ISBN",
    issue_date: "Issue date",
    publisher_name: "Publisher name",
  },
};

// A made-up book with a valid ISBN-13 (Saudi group 603; check digit 8).
const TEMPLATE_EXAMPLES: Record<SpreadsheetLocale, Record<BookField, string>> = {
  ar: {
    title: "رحلة في تاريخ الجزيرة العربية",
    author: "عبدالله بن محمد الأحمد",
    author_nationality: "سعودي",
    language: "العربية",
    isbn: "978-603-8215-41-8",
    issue_date: "2024-01-15",
    publisher_name: "دار المثال للنشر والتوزيع",
  },
  en: {
    title: "A Journey Through Arabian History",
    author: "Abdullah M. Al-Ahmad",
    author_nationality: "Saudi",
    language: "Arabic",
    isbn: "978-603-8215-41-8",
    issue_date: "2024-01-15",
    publisher_name: "Example Publishing House",
  },
};

const TEMPLATE_WIDTHS: Record<BookField, number> = {
  title: 40,
  author: 28,
  author_nationality: 18,
  language: 14,
  isbn: 20,
  issue_date: 14,
  publisher_name: 30,
};

const TEMPLATE_NOTE_WIDTH = 60;

const SHEET_NAMES: Record<SpreadsheetLocale, { template: string; export: string }> = {
  ar: { template: "الكتب", export: "الكتب" },
  en: { template: "Books", export: "Books" },
};

/**
 * The book-list template: the header row in the user's language and one example book, marked
 * as the example in the note column (the import skips it).
 */
export async function bookTemplate(
  locale: SpreadsheetLocale,
  format: SpreadsheetFormat,
): Promise<SpreadsheetFile> {
  const note = TEMPLATE_NOTE[locale];
  const headers = [
    ...BOOK_FIELDS.map((field) => BOOK_TEMPLATE_HEADERS[locale][field]),
    note.header,
  ];
  const example = TEMPLATE_EXAMPLES[locale];
  const fileName = `rawaq-book-list-template-${locale}.${format}`;
  if (format === "csv") {
    const rows = [headers, [...BOOK_FIELDS.map((field) => example[field]), note.example]];
    return { bytes: csvBytes(rows), contentType: SHEET_CONTENT_TYPES.csv, fileName };
  }
  const data: SheetData = [
    headers.map(headerCell),
    [
      ...BOOK_FIELDS.map((field): Cell => {
        if (field === "issue_date") return dateCell(example.issue_date);
        if (field === "isbn") return textCell(example.isbn);
        return textCell(example[field]);
      }),
      { value: note.example, type: String, fontStyle: "italic" },
    ],
  ];
  const bytes = await xlsxBytes(data, {
    locale,
    sheet: SHEET_NAMES[locale].template,
    widths: [...BOOK_FIELDS.map((field) => TEMPLATE_WIDTHS[field]), TEMPLATE_NOTE_WIDTH],
  });
  return { bytes, contentType: SHEET_CONTENT_TYPES.xlsx, fileName };
}

/** A book as exported for reviewers: the book and the name of the organisation that owns it. */
export type ExportBook = Book & { organization_name: string };

/** The export's columns, in order. */
export const BOOK_EXPORT_COLUMNS = [
  "organization_name",
  ...BOOK_FIELDS,
  "status",
  "rejection_reason",
  "created_at",
] as const;
export type BookExportColumn = (typeof BOOK_EXPORT_COLUMNS)[number];

/** Translated texts, from the caller (which owns Lingui). */
export interface BookExportLabels {
  /** One header per column, in {@link BOOK_EXPORT_COLUMNS} order. */
  headers: readonly string[];
  status: Record<BookStatus, string>;
}

export interface BookExportOptions {
  /** Dates the file name; default now. */
  now?: Date;
}

const EXPORT_WIDTHS: Record<BookExportColumn, number> = {
  organization_name: 30,
  ...TEMPLATE_WIDTHS,
  status: 14,
  rejection_reason: 40,
  created_at: 18,
};

/** A book's export cells as texts, by column; `created_at` on the fair's clock. */
function bookExportTexts(
  book: ExportBook,
  labels: BookExportLabels,
): Record<BookExportColumn, string> {
  return {
    organization_name: book.organization_name,
    title: book.title,
    author: book.author,
    author_nationality: book.author_nationality,
    language: book.language,
    isbn: book.isbn,
    issue_date: book.issue_date,
    publisher_name: book.publisher_name,
    status: labels.status[book.status],
    rejection_reason: book.rejection_reason ?? "",
    created_at: formatSheetDateTime(book.created_at) ?? book.created_at,
  };
}

/**
 * The streamed export's sheet (http/export-stream.ts): the same columns, texts, widths and sheet
 * name as {@link booksExport}; ISBNs stay text, the issue date is an Excel date.
 */
export function bookExportSheet(locale: SpreadsheetLocale, labels: BookExportLabels) {
  return {
    headers: BOOK_EXPORT_COLUMNS.map((column, index) => labels.headers[index] ?? column),
    cells: (book: ExportBook) => {
      const texts = bookExportTexts(book, labels);
      return BOOK_EXPORT_COLUMNS.map((column) =>
        column === "issue_date" ? { date: texts.issue_date } : texts[column],
      );
    },
    sheet: SHEET_NAMES[locale].export,
    rightToLeft: locale === "ar",
    widths: BOOK_EXPORT_COLUMNS.map((column) => EXPORT_WIDTHS[column]),
  };
}

/**
 * Books as a spreadsheet. Every text the exhibitors wrote is neutralised against formula
 * injection ({@link neutralizeFormula}); ISBNs stay text so Excel keeps all 13 digits.
 */
export async function booksExport(
  books: readonly ExportBook[],
  locale: SpreadsheetLocale,
  format: SpreadsheetFormat,
  labels: BookExportLabels,
  options: BookExportOptions = {},
): Promise<SpreadsheetFile> {
  const stamp = (options.now ?? new Date()).toISOString().slice(0, 10);
  const fileName = `rawaq-books-${stamp}.${format}`;
  const headers = BOOK_EXPORT_COLUMNS.map((column, index) => labels.headers[index] ?? column);
  const texts = (book: ExportBook) => bookExportTexts(book, labels);

  if (format === "csv") {
    const rows = [
      headers,
      ...books.map((book) => {
        const values = texts(book);
        return BOOK_EXPORT_COLUMNS.map((column) => values[column]);
      }),
    ];
    return { bytes: csvBytes(rows), contentType: SHEET_CONTENT_TYPES.csv, fileName };
  }
  const data: SheetData = [
    headers.map(headerCell),
    ...books.map((book) => {
      const values = texts(book);
      return BOOK_EXPORT_COLUMNS.map((column): Cell => {
        if (column === "issue_date") return dateCell(values.issue_date);
        return textCell(neutralizeFormula(values[column]));
      });
    }),
  ];
  const bytes = await xlsxBytes(data, {
    locale,
    sheet: SHEET_NAMES[locale].export,
    widths: BOOK_EXPORT_COLUMNS.map((column) => EXPORT_WIDTHS[column]),
  });
  return { bytes, contentType: SHEET_CONTENT_TYPES.xlsx, fileName };
}

// ---------------------------------------------------------------------------------------------

function headerCell(text: string): Cell {
  return { value: text, type: String, fontWeight: "bold" };
}

/** A string cell in Text format ("@"), so Excel neither computes nor reformats it. */
function textCell(text: string): Cell {
  return { value: text, type: String, format: "@" };
}

/** An ISO date as an Excel date (UTC midnight, which is how readers read it back). */
function dateCell(iso: string): Cell {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return textCell(iso);
  return { value: date, type: Date, format: "yyyy-mm-dd" };
}

async function xlsxBytes(
  data: SheetData,
  sheet: { locale: SpreadsheetLocale; sheet: string; widths: number[] },
): Promise<Uint8Array> {
  const buffer = await writeExcelFile(data, {
    sheet: sheet.sheet,
    columns: sheet.widths.map((width) => ({ width })),
    rightToLeft: sheet.locale === "ar",
    stickyRowsCount: 1,
  }).toBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** UTF-8 csv as every export writes it (lib/sheet.ts: the formula guard, quotes, BOM, CRLF). */
function csvBytes(rows: readonly (readonly string[])[]): Uint8Array {
  return new TextEncoder().encode(csvText(rows));
}
