import { COUNTRIES, loadStates, localizedOptions } from "@rawaq/domain/geo/countries";
import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { DirectionProvider } from "../direction/index.ts";
import { typeWithArabicKeyboard } from "../select/arabic-keyboard.ts";
import { CountryCityPicker } from "./country-city-picker.tsx";
import type { CountryCityPickerProps, PickerPlace } from "./country-city-picker.tsx";

const countries: PickerPlace[] = [
  { id: "AQ", name: "Antarctica" },
  { id: "EG", name: "Egypt" },
  { id: "SA", name: "Saudi Arabia" },
];

const citiesByCountry: Record<string, PickerPlace[]> = {
  EG: [
    { id: "EG-C", name: "Cairo" },
    { id: "EG-ALX", name: "Alexandria" },
  ],
  SA: [
    { id: "SA-01", name: "Riyadh" },
    { id: "SA-02", name: "Makkah" },
  ],
};

const loadCities = (countryId: string) => Promise.resolve(citiesByCountry[countryId] ?? []);

/** A promise the test settles itself, to look at the picker while cities load. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The parent of SPEC §4: holds both ids and hears every change. */
function Parent(props: Partial<CountryCityPickerProps>) {
  const [country, setCountry] = useState(props.country ?? "");
  const [city, setCity] = useState(props.city ?? "");
  return (
    <CountryCityPicker
      countries={countries}
      loadCities={loadCities}
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

const countrySelect = () => page.getByRole("combobox", { name: "Country" });
const citySelect = () => page.getByRole("combobox", { name: "City" });

async function choose(select: ReturnType<typeof countrySelect>, option: string) {
  await userEvent.click(select);
  await userEvent.click(page.getByRole("option", { name: option, exact: true }));
}

describe("CountryCityPicker", () => {
  test("starts with the country placeholder and a disabled city dropdown asking for a country", async () => {
    await render(<Parent />);

    await expect.element(countrySelect()).toHaveTextContent("Select the country");
    await expect.element(countrySelect()).toBeEnabled();
    await expect.element(citySelect()).toBeDisabled();
    await expect.element(citySelect()).toHaveTextContent("Please select a country first!");
    expect(document.querySelector('[data-slot="country-city-picker"]')).toHaveAttribute(
      "data-cities",
      "no-country",
    );
  });

  test("choosing a country reports it and fills the city list from its states", async () => {
    const onCountryChange = vi.fn();
    const load = vi.fn(loadCities);
    await render(<Parent onCountryChange={onCountryChange} loadCities={load} />);

    await choose(countrySelect(), "Saudi Arabia");

    expect(onCountryChange).toHaveBeenCalledExactlyOnceWith("SA");
    expect(load).toHaveBeenCalledWith("SA");
    await expect.element(countrySelect()).toHaveTextContent("Saudi Arabia");
    await expect.element(citySelect()).toBeEnabled();
    await expect.element(citySelect()).toHaveTextContent("Select the city");
    await userEvent.click(citySelect());
    await expect.element(page.getByRole("option", { name: "Riyadh" })).toBeVisible();
    await expect.element(page.getByRole("option", { name: "Makkah" })).toBeVisible();
    expect(page.getByRole("option").elements()).toHaveLength(2);
  });

  test("choosing a city reports its id to the parent", async () => {
    const onCityChange = vi.fn();
    await render(<Parent country="SA" onCityChange={onCityChange} />);

    await expect.element(citySelect()).toBeEnabled();
    await choose(citySelect(), "Makkah");

    expect(onCityChange).toHaveBeenCalledExactlyOnceWith("SA-02");
    await expect.element(citySelect()).toHaveTextContent("Makkah");
  });

  test("choosing another country resets the city and refills the list", async () => {
    const onCityChange = vi.fn();
    await render(<Parent country="SA" city="SA-01" onCityChange={onCityChange} />);
    await expect.element(citySelect()).toHaveTextContent("Riyadh");

    await choose(countrySelect(), "Egypt");

    expect(onCityChange).toHaveBeenCalledExactlyOnceWith("");
    await expect.element(citySelect()).toHaveTextContent("Select the city");
    await userEvent.click(citySelect());
    await expect.element(page.getByRole("option", { name: "Cairo" })).toBeVisible();
    await expect.element(page.getByRole("option", { name: "Riyadh" })).not.toBeInTheDocument();
  });

  test("choosing the same country again keeps the city", async () => {
    const onCityChange = vi.fn();
    const onCountryChange = vi.fn();
    await render(
      <Parent
        country="SA"
        city="SA-01"
        onCityChange={onCityChange}
        onCountryChange={onCountryChange}
      />,
    );
    await expect.element(citySelect()).toHaveTextContent("Riyadh");

    await choose(countrySelect(), "Saudi Arabia");

    expect(onCountryChange).not.toHaveBeenCalled();
    expect(onCityChange).not.toHaveBeenCalled();
    await expect.element(citySelect()).toHaveTextContent("Riyadh");
  });

  test("while the cities load, the city dropdown is busy and says so", async () => {
    const pending = deferred<PickerPlace[]>();
    await render(<Parent loadCities={() => pending.promise} />);

    await choose(countrySelect(), "Saudi Arabia");

    await expect.element(citySelect()).toBeDisabled();
    await expect.element(citySelect()).toHaveAttribute("aria-busy", "true");
    await expect.element(citySelect()).toHaveTextContent("Loading cities…");
    pending.resolve(citiesByCountry["SA"]!);
    await expect.element(citySelect()).toBeEnabled();
    await expect.element(citySelect()).not.toHaveAttribute("aria-busy");
  });

  test("a slow answer for a country no longer chosen is dropped", async () => {
    const saudi = deferred<PickerPlace[]>();
    const load = (countryId: string) =>
      countryId === "SA" ? saudi.promise : loadCities(countryId);
    await render(<Parent loadCities={load} />);

    await choose(countrySelect(), "Saudi Arabia");
    await choose(countrySelect(), "Egypt");
    await expect.element(citySelect()).toBeEnabled();
    saudi.resolve(citiesByCountry["SA"]!);
    await new Promise((resolve) => setTimeout(resolve, 50));

    await userEvent.click(citySelect());
    await expect.element(page.getByRole("option", { name: "Cairo" })).toBeVisible();
    await expect.element(page.getByRole("option", { name: "Riyadh" })).not.toBeInTheDocument();
  });

  test("a country without cities says so with its name, and the city dropdown stays disabled", async () => {
    await render(<Parent />);

    await choose(countrySelect(), "Antarctica");

    await expect
      .element(citySelect())
      .toHaveTextContent("Sorry, there is no list of cities in Antarctica!");
    await expect.element(citySelect()).toBeDisabled();
    expect(document.querySelector('[data-slot="country-city-picker"]')).toHaveAttribute(
      "data-cities",
      "empty",
    );
  });

  test("the no-cities text is a prop whose {country} is replaced by the country's name", async () => {
    await render(<Parent country="AQ" noCitiesText="عذرًا، لا توجد قائمة مدن في {country}!" />);

    await expect.element(citySelect()).toHaveTextContent("عذرًا، لا توجد قائمة مدن في Antarctica!");
  });

  test("a failed load shows its error on the city dropdown", async () => {
    await render(<Parent loadCities={() => Promise.reject(new Error("chunk"))} />);

    await choose(countrySelect(), "Saudi Arabia");

    await expect.element(citySelect()).toBeDisabled();
    await expect
      .element(citySelect())
      .toHaveAccessibleDescription("The list of cities could not be loaded.");
  });

  test("country-only mode shows just the country dropdown and loads no cities", async () => {
    const load = vi.fn(loadCities);
    const onCountryChange = vi.fn();
    await render(<Parent mode="country" loadCities={load} onCountryChange={onCountryChange} />);

    await expect.element(countrySelect()).toBeVisible();
    expect(page.getByRole("combobox").elements()).toHaveLength(1);
    await expect.element(citySelect()).not.toBeInTheDocument();
    await choose(countrySelect(), "Egypt");

    expect(onCountryChange).toHaveBeenCalledExactlyOnceWith("EG");
    expect(load).not.toHaveBeenCalled();
  });

  test("city-only mode shows just the city dropdown, for the country it is given", async () => {
    const onCityChange = vi.fn();
    await render(<Parent mode="city" country="EG" onCityChange={onCityChange} />);

    await expect.element(citySelect()).toBeEnabled();
    expect(page.getByRole("combobox").elements()).toHaveLength(1);
    await expect.element(countrySelect()).not.toBeInTheDocument();
    await choose(citySelect(), "Alexandria");

    expect(onCityChange).toHaveBeenCalledExactlyOnceWith("EG-ALX");
  });

  test("city-only mode without a country is disabled and asks for one", async () => {
    await render(<Parent mode="city" />);

    await expect.element(citySelect()).toBeDisabled();
    await expect.element(citySelect()).toHaveTextContent("Please select a country first!");
  });

  test("cities can be passed in instead of loaded", async () => {
    await render(<Parent country="SA" loadCities={undefined} cities={citiesByCountry["SA"]} />);

    await userEvent.click(citySelect());
    await expect.element(page.getByRole("option", { name: "Riyadh" })).toBeVisible();
  });

  test("each field's error is tied to its dropdown", async () => {
    await render(<Parent country="SA" countryError="Choose a country" cityError="Choose a city" />);

    await expect.element(countrySelect()).toHaveAttribute("aria-invalid", "true");
    await expect.element(countrySelect()).toHaveAccessibleDescription("Choose a country");
    await expect.element(citySelect()).toHaveAttribute("aria-invalid", "true");
    await expect.element(citySelect()).toHaveAccessibleDescription("Choose a city");
  });

  test("disabled disables both dropdowns", async () => {
    await render(<Parent country="SA" disabled />);

    await expect.element(countrySelect()).toBeDisabled();
    await expect.element(citySelect()).toBeDisabled();
  });

  test("labels and placeholders come in as props", async () => {
    await render(
      <Parent
        countryLabel="الدولة"
        cityLabel="المدينة"
        countryPlaceholder="اختر الدولة"
        noCountryText="يرجى اختيار الدولة أولًا!"
      />,
    );

    await expect
      .element(page.getByRole("combobox", { name: "الدولة" }))
      .toHaveTextContent("اختر الدولة");
    await expect
      .element(page.getByRole("combobox", { name: "المدينة" }))
      .toHaveTextContent("يرجى اختيار الدولة أولًا!");
  });

  test("without a parent holding the ids it keeps the choice itself", async () => {
    const onCityChange = vi.fn();
    await render(
      <CountryCityPicker
        countries={countries}
        loadCities={loadCities}
        onCityChange={onCityChange}
      />,
    );

    await choose(countrySelect(), "Egypt");
    await choose(citySelect(), "Cairo");
    await expect.element(citySelect()).toHaveTextContent("Cairo");
    await choose(countrySelect(), "Saudi Arabia");

    expect(onCityChange.mock.calls).toEqual([["EG-C"], [""]]);
    await expect.element(citySelect()).toHaveTextContent("Select the city");
  });

  test("with the product's data: Arabic type-to-find in the country list, then Saudi cities", async () => {
    const onCountryChange = vi.fn();
    const arabicCountries = localizedOptions(COUNTRIES, "ar");
    await render(
      <DirectionProvider dir="rtl">
        <div dir="rtl" lang="ar">
          <Parent
            countries={arabicCountries}
            loadCities={async (id) => localizedOptions(await loadStates(id), "ar")}
            onCountryChange={onCountryChange}
          />
        </div>
      </DirectionProvider>,
    );

    await userEvent.click(countrySelect());
    await expect.element(page.getByRole("listbox")).toBeVisible();
    await typeWithArabicKeyboard("السع");
    await expect.element(page.getByRole("option", { name: "السعودية" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");

    expect(onCountryChange).toHaveBeenCalledExactlyOnceWith("SA");
    await expect.element(citySelect()).toBeEnabled();
    await userEvent.click(citySelect());
    await expect.element(page.getByRole("option", { name: "الرياض" })).toBeInTheDocument();
    await expect.element(page.getByRole("option", { name: "جدة" })).toBeInTheDocument();
    expect(page.getByRole("option").elements().length).toBeGreaterThanOrEqual(40);
    expect(page.getByRole("option", { name: "المنطقة الشرقية" }).elements()).toHaveLength(0);
  });
});

describe("a searchable country list", () => {
  test("typing narrows the countries; choosing one loads its cities", async () => {
    const onCountryChange = vi.fn();
    await render(
      <Parent
        countries={[
          { id: "SA", name: "Saudi Arabia" },
          { id: "EG", name: "Egypt" },
          { id: "FR", name: "France" },
        ]}
        isCountrySearchable
        loadCities={async (id) => (id === "EG" ? [{ id: "EG-C", name: "Cairo" }] : [])}
        onCountryChange={onCountryChange}
      />,
    );
    const country = page.getByRole("combobox", { name: "Country" });
    await userEvent.click(country);
    await userEvent.keyboard("egy");
    expect(
      page
        .getByRole("option")
        .elements()
        .map((option) => option.textContent),
    ).toEqual(["Egypt"]);
    await userEvent.keyboard("{Enter}");

    expect(onCountryChange).toHaveBeenCalledExactlyOnceWith("EG");
    await expect.element(country).toHaveValue("Egypt");
    await userEvent.click(citySelect());
    await expect.element(page.getByRole("option", { name: "Cairo" })).toBeInTheDocument();
  });
});
