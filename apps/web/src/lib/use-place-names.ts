import { findCountry, loadKnownStates } from "@rawaq/domain/geo/countries";
import type { Locale } from "@rawaq/i18n/locales";
import useSWRImmutable from "swr/immutable";

/** The one key of a country's cities: every page that names a place shares the cached list. */
const PLACES_KEY = "geo/states";

/** The country's and the city's names in the reader's language (the API stores their ids). */
export function usePlaceNames(
  countryId: string,
  cityId: string | null,
  locale: Locale,
): { country: string; city: string | null } {
  const { data: states } = useSWRImmutable(
    cityId ? ([PLACES_KEY, countryId] as const) : null,
    // Known states: a place saved before the Saudi cities (a region) still has its name.
    ([, id]) => loadKnownStates(id),
  );
  const country = findCountry(countryId)?.name[locale] ?? countryId;
  const city = cityId
    ? (states?.find((state) => state.id === cityId)?.name[locale] ?? cityId)
    : null;
  return { country, city };
}
