import {
  COUNTRIES,
  countryOptions,
  loadStates,
  localizedOptions,
} from "@rawaq/domain/geo/countries";
import type { GeoLocale } from "@rawaq/domain/geo/countries";
import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn, waitFor } from "storybook/test";
import { localize, storyLocale } from "../storybook/locale.ts";
import { CountryCityPicker } from "./country-city-picker.tsx";
import type { CountryCityPickerProps, PickerPlace } from "./country-city-picker.tsx";

/** The picker's texts in each story locale (the English ones are its defaults). */
const pickerTexts = {
  ar: {
    countryLabel: "الدولة",
    cityLabel: "المدينة",
    countryPlaceholder: "اختر الدولة",
    cityPlaceholder: "اختر المدينة",
    noCountryText: "يرجى اختيار الدولة أولًا!",
    noCitiesText: "عذرًا، لا توجد قائمة مدن في {country}!",
    loadingCitiesText: "جارٍ تحميل المدن…",
    citiesFailedText: "تعذّر تحميل قائمة المدن.",
  },
  en: {
    countryLabel: "Country",
    cityLabel: "City",
    countryPlaceholder: "Select the country",
    cityPlaceholder: "Select the city",
    noCountryText: "Please select a country first!",
    noCitiesText: "Sorry, there is no list of cities in {country}!",
    loadingCitiesText: "Loading cities…",
    citiesFailedText: "The list of cities could not be loaded.",
  },
};

const errorTexts = {
  ar: { countryError: "حقل الدولة مطلوب.", cityError: "حقل المدينة مطلوب." },
  en: { countryError: "The field country is required.", cityError: "The field city is required." },
};

/** What the app does: names in the reader's language, sorted for that reader. */
function countriesIn(locale: GeoLocale): PickerPlace[] {
  return localizedOptions(COUNTRIES, locale);
}

function citiesLoaderIn(locale: GeoLocale) {
  return async (countryId: string) => localizedOptions(await loadStates(countryId), locale);
}

/** Never settles: holds the city dropdown in its loading state. */
const neverLoads = () => new Promise<PickerPlace[]>(() => {});

/** The parent of SPEC §4: holds both ids, seeded from the story's args. */
function PickerDemo(props: CountryCityPickerProps) {
  const [country, setCountry] = useState(props.country ?? "");
  const [city, setCity] = useState(props.city ?? "");
  return (
    <CountryCityPicker
      {...props}
      country={country}
      city={city}
      onCountryChange={(next) => {
        setCountry(next);
        props.onCountryChange?.(next);
      }}
      onCityChange={(next) => {
        setCity(next);
        props.onCityChange?.(next);
      }}
    />
  );
}

/** Lets the city lists load before a screenshot: `loading` pickers may stay loading on purpose. */
function waitForCities(canvasElement: HTMLElement, loading = 0) {
  return waitFor(() => {
    const pickers = canvasElement.querySelectorAll('[data-slot="country-city-picker"]');
    const stillLoading = canvasElement.querySelectorAll('[data-cities="loading"]');
    if (pickers.length === 0 || stillLoading.length !== loading) {
      throw new Error("the city lists are still loading");
    }
  });
}

const meta = {
  title: "Components/CountryCityPicker",
  component: CountryCityPicker,
  args: { countries: [], onCountryChange: fn(), onCityChange: fn() },
  argTypes: {
    countries: { control: false },
    cities: { control: false },
    loadCities: { control: false },
    mode: { control: "inline-radio", options: ["both", "country", "city"] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Country and city dropdowns (SPEC §4), built on `Select`. Choosing a country reports " +
          'it, resets the city (`onCityChange("")`) and loads that country\'s states as the ' +
          "city list; choosing a city reports its id. Until a country is chosen the city " +
          "dropdown is disabled and reads 'Please select a country first!'; a country without " +
          "cities reads 'Sorry, there is no list of cities in {country}!'. `mode` shows both " +
          "dropdowns, only the country one or only the city one. The root carries `data-cities` " +
          '("no-country", "loading", "ready", "empty", "failed"). The kit loads nothing: the ' +
          "app passes the names and a loader from `@rawaq/domain/geo/countries`.\n\n" +
          "```tsx\n" +
          'import { COUNTRIES, loadStates, localizedOptions } from "@rawaq/domain/geo/countries";\n\n' +
          "<CountryCityPicker\n" +
          "  countries={localizedOptions(COUNTRIES, locale)}\n" +
          "  loadCities={async (id) => localizedOptions(await loadStates(id), locale)}\n" +
          "  country={country}\n" +
          "  city={city}\n" +
          "  onCountryChange={setCountry}\n" +
          "  onCityChange={setCity}\n" +
          "  countryLabel={t`Country`}\n" +
          "  cityLabel={t`City`}\n" +
          "/>\n" +
          "```",
      },
    },
  },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className={args.mode === "both" || !args.mode ? "w-[36rem]" : "w-72"}>
        <PickerDemo
          {...localize(pickerTexts, globals)}
          loadCities={citiesLoaderIn(locale)}
          {...args}
          countries={args.countries.length > 0 ? args.countries : countriesIn(locale)}
        />
      </div>
    );
  },
  play: ({ canvasElement }) => waitForCities(canvasElement),
} satisfies Meta<typeof CountryCityPicker>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const CountryChosen: Story = { args: { country: "SA" } };

export const CityChosen: Story = { args: { country: "SA", city: "SA-RIYADH" } };

/** Antarctica has no states in the data. */
export const CountryWithoutCities: Story = { args: { country: "AQ" } };

export const LoadingCities: Story = {
  args: { country: "SA", loadCities: neverLoads },
  play: ({ canvasElement }) => waitForCities(canvasElement, 1),
};

export const CountryOnly: Story = { args: { mode: "country", country: "SA" } };

/** The country is chosen elsewhere on the page. */
export const CityOnly: Story = { args: { mode: "city", country: "SA" } };

export const CityOnlyWithoutCountry: Story = { args: { mode: "city" } };

export const Disabled: Story = { args: { country: "SA", city: "SA-JEDDAH", disabled: true } };

/** The country list searched by typing (Saudi Arabia and the Arab countries first, as the app orders it). */
export const SearchableCountry: Story = {
  args: { country: "SA", city: "SA-JEDDAH", isCountrySearchable: true },
  render: (args, context) => {
    const locale = storyLocale(context.globals);
    return meta.render(
      {
        ...args,
        countries: countryOptions(locale),
        countryNoResultsText: locale === "ar" ? "لا توجد نتائج" : "No match",
        countryShowOptionsLabel: locale === "ar" ? "عرض الخيارات" : "Show the options",
      },
      context,
    );
  },
};

export const WithErrors: Story = {
  args: { country: "SA" },
  render: (args, context) => {
    return meta.render(
      { ...args, required: true, ...localize(errorTexts, context.globals) },
      context,
    );
  },
};

export const AllStates: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    const common = {
      ...localize(pickerTexts, globals),
      ...args,
      countries: countriesIn(locale),
      loadCities: citiesLoaderIn(locale),
    };
    // Narrow cells: each picker stacks its two dropdowns (it lays them out by its own width).
    return (
      <div className="grid w-[58rem] grid-cols-3 items-start gap-x-6 gap-y-8">
        <PickerDemo {...common} />
        <PickerDemo {...common} country="SA" />
        <PickerDemo {...common} country="SA" city="SA-RIYADH" />
        <PickerDemo {...common} country="AQ" />
        <PickerDemo {...common} country="SA" loadCities={neverLoads} />
        <PickerDemo {...common} required {...localize(errorTexts, globals)} />
        <PickerDemo {...common} country="SA" city="SA-JEDDAH" disabled />
        <PickerDemo {...common} mode="country" country="EG" />
        <PickerDemo {...common} mode="city" country="EG" />
      </div>
    );
  },
  play: ({ canvasElement }) => waitForCities(canvasElement, 1),
};
