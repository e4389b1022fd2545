export const LOCALES = ["ar", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export type Direction = "rtl" | "ltr";

/** Arabic is the product's first language (DESIGN.md, bilingual rules). */
export const DEFAULT_LOCALE: Locale = "ar";

/** Cookie that remembers the chosen locale (spec §9: 365 days, SameSite=Lax, path /). */
export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Intl locale of each product locale: Latin digits in Arabic too (spec §9). Lingui gets it as
 * its `locales`, so `#` and `{n, number}` in ICU messages are Latin whatever the browser's CLDR
 * (before CLDR 46, Intl.NumberFormat("ar") wrote Arabic-Indic digits).
 */
export const INTL_LOCALES: Record<Locale, string> = { ar: "ar-u-nu-latn", en: "en" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function localeDirection(locale: Locale): Direction {
  return locale === "ar" ? "rtl" : "ltr";
}

/** The locale a path starts with (`/en/books` → en), or undefined. */
export function localeFromPath(pathname: string): Locale | undefined {
  const first = pathname.split("/")[1];
  return isLocale(first) ? first : undefined;
}

/**
 * The locale for a visitor who opens `/`: the cookie's, else the first of the browser's
 * languages that we offer, else Arabic.
 */
export function pickLocale(options: {
  cookie?: string | null;
  languages?: readonly string[];
}): Locale {
  if (isLocale(options.cookie)) return options.cookie;
  for (const language of options.languages ?? []) {
    const base = language.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** Languages of an Accept-Language header, best first. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const quality = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const q = quality ? Number(quality.slice(2)) : 1;
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag !== "" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The cookie string that stores the locale, with the spec's attributes. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
