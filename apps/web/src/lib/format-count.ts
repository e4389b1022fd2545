import { INTL_LOCALES, type Locale } from "@rawaq/i18n/locales";

/**
 * A count with Latin digits and grouping in both locales (1,234), for a number outside an ICU
 * message (which Lingui formats with the same INTL_LOCALES).
 */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale]).format(value);
}
