import { format, formatDistance, isValid } from "date-fns";
import { ar, enUS } from "date-fns/locale";
import type { Locale } from "./locales.ts";

// NOTE: date-fns' `ar` locale writes Latin digits, as the product does in both languages.
const DATE_FNS_LOCALES = { ar, en: enUS } as const;

/** spec §9: day, full month name, year. */
export const DATE_FORMAT = "dd MMMM yyyy";
/** spec §9: with the flag set, date and 12-hour time. */
export const DATE_TIME_FORMAT = "yyyy-MM-dd h:mm";

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? date : null;
}

/** `22 November 2026` / `22 نوفمبر 2026`; with `withTime`, `2026-11-22 2:05`. Null when empty. */
export function formatDate(value: DateInput, locale: Locale, withTime = false): string | null {
  const date = toDate(value);
  if (!date) return null;
  return format(date, withTime ? DATE_TIME_FORMAT : DATE_FORMAT, {
    locale: DATE_FNS_LOCALES[locale],
  });
}

/** A relative phrase with its suffix (`3 days ago`, `منذ 3 أيام`), or `-` when empty. */
export function fromNow(value: DateInput, locale: Locale, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return "-";
  return formatDistance(date, now, { addSuffix: true, locale: DATE_FNS_LOCALES[locale] });
}
