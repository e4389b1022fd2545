import {
  type BookLogistics,
  LOGISTICS_SHEET_FIELDS,
  type LogisticsSheetField,
  formatParcelsText,
} from "@rawaq/domain/logistics";
import { halalasToSar } from "@rawaq/domain/money";
import { normalizeDigits } from "@rawaq/domain/rules";
import { cleanText } from "@rawaq/domain/text";
import { type SheetFormat, sheetFile } from "../../lib/sheet.ts";
import { type SheetCell, type SheetData, findColumns, numberText } from "../../lib/spreadsheet.ts";

// The books' logistics data as a sheet (decision 054): the template pre-filled with the approved
// books, and the columns of an uploaded one.

export type SheetLocale = "ar" | "en";

/** The template's header row; an upload is read by these and the aliases below, in either language. */
export const LOGISTICS_SHEET_HEADERS: Record<SheetLocale, Record<LogisticsSheetField, string>> = {
  ar: {
    isbn: "ردمك",
    book_id: "معرّف الكتاب",
    title: "عنوان الكتاب",
    quantity: "الكمية",
    price: "السعر (ريال)",
    barcode: "الباركود",
    parcels: "الطرود (رقم الطرد:الكمية)",
  },
  en: {
    isbn: "ISBN",
    book_id: "Book ID",
    title: "Title",
    quantity: "Quantity",
    price: "Price (SAR)",
    barcode: "Barcode",
    parcels: "Parcels (number:quantity)",
  },
};

/** Other names people give the columns; the template's headers in both languages are added. */
const OTHER_NAMES: Record<LogisticsSheetField, readonly string[]> = {
  isbn: ["isbn 13", "isbn13", "isbn number", "رقم ردمك", "الردمك"],
  book_id: ["book id", "id", "معرف الكتاب", "المعرف"],
  title: ["book title", "العنوان"],
  quantity: ["qty", "copies", "number of copies", "عدد النسخ"],
  price: ["price", "price sar", "price in sar", "السعر", "السعر بالريال"],
  barcode: ["bar code", "ean", "الرمز الشريطي"],
  parcels: ["parcel", "الطرود"],
};

function aliasesOf(field: LogisticsSheetField): readonly string[] {
  return [
    ...OTHER_NAMES[field],
    LOGISTICS_SHEET_HEADERS.ar[field],
    LOGISTICS_SHEET_HEADERS.en[field],
  ];
}

const HEADER_ALIASES: Record<LogisticsSheetField, readonly string[]> = {
  isbn: aliasesOf("isbn"),
  book_id: aliasesOf("book_id"),
  title: aliasesOf("title"),
  quantity: aliasesOf("quantity"),
  price: aliasesOf("price"),
  barcode: aliasesOf("barcode"),
  parcels: aliasesOf("parcels"),
};

/** The columns a sheet must have, besides one of ISBN and book id. */
const REQUIRED_FIELDS = ["quantity", "price", "barcode", "parcels"] as const;

export type LogisticsColumns = Partial<Record<LogisticsSheetField, number>>;

/** Finds the columns by their headers; an ISBN or a book id column, and the four data columns. */
export function mapLogisticsColumns(
  header: readonly string[],
): { columns: LogisticsColumns } | { problem: "missing_columns"; missing: LogisticsSheetField[] } {
  const columns = findColumns(header, HEADER_ALIASES);
  const missing: LogisticsSheetField[] = REQUIRED_FIELDS.filter(
    (field) => columns[field] === undefined,
  );
  if (columns.isbn === undefined && columns.book_id === undefined) missing.unshift("isbn");
  return missing.length > 0 ? { problem: "missing_columns", missing } : { columns };
}

/** Every data row's cells as the texts of the sheet's fields (empty when the column is absent). */
export function logisticsSheetRows(
  sheet: SheetData,
  columns: LogisticsColumns,
): { row: number; values: Record<LogisticsSheetField, string> }[] {
  return sheet.rows.map(({ row, cells }) => {
    const values = {} as Record<LogisticsSheetField, string>;
    for (const field of LOGISTICS_SHEET_FIELDS) {
      const index = columns[field];
      values[field] = cellText(index === undefined ? null : (cells[index] ?? null));
    }
    return { row, values };
  });
}

/** A cell as text: exact integers, Latin digits, no bidi controls. */
function cellText(cell: SheetCell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return numberText(cell);
  // A date where a number was meant (Excel's guess) cannot be anything valid here.
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? "" : cell.toISOString();
  return normalizeDigits(cleanText(cell));
}

/**
 * The template: one row per approved book with its current data, headers in `locale`. Prices are
 * riyals with two decimals, parcels `P-01:10; P-02:5`.
 */
export function logisticsTemplate(
  books: readonly BookLogistics[],
  locale: SheetLocale,
  format: SheetFormat,
) {
  const headers = LOGISTICS_SHEET_HEADERS[locale];
  return sheetFile({
    headers: LOGISTICS_SHEET_FIELDS.map((field) => headers[field]),
    rows: books.map((book) => [
      book.isbn,
      book.book_id,
      book.title,
      book.quantity ?? "",
      book.price_halalas === null ? "" : halalasToSar(book.price_halalas),
      book.barcode ?? "",
      formatParcelsText(book.parcels),
    ]),
    format,
    rightToLeft: locale === "ar",
    sheet: locale === "ar" ? "بيانات الكتب" : "Books data",
    fileName: `rawaq-books-data-${locale}`,
    widths: [18, 38, 40, 10, 12, 18, 30],
  });
}
