import { loadKnownStates } from "@rawaq/domain/geo/countries";
import type { GeoLocale } from "@rawaq/domain/geo/countries";
import useSWR from "swr";

/** A city's name in the reader's language; the id itself until (or unless) it is found. */
export function useCityName(
  country: string,
  city: string | null,
  locale: GeoLocale,
): string | null {
  const { data: states } = useSWR(city ? ["geo/states", country] : null, ([, countryId]) =>
    loadKnownStates(countryId),
  );
  if (!city) return null;
  return states?.find((state) => state.id === city)?.name[locale] ?? city;
}
