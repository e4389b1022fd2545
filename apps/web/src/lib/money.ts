import { type Locale } from "@rawaq/i18n/locales";

const SAR: Record<Locale, Intl.NumberFormat> = {
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

/**
 * Every amount the app shows, from halalas: Saudi riyals in the reader's locale with its own
 * sign («4,500.00 ر.س.», "SAR 4,500.00"), Latin digits in both (DESIGN.md). Lint refuses a
 * currency formatter anywhere else, so a price, a total and an invoice line always agree.
 */
export function formatMoney(halalas: number, locale: Locale): string {
  return SAR[locale].format(halalas / 100);
}
