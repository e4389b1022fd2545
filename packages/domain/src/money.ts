import { normalizeDigits } from "./rules.ts";

// Money, in one module (issue 27). Amounts are stored, sent and summed as whole halalas
// (DESIGN.md); this module alone turns them into riyals and back, and writes them for a reader.
// The arithmetic is on integers and digit strings, never on a float: "12.30" is 12 riyals and
// 30 halalas, not 12.3 × 100. Lint refuses the hand-written ways elsewhere (`x / 100`,
// `.toFixed(2)`, a currency Intl.NumberFormat, a second formatSar: rawaq/money-through-one-module).
// Kept light: it is within the login bundle's reach, so it imports nothing but the digit rules.

export const HALALAS_PER_RIYAL = 100;
/** The largest amount a person can type: 999,999,999.99 riyals. */
export const MAX_TYPED_HALALAS = 99_999_999_999;

export type MoneyLocale = "ar" | "en";

function assertHalalas(halalas: number): void {
  if (!Number.isSafeInteger(halalas)) {
    throw new RangeError(`An amount is a whole number of halalas, not ${halalas}.`);
  }
}

/**
 * Halalas as riyals with two decimals, Latin digits, no grouping: 1250 → "12.50",
 * -250 → "-2.50". What sheets, exports, the invoice QR and form fields write.
 */
export function halalasToSar(halalas: number): string {
  assertHalalas(halalas);
  const sign = halalas < 0 ? "-" : "";
  const digits = String(Math.abs(halalas)).padStart(3, "0");
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * Halalas as a number of riyals (1250 → 12.5): what a chart measures and a sheet's number cell
 * holds. Amounts people read go through formatSar.
 */
export function riyalsOf(halalas: number): number {
  assertHalalas(halalas);
  return halalas / HALALAS_PER_RIYAL;
}

const TYPED_SAR = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Riyals as typed — `12`, `12.5`, `12.50`, `١٢٫٥`, `1,250.50` — or as a JSON number, in whole
 * halalas; null when it is not an amount of at most two decimals up to 999,999,999.99. Western,
 * Arabic-Indic and Persian digits and the Arabic separators are read; no sign, exponent,
 * hexadecimal or inner space. A comma is read only as a thousands separator between groups of
 * three digits; `12,5` is refused rather than guessed (a decimal comma read as a thousands one
 * would charge ten times the price).
 */
export function sarToHalalas(value: unknown): number | null {
  let halalas: number;
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value < 0) return null;
    // A JSON number with at most two decimals: ×100 lands within far less than half a halala
    // of the whole number it stands for, and rounding finds it.
    const scaled = value * HALALAS_PER_RIYAL;
    if (Math.abs(scaled - Math.round(scaled)) > 1e-6) return null;
    halalas = Math.round(scaled);
  } else if (typeof value === "string") {
    const text = normalizeDigits(value)
      .trim()
      .replace(/\u066b/g, ".")
      .replace(/\u066c/g, ",");
    const match = TYPED_SAR.exec(text);
    if (!match) return null;
    const riyals = match[1]!.replaceAll(",", "");
    // Ten digits of riyals are past the ceiling; stopping here keeps the integers exact.
    if (riyals.replace(/^0+(?=\d)/, "").length > 9) return null;
    const fraction = (match[2] ?? "").padEnd(2, "0");
    halalas = Number(riyals) * HALALAS_PER_RIYAL + Number(fraction);
  } else {
    return null;
  }
  if (halalas > MAX_TYPED_HALALAS) return null;
  return halalas === 0 ? 0 : halalas;
}

/** `percent` % of an amount, rounded half up to a whole halala (VAT, docs/decisions/045-…). */
export function percentOfHalalas(halalas: number, percent: number): number {
  assertHalalas(halalas);
  if (halalas < 0) throw new RangeError("A share is taken of a non-negative amount.");
  if (!Number.isSafeInteger(percent) || percent < 0) {
    throw new RangeError("A percentage is a non-negative whole number.");
  }
  return Math.floor((halalas * percent + 50) / HALALAS_PER_RIYAL);
}

let formatters: Record<MoneyLocale, Intl.NumberFormat> | undefined;

/**
 * Every amount a person reads, from halalas: Saudi riyals in the reader's locale with its own
 * sign («4,500.00 ر.س.», "SAR 4,500.00"), Latin digits in both (DESIGN.md). One formatter, so a
 * price, a total and an invoice line always agree. The amount reaches Intl as its decimal text.
 */
export function formatSar(halalas: number, locale: MoneyLocale): string {
  formatters ??= {
    ar: new Intl.NumberFormat("ar-SA", {
      style: "currency",
      currency: "SAR",
      numberingSystem: "latn",
    }),
    en: new Intl.NumberFormat("en-SA", {
      style: "currency",
      currency: "SAR",
      numberingSystem: "latn",
    }),
  };
  return formatters[locale].format(halalasToSar(halalas) as Intl.StringNumericLiteral);
}
