import { normalizeDigits } from "./rules.ts";

/** Why an ISBN was refused: not 10 or 13 characters, a bad check digit, or not a 978/979 EAN. */
export type IsbnProblem = "isbn" | "isbn_prefix";

/**
 * An ISBN as people type it (`978-603-…`, spaces, Arabic-Indic digits, a lower-case x) reduced to
 * its digits and an upper-case X.
 */
export function compactIsbn(value: string): string {
  return normalizeDigits(value)
    .replace(/[\s\u00a0\u2010-\u2015-]/g, "")
    .toUpperCase();
}

function isbn10CheckOk(digits: string): boolean {
  if (!/^\d{9}[\dX]$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    const char = digits[index]!;
    // Stryker disable next-line AssignmentOperator: subtracting gives -sum, and -sum % 11 is 0 exactly when sum % 11 is.
    sum += (char === "X" ? 10 : Number(char)) * (10 - index);
  }
  return sum % 11 === 0;
}

function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += Number(first12[index]) * (index % 2 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** The ISBN-13 that starts with these twelve digits: they followed by their check digit. */
export function completeIsbn13(first12: string): string {
  return `${first12}${ean13CheckDigit(first12)}`;
}

/** The problem with an ISBN-10 or ISBN-13, or null when it is a valid book number. */
export function isbnProblem(value: string): IsbnProblem | null {
  const digits = compactIsbn(value);
  if (digits.length === 10) return isbn10CheckOk(digits) ? null : "isbn";
  if (!/^\d{13}$/.test(digits)) return "isbn";
  // Stryker disable next-line MethodExpression: ean13CheckDigit reads the first twelve digits only.
  if (ean13CheckDigit(digits.slice(0, 12)) !== Number(digits[12])) return "isbn";
  // A valid EAN-13 that is not in the Bookland ranges is a product barcode, not an ISBN.
  return /^97[89]/.test(digits) ? null : "isbn_prefix";
}

/**
 * The canonical ISBN-13 of a valid ISBN: the form books are stored and compared in, so
 * 0-306-40615-2 and 978-0-306-40615-7 are recognised as the same book.
 */
export function toIsbn13(value: string): string {
  const digits = compactIsbn(value);
  if (digits.length === 13) return digits;
  return completeIsbn13(`978${digits.slice(0, 9)}`);
}
