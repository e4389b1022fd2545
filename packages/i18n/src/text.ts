import type { Locale } from "./locales.ts";

/**
 * FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE: a value set into a plain-text sentence (a mail,
 * an API message, a CSV cell) keeps its own direction, so a booth code, an email or a column
 * name does not swap places with the Arabic and punctuation around it. In markup, `<bdi>` does
 * the same.
 */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}

/**
 * Between the items of a list, the Arabic way in Arabic: a comma, or a semicolon between items
 * that may hold commas themselves (titles in a spreadsheet cell).
 */
export const LIST_SEPARATORS = {
  comma: { ar: "، ", en: ", " },
  semicolon: { ar: "؛ ", en: "; " },
} as const satisfies Record<string, Record<Locale, string>>;

/**
 * A list of values for a placeholder of a catalog message ("These columns are missing:
 * {columns}.") or a cell: each item isolated, separated the reader's way. No "and":
 * Intl.ListFormat's Arabic joins «و» to the next item, which must never touch a Latin word
 * («وB-07»; packages/i18n/README.md).
 */
export function formatList(
  items: readonly string[],
  locale: Locale,
  separator: keyof typeof LIST_SEPARATORS = "comma",
): string {
  return items.map(isolate).join(LIST_SEPARATORS[separator][locale]);
}
