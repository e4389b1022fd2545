import { describe, expect, test } from "vitest";
import { STATE_LOADERS } from "./data/state-loaders.ts";
import {
  ARAB_LEAGUE,
  COUNTRIES,
  countryOptions,
  findCountry,
  hasState,
  loadKnownStates,
  loadStates,
  localizedOptions,
} from "./countries.ts";

const ARABIC_LETTER = /[\u0621-\u064A]/u;
const LATIN_LETTER = /[A-Za-z]/u;

describe("Arabic place names (issue 10's native review)", () => {
  test("Moroccan regions and Abu Dhabi read as their Arabic names, not transliterations", async () => {
    const morocco = Object.fromEntries((await loadStates("MA")).map((state) => [state.id, state]));
    expect(morocco["MA-SAF"]?.name).toEqual({ ar: "آسفي", en: "Safi" });
    expect(morocco["MA-REH"]?.name).toEqual({ ar: "الرحامنة", en: "Rehamna" });
    expect(morocco["MA-TNT"]?.name).toEqual({ ar: "طانطان", en: "Tan-Tan" });
    const moroccanNames = Object.values(morocco).map((state) => state.name.ar);
    for (const transliteration of ["صافي", "رحمنة", "تان تان"]) {
      expect(moroccanNames).not.toContain(transliteration);
    }

    const emirates = await loadStates("AE");
    expect(emirates.find((state) => state.id === "AE-AZ")?.name.ar).toBe("أبوظبي");
    expect(emirates.map((state) => state.name.ar)).not.toContain("أبو ظبي");
  });

  test("Palestine is «فلسطين»", () => {
    expect(findCountry("PS")?.name).toEqual({ ar: "فلسطين", en: "Palestine" });
    expect(countryOptions("ar").find((option) => option.id === "PS")?.name).toBe("فلسطين");
  });
});

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
  test("Saudi Arabia lists its main cities, not its regions, in both languages", async () => {
    const states = await loadStates("SA");
    const names = Object.fromEntries(states.map((state) => [state.id, state.name]));

    expect(states.length).toBeGreaterThanOrEqual(40);
    expect(names["SA-RIYADH"]).toEqual({ ar: "الرياض", en: "Riyadh" });
    expect(names["SA-JEDDAH"]).toEqual({ ar: "جدة", en: "Jeddah" });
    expect(names["SA-DAMMAM"]).toEqual({ ar: "الدمام", en: "Dammam" });
    expect(names["SA-ABHA"]).toEqual({ ar: "أبها", en: "Abha" });
    expect(names["SA-01"]).toBeUndefined();
    for (const state of states) expect(state.id, state.id).toMatch(/^SA-[A-Z]+$/);
  });

  test("every Arab League member's cities and regions have Arabic names (Djibouti and Somalia too)", async () => {
    expect(ARAB_LEAGUE.size).toBe(22);
    for (const countryId of ARAB_LEAGUE) {
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
    // Reads the states of all 250 countries, one module each: seconds on a busy 2-core machine.
  }, 30_000);

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
    expect(await hasState("SA", "SA-JEDDAH")).toBe(true);
  });

  test("rejects a state of another country, an unknown state and an unknown country", async () => {
    expect(await hasState("AE", "SA-01")).toBe(false);
    expect(await hasState("SA", "SA-99")).toBe(false);
    expect(await hasState("SA", "")).toBe(false);
    expect(await hasState("XX", "SA-01")).toBe(false);
    expect(await hasState("AQ", "AQ-01")).toBe(false);
  });
});

describe("loadKnownStates", () => {
  test("still names a Saudi region stored before the cities, and every city", async () => {
    const known = await loadKnownStates("SA");
    const byId = new Map(known.map((state) => [state.id, state.name]));

    expect(byId.get("SA-01")).toEqual({ ar: "الرياض", en: "Riyadh" });
    expect(byId.get("SA-14")).toEqual({ ar: "عسير", en: "Asir" });
    expect(byId.get("SA-JEDDAH")?.en).toBe("Jeddah");
    expect(await hasState("SA", "SA-01")).toBe(false);
  });

  test("another country's list is its states alone", async () => {
    expect(await loadKnownStates("AE")).toEqual(await loadStates("AE"));
    expect(await loadKnownStates("S")).toEqual([]);
  });
});

describe("countryOptions", () => {
  test.each(["ar", "en"] as const)(
    "in %s: Saudi Arabia, then the Arab League alphabetically, then the rest",
    (locale) => {
      const options = countryOptions(locale);
      const collator = new Intl.Collator(locale);
      const arab = options.slice(1, ARAB_LEAGUE.size);

      expect(options).toHaveLength(COUNTRIES.length);
      expect(options[0]).toEqual({ id: "SA", name: findCountry("SA")!.name[locale] });
      expect(new Set(arab.map((option) => option.id))).toEqual(
        new Set([...ARAB_LEAGUE].filter((id) => id !== "SA")),
      );
      for (const group of [arab, options.slice(ARAB_LEAGUE.size)]) {
        const names = group.map((option) => option.name);
        expect(names).toEqual(names.toSorted(collator.compare));
      }
    },
  );

  test("the Arab League has its 22 members", () => {
    expect(ARAB_LEAGUE.size).toBe(22);
    expect(
      countryOptions("en")
        .slice(0, 3)
        .map((option) => option.id),
    ).toEqual(["SA", "DZ", "BH"]);
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
