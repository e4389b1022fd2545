import { format, isValid } from "date-fns";
import { ar, enUS } from "date-fns/locale";
import { INTL_LOCALES, type Locale } from "./locales.ts";

export { INTL_LOCALES };

// NOTE: date-fns' `ar` locale writes Latin digits, as the product does in both languages.
const DATE_FNS_LOCALES = { ar, en: enUS } as const;

/** spec §9: day, full month name, year. */
export const DATE_FORMAT = "dd MMMM yyyy";
/** spec §9: with the flag set, date and 12-hour time. */
export const DATE_TIME_FORMAT = "yyyy-MM-dd h:mm";
/**
 * When something happened (history, audit, mail, sessions): the date as everywhere else, then
 * the 12-hour time with its AM/PM (ص/م) — never a bare "9:41" (docs/decisions/022-…). A
 * no-break space keeps the marker with its time when a narrow cell wraps the line.
 */
export const EVENT_TIME_FORMAT = "dd MMMM yyyy, h:mm\u00a0a";

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

/**
 * When something happened: `24 November 2026, 9:41 PM` / `24 نوفمبر 2026، 9:41 م`. Null when empty.
 */
export function formatDateTime(value: DateInput, locale: Locale): string | null {
  const date = toDate(value);
  if (!date) return null;
  const text = format(date, EVENT_TIME_FORMAT, { locale: DATE_FNS_LOCALES[locale] });
  // The Arabic comma after the year.
  return locale === "ar" ? text.replace(", ", "، ") : text;
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/**
 * A relative phrase (`3 days ago`, `قبل يومين`, `قبل 11 يومًا`), through Intl.RelativeTimeFormat
 * with Latin digits, so Arabic gets its dual and its counted forms right; `-` when empty.
 */
export function fromNow(value: DateInput, locale: Locale, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return "-";
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const formatter = new Intl.RelativeTimeFormat(INTL_LOCALES[locale], { numeric: "always" });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return formatter.format(Math.trunc(seconds / size), unit);
  }
  return new Intl.RelativeTimeFormat(INTL_LOCALES[locale], { numeric: "auto" }).format(0, "second");
}
