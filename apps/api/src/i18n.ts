import { type I18n, setupI18n } from "@lingui/core";
import { messages as ar } from "@rawaq/i18n/catalogs/ar";
import { messages as en } from "@rawaq/i18n/catalogs/en";
import { INTL_LOCALES, type Locale, parseAcceptLanguage, pickLocale } from "@rawaq/i18n/locales";

const instances: Record<Locale, I18n> = {
  // Latin digits in the numbers of Arabic messages too (INTL_LOCALES).
  ar: setupI18n({ locale: "ar", locales: INTL_LOCALES.ar, messages: { ar } }),
  en: setupI18n({ locale: "en", locales: INTL_LOCALES.en, messages: { en } }),
};

export function i18nFor(locale: Locale): I18n {
  return instances[locale];
}

/** The locale an API answer is written in: the request's Accept-Language (DESIGN.md). */
export function requestLocale(acceptLanguage: string | undefined): Locale {
  return pickLocale({ languages: parseAcceptLanguage(acceptLanguage) });
}
