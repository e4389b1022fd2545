import { describe, expect, test } from "vitest";
import { STATE_LOADERS } from "./data/state-loaders.ts";
import { COUNTRIES, findCountry, hasState, loadStates, localizedOptions } from "./countries.ts";

const ARABIC_LETTER = /[\u0621-\u064A]/u;
const LATIN_LETTER = /[A-Za-z]/u;

describe("COUNTRIES", () => {
  test("lists every ISO 3166-1 country once, by its upper-case alpha-2 id", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
    expect(COUNTRIES.length).toBeLessThanOrEqual(252);
    const ids = COUNTRIES.map((country) => country.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Z]{2}$/);
  });

  test("every country has an Arabic name in Arabic letters and an English one", () => {
    for (const { id, name } of COUNTRIES) {
      expect(name.ar, id).toMatch(ARABIC_LETTER);
      expect(name.ar, id).not.toMatch(LATIN_LETTER);
      expect(name.en.trim(), id).not.toBe("");
    }
  });

  test("the index carries no states: they load lazily", () => {
    for (const country of COUNTRIES) expect(country.states).toBeUndefined();
  });

  test("every country with states is in the index", () => {
    for (const id of Object.keys(STATE_LOADERS)) expect(findCountry(id), id).toBeDefined();
  });
});

describe("findCountry", () => {
  test("finds a country by its id", () => {
    expect(findCountry("SA")).toEqual({
      id: "SA",
      name: { ar: "السعودية", en: "Saudi Arabia" },
    });
  });

  test("an unknown, lower-case, empty or inherited id is not a country", () => {
    for (const id of ["XX", "sa", "", "SAU", "constructor", "__proto__", "toString"]) {
      expect(findCountry(id), id).toBeUndefined();
    }
  });
});

describe("loadStates", () => {
  test("Saudi Arabia has its 13 regions with their Arabic names", async () => {
    const states = await loadStates("SA");

    expect(states).toHaveLength(13);
    expect(Object.fromEntries(states.map((state) => [state.id, state.name.ar]))).toEqual({
      "SA-01": "الرياض",
      "SA-02": "مكة المكرمة",
      "SA-03": "المدينة المنورة",
      "SA-04": "المنطقة الشرقية",
      "SA-05": "القصيم",
      "SA-06": "حائل",
      "SA-07": "تبوك",
      "SA-08": "الحدود الشمالية",
      "SA-09": "جازان",
      "SA-10": "نجران",
      "SA-11": "الباحة",
      "SA-12": "الجوف",
      "SA-14": "عسير",
    });
    expect(states.find((state) => state.id === "SA-01")?.name.en).toBe("Riyadh");
  });

  test("the Gulf states' subdivisions all have Arabic names", async () => {
    for (const countryId of ["AE", "BH", "KW", "OM", "QA", "SA"]) {
      for (const state of await loadStates(countryId)) {
        expect(state.name.ar, state.id).toMatch(ARABIC_LETTER);
        expect(state.name.ar, state.id).not.toMatch(LATIN_LETTER);
      }
    }
  });

  test("a country without states and an unknown id give an empty list", async () => {
    expect(findCountry("AQ")).toBeDefined();
    expect(await loadStates("AQ")).toEqual([]);
    for (const id of ["XX", "sa", "", "constructor", "__proto__", "hasOwnProperty"]) {
      expect(await loadStates(id), id).toEqual([]);
    }
  });

  test("every state id is unique within its country and every state has both names", async () => {
    let total = 0;
    for (const country of COUNTRIES) {
      const states = await loadStates(country.id);
      total += states.length;
      const ids = states.map((state) => state.id);
      expect(new Set(ids).size, country.id).toBe(ids.length);
      for (const state of states) {
        expect(state.id, country.id).toMatch(/^[A-Z]{2}-[A-Z0-9]+$/);
        expect(state.name.en.trim(), state.id).not.toBe("");
        expect(state.name.ar.trim(), state.id).not.toBe("");
      }
    }
    expect(total).toBeGreaterThan(5000);
  });

  test("state names within a country are unique, so a list never shows one name twice", async () => {
    for (const country of COUNTRIES) {
      const states = await loadStates(country.id);
      for (const locale of ["ar", "en"] as const) {
        const names = states.map((state) => state.name[locale]);
        expect(new Set(names).size, `${country.id} ${locale}`).toBe(names.length);
      }
    }
  });
});

describe("hasState", () => {
  test("accepts a state of that country", async () => {
    expect(await hasState("SA", "SA-01")).toBe(true);
  });

  test("rejects a state of another country, an unknown state and an unknown country", async () => {
    expect(await hasState("AE", "SA-01")).toBe(false);
    expect(await hasState("SA", "SA-99")).toBe(false);
    expect(await hasState("SA", "")).toBe(false);
    expect(await hasState("XX", "SA-01")).toBe(false);
    expect(await hasState("AQ", "AQ-01")).toBe(false);
  });
});

describe("localizedOptions", () => {
  test("picks the locale's name and sorts by it", () => {
    const items = [
      { id: "SA", name: { ar: "السعودية", en: "Saudi Arabia" } },
      { id: "EG", name: { ar: "مصر", en: "Egypt" } },
      { id: "BH", name: { ar: "البحرين", en: "Bahrain" } },
    ];

    expect(localizedOptions(items, "en").map((option) => option.name)).toEqual([
      "Bahrain",
      "Egypt",
      "Saudi Arabia",
    ]);
    expect(localizedOptions(items, "ar")).toEqual([
      { id: "BH", name: "البحرين" },
      { id: "SA", name: "السعودية" },
      { id: "EG", name: "مصر" },
    ]);
  });
});
