import { findCountry } from "@rawaq/domain/geo/countries";
import { PHONE_INPUT_DEFAULTS } from "./constants.ts";
import { ALL_COUNTRIES, callingCodeOf, toCountryCode } from "./phone-number.ts";
import type { CountryCode } from "./phone-number.ts";

export type CountryOption = {
  code: CountryCode;
  /** The country's name in the UI locale: the domain's names in Arabic and English, else Intl. */
  name: string;
  /** Digits only, no plus: "966". */
  callingCode: string;
};

/** The allow-list wins over the ignore-list; codes neither list knows are dropped. */
export function allowedCountries(
  onlyCountries: readonly string[] | undefined,
  ignoredCountries: readonly string[] | undefined,
): ReadonlySet<CountryCode> {
  const only = new Set((onlyCountries ?? []).map((code) => code.toUpperCase()));
  const ignored = new Set((ignoredCountries ?? []).map((code) => code.toUpperCase()));
  return new Set(
    ALL_COUNTRIES.filter((code) => (only.size === 0 || only.has(code)) && !ignored.has(code)),
  );
}

/** The countries of the list, named in `locale` and sorted by that locale's collation. */
export function countryOptions(allowed: ReadonlySet<CountryCode>, locale: string): CountryOption[] {
  const names = regionNames(locale);
  const collator = new Intl.Collator(locale);
  return [...allowed]
    .map((code) => ({ code, name: names(code), callingCode: callingCodeOf(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

function regionNames(locale: string): (code: CountryCode) => string {
  let displayNames: Intl.DisplayNames | undefined;
  try {
    displayNames = new Intl.DisplayNames([locale, "en"], { type: "region", fallback: "code" });
  } catch {
    displayNames = undefined;
  }
  // The product's own names (the country lists everywhere else), so Arabic reads «فلسطين» here
  // too, not Intl's «الأراضي الفلسطينية».
  const language = locale.split("-")[0]?.toLowerCase();
  const product = language === "ar" || language === "en" ? language : undefined;
  return (code) =>
    (product && findCountry(code)?.name[product]) || (displayNames?.of(code) ?? code);
}

/** The UI locale when none is given: the document's language, else the browser's. */
export function defaultLocale(): string {
  if (typeof document !== "undefined" && document.documentElement.lang) {
    return document.documentElement.lang;
  }
  return typeof navigator !== "undefined" ? navigator.language || "en" : "en";
}

/**
 * The guess before (or instead of) any lookup: the region of the browser's preferred languages
 * (`ar` → SA by likely subtags), then SA, then the first country of the list.
 */
export function guessCountry(
  allowed: ReadonlySet<CountryCode>,
  languages: readonly string[] = typeof navigator === "undefined" ? [] : navigator.languages,
): CountryCode | undefined {
  for (const language of languages) {
    const region = localeRegion(language);
    if (region && allowed.has(region)) return region;
  }
  const fallback = toCountryCode(PHONE_INPUT_DEFAULTS.fallbackCountry);
  if (fallback && allowed.has(fallback)) return fallback;
  return allowed.values().next().value;
}

function localeRegion(language: string): CountryCode | undefined {
  try {
    return toCountryCode(new Intl.Locale(language).maximize().region);
  } catch {
    return undefined;
  }
}
