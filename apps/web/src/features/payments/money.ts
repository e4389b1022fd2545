import type { Locale } from "@rawaq/i18n/locales";

/** Halalas as Saudi riyals in the reader's locale, Latin digits in both (DESIGN.md). */
export function formatSar(halalas: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === "ar" ? "ar-SA" : "en-SA", {
    style: "currency",
    currency: "SAR",
    numberingSystem: "latn",
  }).format(halalas / 100);
}
