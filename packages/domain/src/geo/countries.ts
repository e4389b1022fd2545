import { COUNTRY_INDEX } from "./data/country-index.ts";
import { RETIRED_STATES } from "./data/retired-states.ts";
import { STATE_LOADERS } from "./data/state-loaders.ts";
import type { Country, GeoLocale, LocalizedName, State } from "./types.ts";

export type { Country, GeoLocale, LocalizedName, State } from "./types.ts";

/**
 * Every ISO 3166-1 country with its Arabic and English name, sorted by id. Small enough for the
 * main bundle; the states are not in it (see `loadStates`).
 */
export const COUNTRIES: readonly Country[] = COUNTRY_INDEX;

const countriesById = new Map(COUNTRIES.map((country) => [country.id, country]));

/** The country with this exact ISO 3166-1 alpha-2 id ("SA"), or undefined. */
export function findCountry(id: string): Country | undefined {
  return countriesById.get(id);
}

/**
 * The states (used as cities) of a country, loaded on demand: each country's list is a chunk of
 * its own in a bundle. Resolves to an empty list for a country without states or an unknown id.
 */
export async function loadStates(countryId: string): Promise<readonly State[]> {
  // NOTE: Object.hasOwn, so ids like "constructor" or "__proto__" are unknown, not inherited.
  if (!Object.hasOwn(STATE_LOADERS, countryId)) return [];
  const module = await STATE_LOADERS[countryId]!();
  return module.default;
}

/**
 * Whether the state exists in that country, in the same data the picker offers: the server
 * validates a submitted country and city with it.
 */
export async function hasState(countryId: string, stateId: string): Promise<boolean> {
  const states = await loadStates(countryId);
  return states.some((state) => state.id === stateId);
}

/**
 * The states of a country as stored values may name them: the current list, and the states a
 * curated list of cities replaced (Saudi Arabia's regions, SA-01…), so that a place saved
 * before still reads as one. For showing names only; input is checked with `hasState`.
 */
export async function loadKnownStates(countryId: string): Promise<readonly State[]> {
  const prefix = `${countryId}-`;
  return [
    ...(await loadStates(countryId)),
    ...RETIRED_STATES.filter((state) => state.id.startsWith(prefix)),
  ];
}

/** The Arab League's members, listed right after Saudi Arabia in the country list. */
export const ARAB_LEAGUE: ReadonlySet<string> = new Set(
  "AE BH DJ DZ EG IQ JO KM KW LB LY MA MR OM PS QA SA SD SO SY TN YE".split(" "),
);

/**
 * The country list as a reader of `locale` meets it: Saudi Arabia first, then the other Arab
 * League members, then every other country, each group in the locale's alphabetical order.
 */
export function countryOptions(locale: GeoLocale): { id: string; name: string }[] {
  const rank = (id: string) => (id === "SA" ? 0 : ARAB_LEAGUE.has(id) ? 1 : 2);
  const collator = new Intl.Collator(locale);
  return COUNTRIES.map((country) => ({ id: country.id, name: country.name[locale] })).sort(
    (a, b) => rank(a.id) - rank(b.id) || collator.compare(a.name, b.name),
  );
}

/** `{ id, name }` options in one locale, sorted the way a reader of that locale expects. */
export function localizedOptions(
  items: readonly { id: string; name: LocalizedName }[],
  locale: GeoLocale,
): { id: string; name: string }[] {
  const collator = new Intl.Collator(locale);
  return items
    .map((item) => ({ id: item.id, name: item.name[locale] }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
