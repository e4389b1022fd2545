import { INTL_LOCALES, type Locale } from "./locales.ts";

export { INTL_LOCALES };

/**
 * The fair's clock. Every time the product shows is read on it, whatever the reader's own zone
 * (a browser in Cairo, a server in UTC), so a hold, a deadline and the history agree with the
 * fair's opening hours (docs/decisions/022-…). Saudi Arabia keeps UTC+3 all year.
 */
export const FAIR_TIME_ZONE = "Asia/Riyadh";

/** The fair's name for its clock after a time a person acts on. */
const ZONE_NAMES: Record<Locale, string> = { en: "Riyadh time", ar: "بتوقيت الرياض" };

type DateInput = Date | string | number | null | undefined;

/** A calendar day as the API sends it (`2026-11-22`): a day, not an instant. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of an instant on the fair's clock, in a locale's words, digits Latin. */
type ClockParts = Record<"year" | "month" | "day" | "hour" | "minute" | "dayPeriod", string>;

// NOTE: Intl writes the month names and the AM/PM markers («ص/م») of CLDR, which are date-fns'
// (the formatter before issue 26) to the letter; it reads any zone with no library to ship.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = make()));
  return found;
}

function partsOf(format: Intl.DateTimeFormat, date: Date): ClockParts {
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts as ClockParts;
}

/** Day (2 digits), month name, year, 12-hour hour, minute, marker, on the fair's clock. */
function wordsOn(date: Date, locale: Locale): ClockParts {
  const format = formatter(
    `words-${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALES[locale], {
        timeZone: FAIR_TIME_ZONE,
        year: "numeric",
        month: "long",
        day: "2-digit",
        hour: "numeric",
        minute: "2-digit",
        hour12: true,
      }),
  );
  return partsOf(format, date);
}

/** All-digit parts on the fair's clock (`hour` 12-hour or 24-hour, zero-padded but the 12-hour). */
function digitsOn(date: Date, hour12: boolean): ClockParts {
  const format = formatter(
    `digits-${hour12}`,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone: FAIR_TIME_ZONE,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: hour12 ? "numeric" : "2-digit",
        minute: "2-digit",
        hourCycle: hour12 ? "h12" : "h23",
      }),
  );
  return partsOf(format, date);
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `22 November 2026`: the day's words. */
function dayWords({ day, month, year }: ClockParts): string {
  return `${day} ${month} ${year}`;
}

/**
 * `06 December 2026, 6:24 PM` / `06 ديسمبر 2026، 6:24 م`: the Arabic comma after the year, and a
 * no-break space that keeps the marker with its time when a narrow cell wraps the line.
 */
function eventWords(parts: ClockParts, locale: Locale): string {
  const comma = locale === "ar" ? "،" : ",";
  return `${dayWords(parts)}${comma} ${parts.hour}:${parts.minute}\u00a0${parts.dayPeriod}`;
}

/**
 * spec §9: `22 November 2026` / `22 نوفمبر 2026` (day, full month name, year); with `withTime`,
 * `2026-11-22 2:05` (12-hour, the spec's helper contract; the app shows formatDateTime). Null
 * when empty. A calendar day (`2026-11-22`) is that day; an instant is its day on the fair's clock.
 */
export function formatDate(value: DateInput, locale: Locale, withTime = false): string | null {
  const day = typeof value === "string" && !withTime ? CALENDAR_DAY.exec(value) : null;
  // Noon UTC of a calendar day is that day on the fair's clock (UTC+3) too.
  const date = day ? toDate(`${value}T12:00:00Z`) : toDate(value);
  if (!date) return null;
  if (day && date.toISOString().slice(0, 10) !== value) return null;
  if (!withTime) return dayWords(wordsOn(date, locale));
  const { year, month, day: dd, hour, minute } = digitsOn(date, true);
  return `${year}-${month}-${dd} ${hour}:${minute}`;
}

/**
 * When something happened (history, audit, mail, sessions): `24 November 2026, 9:41 PM` /
 * `24 نوفمبر 2026، 9:41 م` — the date as everywhere else, then the 12-hour time with its
 * marker, never a bare "9:41" (docs/decisions/022-…). Null when empty.
 */
export function formatDateTime(value: DateInput, locale: Locale): string | null {
  const date = toDate(value);
  return date ? eventWords(wordsOn(date, locale), locale) : null;
}

/**
 * A time a person acts on — a hold's end, a due time, a deadline, a link's expiry, a session's
 * last use: `06 December 2026, 6:24 PM Riyadh time` / `06 ديسمبر 2026، 6:24 م بتوقيت الرياض`,
 * the fair's zone named, so a reader elsewhere knows whose clock it is. Null when empty.
 */
export function formatTimeWithZone(value: DateInput, locale: Locale): string | null {
  const date = toDate(value);
  return date ? `${eventWords(wordsOn(date, locale), locale)} ${ZONE_NAMES[locale]}` : null;
}

/**
 * A time in a spreadsheet cell (an export's "submitted at"): `2024-01-16 00:30`, 24-hour on the
 * fair's clock — a value to sort and filter as text; the column's header names the zone. Null
 * when empty.
 */
export function formatSheetDateTime(value: DateInput): string | null {
  const date = toDate(value);
  if (!date) return null;
  const { year, month, day, hour, minute } = digitsOn(date, false);
  return `${year}-${month}-${day} ${hour}:${minute}`;
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

/**
 * A calendar day in a chart's axis or a trend's table: `7 Dec` / `7 ديسمبر` (day and short month,
 * Latin digits in both). Null when it is not a day.
 */
export function formatShortDay(day: string, locale: Locale): string | null {
  if (!CALENDAR_DAY.test(day)) return null;
  const date = toDate(`${day}T12:00:00Z`);
  if (!date || date.toISOString().slice(0, 10) !== day) return null;
  const format = formatter(
    `short-day-${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALES[locale], {
        timeZone: "UTC",
        month: "short",
        day: "numeric",
      }),
  );
  return format.format(date);
}
