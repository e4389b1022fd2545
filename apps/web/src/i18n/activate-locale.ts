import { i18n } from "@lingui/core";
import { INTL_LOCALES, type Locale, localeCookie } from "@rawaq/i18n/locales";
import { applyDocumentLocale } from "./document-locale.ts";

// One lazy chunk per locale: a visitor downloads only the catalog of the language they read.
const catalogs: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  ar: () => import("@rawaq/i18n/catalogs/ar"),
  en: () => import("@rawaq/i18n/catalogs/en"),
};

/** Loads and activates a locale's messages, then mirrors it on the page and in the cookie. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    const { messages } = await catalogs[locale]();
    // Numbers in ICU messages (`#`, `{n, number}`) are formatted for INTL_LOCALES: Latin digits.
    i18n.loadAndActivate({ locale, locales: INTL_LOCALES[locale], messages: messages as never });
  }
  applyDocumentLocale(locale);
  document.cookie = localeCookie(locale);
}
