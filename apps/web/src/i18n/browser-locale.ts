import { LOCALE_COOKIE, type Locale, pickLocale } from "@rawaq/i18n/locales";
import { readCookie } from "../lib/cookies.ts";

/** The locale for a path without one: the cookie's, else the browser's, else Arabic. */
export function browserLocale(): Locale {
  return pickLocale({ cookie: readCookie(LOCALE_COOKIE), languages: navigator.languages });
}
