import { useLingui } from "@lingui/react/macro";
import { countryOptions, loadStates, localizedOptions } from "@rawaq/domain/geo/countries";
import { type Rule, rule } from "@rawaq/domain/rules";
import type { Locale } from "@rawaq/i18n/locales";
import { CountryCityPicker, type PickerPlace } from "@rawaq/ui/country-city-picker";
import type { UseFormResult } from "@rawaq/ui/form";
import { useMemo, useState } from "react";
import { noCitiesText } from "../i18n/slot-messages.ts";

export interface PlacePickerState {
  /** The city's rule for useForm: required unless the chosen country has no cities. */
  cityRule: Rule;
  countries: readonly PickerPlace[];
  loadCities: (countryId: string) => Promise<readonly PickerPlace[]>;
}

/**
 * The state behind a form's PlacePicker. Call it before useForm: the city rule it returns
 * depends on the cities the picker loaded.
 */
export function usePlacePicker(): PlacePickerState {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  // Saudi Arabia first, then the Arab League, then the rest, each in the reader's order.
  const countries = useMemo(() => countryOptions(locale), [locale]);
  // A country without cities in the data has nothing to choose: the city is then not required.
  const [countryHasCities, setCountryHasCities] = useState(true);

  return {
    cityRule: rule(
      "required",
      (value) => !countryHasCities || (typeof value === "string" && value !== ""),
    ),
    countries,
    loadCities: async (countryId) => {
      const cities = localizedOptions(await loadStates(countryId), locale);
      setCountryHasCities(cities.length > 0);
      return cities;
    },
  };
}

export interface PlacePickerProps {
  /** From usePlacePicker, called by the same form. */
  places: PlacePickerState;
  /** The form's id: the picker names its selects `${id}-country` and `${id}-city`, its fields' ids. */
  id: string;
  form: Pick<UseFormResult<{ country: string; city: string }>, "values" | "errors" | "setValue">;
  countryLabel: string;
  cityLabel: string;
}

/** A form's required country and city, bound to its `country` and `city` fields. */
export function PlacePicker({ places, id, form, countryLabel, cityLabel }: PlacePickerProps) {
  const { i18n, t } = useLingui();
  return (
    <CountryCityPicker
      id={id}
      countries={places.countries}
      loadCities={places.loadCities}
      country={form.values.country || undefined}
      city={form.values.city || undefined}
      onCountryChange={(countryId) => {
        form.setValue("country", countryId, { shouldValidate: true });
        form.setValue("city", "");
      }}
      onCityChange={(cityId) => form.setValue("city", cityId, { shouldValidate: true })}
      countryLabel={countryLabel}
      cityLabel={cityLabel}
      isCountrySearchable
      countryNoResultsText={t`No country matches`}
      countryShowOptionsLabel={t`Show every country`}
      countryPlaceholder={t`Select the country`}
      cityPlaceholder={t`Select the city`}
      noCountryText={t`Please select a country first!`}
      noCitiesText={noCitiesText(i18n)}
      loadingCitiesText={t`Loading cities…`}
      citiesFailedText={t`The list of cities could not be loaded.`}
      countryError={form.errors.country}
      cityError={form.errors.city}
      required
    />
  );
}
