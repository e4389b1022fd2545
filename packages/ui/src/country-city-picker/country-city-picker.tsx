import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { Combobox } from "../combobox/index.ts";
import { Select } from "../select/index.ts";
import { joinClasses } from "../text-field/field.tsx";

/** A country or a city (a state, SPEC §3) in the reader's language. */
export type PickerPlace = { id: string; name: string };

export type CountryCityPickerMode = "both" | "country" | "city";

/** Which list the city dropdown shows, exposed as `data-cities` on the picker. */
export type CitiesState = "no-country" | "loading" | "ready" | "empty" | "failed";

export type CountryCityPickerProps = {
  /** The countries to offer, already named and ordered for the reader. */
  countries: readonly PickerPlace[];
  /**
   * Loads a country's cities when it is chosen (the kit fetches nothing itself: pass
   * `(id) => loadStates(id).then(…)` from @rawaq/domain/geo/countries, for instance).
   */
  loadCities?: (countryId: string) => Promise<readonly PickerPlace[]>;
  /** The cities of the chosen country, when the parent has them already (wins over loadCities). */
  cities?: readonly PickerPlace[];
  /**
   * The chosen country id; "" for none. Omit it to let the picker hold the choice. In "city"
   * mode the parent chooses the country, so the parent also resets its city when it changes it.
   */
  country?: string;
  defaultCountry?: string;
  /** The chosen city id; "" for none. Omit it to let the picker hold the choice. */
  city?: string;
  defaultCity?: string;
  onCountryChange?: (countryId: string) => void;
  /** Called with the chosen city's id, and with "" when choosing a country resets the city. */
  onCityChange?: (cityId: string) => void;
  /** "country" shows only the country dropdown, "city" only the city one (for `country`). */
  mode?: CountryCityPickerMode;
  /** The country list is searched by typing (a Combobox) rather than a plain dropdown. */
  isCountrySearchable?: boolean;
  /** Searchable country list: shown when the search matches nothing. */
  countryNoResultsText?: string;
  /** Searchable country list: the toggle button's accessible name. */
  countryShowOptionsLabel?: string;
  countryLabel?: ReactNode;
  cityLabel?: ReactNode;
  countryPlaceholder?: string;
  cityPlaceholder?: string;
  /** The disabled city dropdown's text until a country is chosen. */
  noCountryText?: string;
  /** Shown when the chosen country has no cities; `{country}` becomes the country's name. */
  noCitiesText?: string;
  loadingCitiesText?: string;
  /** Shown when loadCities fails. */
  citiesFailedText?: string;
  countryError?: ReactNode;
  cityError?: ReactNode;
  countryHint?: ReactNode;
  cityHint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Form field names (hidden native selects submit the ids). */
  countryInputName?: string;
  cityInputName?: string;
  /** Id prefix of the two fields: `${id}-country` and `${id}-city`. */
  id?: string;
  className?: string;
};

type CitiesLoad = {
  countryId: string;
  state: "loading" | "ready" | "failed";
  cities: readonly PickerPlace[];
};

const NO_PLACES: readonly PickerPlace[] = [];

/**
 * Country and city dropdowns (SPEC §4): choosing a country resets the city and fills the city
 * list with that country's states; until then the city dropdown is disabled.
 */
export function CountryCityPicker({
  countries,
  loadCities,
  cities: citiesProp,
  country: countryProp,
  defaultCountry = "",
  city: cityProp,
  defaultCity = "",
  onCountryChange,
  onCityChange,
  mode = "both",
  isCountrySearchable = false,
  countryNoResultsText,
  countryShowOptionsLabel,
  countryLabel = "Country",
  cityLabel = "City",
  countryPlaceholder = "Select the country",
  cityPlaceholder = "Select the city",
  noCountryText = "Please select a country first!",
  noCitiesText = "Sorry, there is no list of cities in {country}!",
  loadingCitiesText = "Loading cities…",
  citiesFailedText = "The list of cities could not be loaded.",
  countryError,
  cityError,
  countryHint,
  cityHint,
  disabled = false,
  required,
  countryInputName,
  cityInputName,
  id,
  className,
}: CountryCityPickerProps) {
  const [ownCountry, setOwnCountry] = useState(defaultCountry);
  const [ownCity, setOwnCity] = useState(defaultCity);
  const country = countryProp ?? ownCountry;
  const city = cityProp ?? ownCity;

  const showsCities = mode !== "country";
  const load = useCitiesLoad(
    showsCities && citiesProp === undefined && loadCities ? country : "",
    loadCities,
  );
  const list: Omit<CitiesLoad, "countryId"> =
    citiesProp !== undefined
      ? { state: "ready", cities: citiesProp }
      : loadCities
        ? load
        : { state: "ready", cities: NO_PLACES };
  const citiesState: CitiesState =
    country === ""
      ? "no-country"
      : list.state === "ready" && list.cities.length === 0
        ? "empty"
        : list.state;
  const cities = citiesState === "ready" ? list.cities : NO_PLACES;

  function changeCity(next: string) {
    if (cityProp === undefined) setOwnCity(next);
    onCityChange?.(next);
  }

  function handleCountryChange(next: string) {
    if (next === country) return;
    if (countryProp === undefined) setOwnCountry(next);
    onCountryChange?.(next);
    if (city !== "") changeCity("");
  }

  const countryName = countries.find((item) => item.id === country)?.name ?? country;
  const cityText: Record<CitiesState, string> = {
    "no-country": noCountryText,
    loading: loadingCitiesText,
    ready: cityPlaceholder,
    empty: noCitiesText.replaceAll("{country}", countryName),
    failed: cityPlaceholder,
  };
  // A city that is not in the list (yet) shows the placeholder rather than an empty box.
  const shownCity = cities.some((item) => item.id === city) ? city : "";

  return (
    <div
      data-slot="country-city-picker"
      data-mode={mode}
      data-cities={showsCities ? citiesState : undefined}
      className={joinClasses("@container", className)}
    >
      {/* Side by side when the picker itself is wide enough, wherever it is placed. */}
      <div
        className={joinClasses("grid gap-4", mode === "both" && "@lg:grid-cols-2 @lg:items-start")}
      >
        {mode !== "city" && isCountrySearchable && (
          <Combobox
            id={id ? `${id}-country` : undefined}
            label={countryLabel}
            options={countries.map(toOption)}
            value={country}
            onValueChange={handleCountryChange}
            placeholder={countryPlaceholder}
            noResultsText={countryNoResultsText}
            showOptionsLabel={countryShowOptionsLabel}
            hint={countryHint}
            error={countryError}
            disabled={disabled}
            required={required}
            name={countryInputName}
            className="min-w-0"
          />
        )}
        {mode !== "city" && !isCountrySearchable && (
          <Select
            id={id ? `${id}-country` : undefined}
            label={countryLabel}
            options={countries.map(toOption)}
            value={country}
            onValueChange={handleCountryChange}
            placeholder={countryPlaceholder}
            hint={countryHint}
            error={countryError}
            disabled={disabled}
            required={required}
            name={countryInputName}
            className="min-w-0"
          />
        )}
        {showsCities && (
          <Select
            id={id ? `${id}-city` : undefined}
            label={cityLabel}
            options={cities.map(toOption)}
            value={shownCity}
            onValueChange={changeCity}
            placeholder={cityText[citiesState]}
            hint={cityHint}
            error={citiesState === "failed" ? (cityError ?? citiesFailedText) : cityError}
            disabled={disabled || citiesState !== "ready"}
            isLoading={citiesState === "loading"}
            required={required}
            name={cityInputName}
            className="min-w-0"
          />
        )}
      </div>
    </div>
  );
}

function toOption(place: PickerPlace) {
  return { value: place.id, label: place.name };
}

/**
 * The cities of `countryId` ("" for none), loaded with the latest `loadCities`. A slow answer
 * for a country that is no longer chosen is dropped.
 */
function useCitiesLoad(
  countryId: string,
  loadCities: CountryCityPickerProps["loadCities"],
): Omit<CitiesLoad, "countryId"> {
  const loadRef = useRef(loadCities);
  useEffect(() => {
    loadRef.current = loadCities;
  });
  const [load, setLoad] = useState<CitiesLoad>({
    countryId: "",
    state: "ready",
    cities: NO_PLACES,
  });

  useEffect(() => {
    const loader = loadRef.current;
    if (countryId === "" || !loader) return;
    let isCurrent = true;
    loader(countryId).then(
      (cities) => {
        if (isCurrent) setLoad({ countryId, state: "ready", cities });
      },
      () => {
        if (isCurrent) setLoad({ countryId, state: "failed", cities: NO_PLACES });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [countryId]);

  // Until the answer for this country arrives, whatever is stored belongs to another one.
  if (load.countryId !== countryId) return { state: "loading", cities: NO_PLACES };
  return load;
}
