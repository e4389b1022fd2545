import { type Locale, localeDirection } from "@rawaq/i18n/locales";

/**
 * The one place that sets the page's language and direction. The server sends the first paint
 * with the same values (apps/api/src/http/spa.ts); this keeps them right after a switch.
 */
export function applyDocumentLocale(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = localeDirection(locale);
}
