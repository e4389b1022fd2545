import type { Locale } from "@rawaq/i18n/locales";

/** The guide's addresses (decision 083), in one place for the pages, the sitemap and the API. */
export const GUIDE_BASE = "/guide";

type Query = Record<string, string | number | undefined | null>;

function withQuery(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // Empty filters and the first page are the address without them: one address per page.
    if (value === undefined || value === null || value === "" || (key === "page" && value === 1)) {
      continue;
    }
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const guidePaths = {
  home: (locale: Locale) => `${GUIDE_BASE}/${locale}`,
  search: (locale: Locale, query?: Query) => withQuery(`${GUIDE_BASE}/${locale}/books`, query),
  title: (locale: Locale, isbn: string) => `${GUIDE_BASE}/${locale}/books/${isbn}`,
  exhibitors: (locale: Locale, query?: Query) =>
    withQuery(`${GUIDE_BASE}/${locale}/exhibitors`, query),
  exhibitor: (locale: Locale, slug: string, query?: Query) =>
    withQuery(`${GUIDE_BASE}/${locale}/exhibitors/${encodeURIComponent(slug)}`, query),
  logo: (slug: string) => `${GUIDE_BASE}/logos/${encodeURIComponent(slug)}`,
  map: (locale: Locale, query?: Query) => withQuery(`${GUIDE_BASE}/${locale}/map`, query),
  suggest: (locale: Locale) => `${GUIDE_BASE}/${locale}/suggest`,
};

/** The same page in the other language: the path's locale swapped, its query kept. */
export function inLocale(path: string, locale: Locale): string {
  return path.replace(/^\/guide\/(ar|en)(?=\/|\?|$)/, `${GUIDE_BASE}/${locale}`);
}
