/**
 * Generates the committed country and state ("city") data in `src/geo/data/`.
 *
 * Regenerate (the state source is 74 MB, so it is not a dependency of the repo):
 *
 *   npm i --prefix /tmp/geo-src @countrystatecity/countries@1.0.9
 *   cd packages/domain && node scripts/generate-geo.ts /tmp/geo-src/node_modules/@countrystatecity/countries
 *
 * then review the diff by hand (especially the Arabic names) and run the geo tests.
 *
 * Sources:
 * - Country ids and names: `i18n-iso-countries` (MIT; a devDependency of this package), with the
 *   few choices and corrections listed in COUNTRY_NAME_* below.
 * - States: `@countrystatecity/countries` 1.0.9 (`dist/data/<Name>-<ISO2>/states.json`), data
 *   from the Countries States Cities Database by dr5hn, licensed ODbL-1.0 — the generated files
 *   carry that attribution.
 *
 * Arabic state names: the source has no Arabic translations of states, only `native` (the name
 * in the country's own language). It is used as the Arabic name only when it is written in Arabic
 * script AND the country's language is Arabic (Arab League members): Persian, Pashto and Urdu
 * names (Iran, Afghanistan, Pakistan) are Arabic script but not Arabic. Every other state uses its
 * English name as its Arabic name. `native` is machine-made in places ("يشيد" for Ha'il, "المسكات
 * عنب طيب الشذا" for Muscat), so every Arabic name of the Arab countries was checked by hand and
 * the wrong ones are corrected in ARABIC_STATE_NAMES.
 *
 * Saudi Arabia's "cities" are real cities (CURATED_CITIES, with hand-written Arabic and English
 * names and stable ids), not the source's 13 regions: a publisher in Jeddah should not have to
 * pick "Makkah Region". The regions it replaces are written to `retired-states.ts`, so values
 * stored before (SA-01…) still show their name; new input must name a city
 * (docs/decisions/020-…).
 *
 * Output is sorted by id and formatted with the repo's Prettier config, so a rerun on the same
 * sources gives the same bytes.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import arCountries from "i18n-iso-countries/langs/ar.json" with { type: "json" };
import enCountries from "i18n-iso-countries/langs/en.json" with { type: "json" };
import * as prettier from "prettier";

type Name = { ar: string; en: string };
type SourceState = {
  id: number;
  name: string;
  native: string | null;
  type: string | null;
  iso3166_2: string | null;
};

const SOURCE_VERSION = "@countrystatecity/countries@1.0.9";

/** The Arab League's members: their states' `native` names are Arabic. */
const ARABIC_SPEAKING = new Set(
  "AE BH DJ DZ EG IQ JO KM KW LB LY MA MR OM PS QA SA SD SO SY TN YE".split(" "),
);

/** English display name where the source lists several (the first is often the formal one). */
const COUNTRY_NAME_EN: Record<string, string> = {
  AE: "United Arab Emirates",
  AX: "Åland Islands",
  BN: "Brunei",
  CD: "Democratic Republic of the Congo",
  CG: "Republic of the Congo",
  CI: "Côte d'Ivoire",
  CN: "China",
  CZ: "Czechia",
  FK: "Falkland Islands",
  FM: "Micronesia",
  GB: "United Kingdom",
  GM: "Gambia",
  IR: "Iran",
  KR: "South Korea",
  LA: "Laos",
  MD: "Moldova",
  MK: "North Macedonia",
  NL: "Netherlands",
  PN: "Pitcairn Islands",
  PS: "Palestine",
  RE: "Réunion",
  RU: "Russia",
  SY: "Syria",
  TR: "Türkiye",
  TW: "Taiwan",
  TZ: "Tanzania",
  US: "United States",
  VA: "Vatican City",
  VG: "British Virgin Islands",
  VI: "U.S. Virgin Islands",
};

/** Current Arabic names where the source has an outdated one. */
const COUNTRY_NAME_AR: Record<string, string> = {
  BY: "بيلاروس",
  MM: "ميانمار",
  RE: "ريونيون",
  SZ: "إسواتيني",
};

/** Hand-checked Arabic names where the source's `native` is missing, machine-made or wrong. */
const ARABIC_STATE_NAMES: Record<string, string> = {
  // Saudi Arabia
  "SA-06": "حائل",
  "SA-09": "جازان",
  // Algeria
  "DZ-10": "البويرة",
  "DZ-25": "قسنطينة",
  "DZ-26": "المدية",
  "DZ-28": "المسيلة",
  "DZ-29": "معسكر",
  "DZ-20": "سعيدة",
  "DZ-39": "الوادي",
  "DZ-43": "ميلة",
  "DZ-45": "النعامة",
  "DZ-50": "المنيعة",
  "DZ-57": "عين صالح",
  "DZ-58": "عين قزام",
  // United Arab Emirates: one word, as the emirate writes it.
  "AE-AZ": "أبوظبي",
  // Bahrain
  "BH-13": "العاصمة",
  "BH-14": "الجنوبية",
  "BH-15": "المحرق",
  "BH-17": "الشمالية",
  // Comoros
  "KM-G": "القمر الكبرى",
  // Iraq
  "IQ-KR": "إقليم كردستان",
  // Jordan: the shadda tells the capital from Oman (عمان).
  "JO-AM": "عمّان",
  // Lebanon
  "LB-AK": "عكار",
  "LB-BH": "بعلبك الهرمل",
  "LB-BA": "بيروت",
  "LB-NA": "النبطية",
  "LB-AS": "الشمال",
  "LB-JA": "الجنوب",
  // Morocco: the source's transliterations (صافي، رحمنة، تان تان) are not the Arabic names.
  "MA-REH": "الرحامنة",
  "MA-SAF": "آسفي",
  "MA-TNT": "طانطان",
  // Libya
  "LY-JG": "الجبل الغربي",
  "LY-JI": "الجفارة",
  "LY-MJ": "المرج",
  "LY-MB": "المرقب",
  "LY-ZA": "الزاوية",
  // Mauritania
  "MR-01": "الحوض الشرقي",
  "MR-02": "الحوض الغربي",
  // Morocco
  "MA-AGD": "أكادير إداوتنان",
  "MA-ASZ": "أسا الزاك",
  "MA-SAL": "سلا",
  "MA-02": "جهة الشرق",
  // Oman
  "OM-MA": "مسقط",
  // Qatar
  "QA-KH": "الخور",
  "QA-MS": "الشمال",
  "QA-RA": "الريان",
  "QA-US": "أم صلال",
  "QA-WA": "الوكرة",
  "QA-ZA": "الضعاين",
  // Sudan
  "SD-NO": "الشمالية",
  // United Arab Emirates
  "AE-FU": "الفجيرة",
  "AE-UQ": "أم القيوين",
  // Djibouti: the source has only French and Somali names.
  "DJ-AR": "عرتا",
  "DJ-AS": "علي صبيح",
  "DJ-DI": "دخيل",
  "DJ-DJ": "جيبوتي",
  "DJ-OB": "أوبوك",
  "DJ-TA": "تاجورة",
  // Somalia: the source has only Somali names; these are the Arabic press's.
  "SO-AW": "أودل",
  "SO-BK": "باكول",
  "SO-BN": "بنادر",
  "SO-BR": "باري",
  "SO-BY": "باي",
  "SO-GA": "جلجدود",
  "SO-GE": "جدو",
  "SO-HI": "هيران",
  "SO-JD": "جوبا الوسطى",
  "SO-JH": "جوبا السفلى",
  "SO-MU": "مدق",
  "SO-NU": "نوجال",
  "SO-SA": "سناج",
  "SO-SD": "شبيلي الوسطى",
  "SO-SH": "شبيلي السفلى",
  "SO-SO": "سول",
  "SO-TO": "توجدير",
  "SO-WO": "وقوي جلبيد",
};

/**
 * Countries whose list is a curated list of cities instead of the source's states. Ids are
 * stable (`SA-` and the English name in capitals): stored values depend on them.
 */
const CURATED_CITIES: Record<string, { id: string; name: Name }[]> = {
  SA: [
    ["RIYADH", "الرياض", "Riyadh"],
    ["JEDDAH", "جدة", "Jeddah"],
    ["MAKKAH", "مكة المكرمة", "Makkah"],
    ["MADINAH", "المدينة المنورة", "Madinah"],
    ["DAMMAM", "الدمام", "Dammam"],
    ["KHOBAR", "الخبر", "Al Khobar"],
    ["DHAHRAN", "الظهران", "Dhahran"],
    ["AHSA", "الأحساء", "Al Ahsa"],
    ["JUBAIL", "الجبيل", "Jubail"],
    ["QATIF", "القطيف", "Qatif"],
    ["RASTANURA", "رأس تنورة", "Ras Tanura"],
    ["HAFARALBATIN", "حفر الباطن", "Hafar Al Batin"],
    ["KHAFJI", "الخفجي", "Khafji"],
    ["TAIF", "الطائف", "Taif"],
    ["YANBU", "ينبع", "Yanbu"],
    ["RABIGH", "رابغ", "Rabigh"],
    ["QUNFUDHAH", "القنفذة", "Al Qunfudhah"],
    ["LITH", "الليث", "Al Lith"],
    ["ABHA", "أبها", "Abha"],
    ["KHAMISMUSHAIT", "خميس مشيط", "Khamis Mushait"],
    ["BISHA", "بيشة", "Bisha"],
    ["MUHAYIL", "محايل عسير", "Muhayil Asir"],
    ["NAMAS", "النماص", "Al Namas"],
    ["JAZAN", "جازان", "Jazan"],
    ["SABYA", "صبيا", "Sabya"],
    ["ABUARISH", "أبو عريش", "Abu Arish"],
    ["NAJRAN", "نجران", "Najran"],
    ["SHARURAH", "شرورة", "Sharurah"],
    ["BAHAH", "الباحة", "Al Bahah"],
    ["BURAYDAH", "بريدة", "Buraydah"],
    ["UNAIZAH", "عنيزة", "Unaizah"],
    ["RASS", "الرس", "Ar Rass"],
    ["HAIL", "حائل", "Ha'il"],
    ["TABUK", "تبوك", "Tabuk"],
    ["ULA", "العلا", "AlUla"],
    ["UMLUJ", "أملج", "Umluj"],
    ["WAJH", "الوجه", "Al Wajh"],
    ["ARAR", "عرعر", "Arar"],
    ["RAFHA", "رفحاء", "Rafha"],
    ["TURAIF", "طريف", "Turaif"],
    ["SAKAKA", "سكاكا", "Sakaka"],
    ["DUMATALJANDAL", "دومة الجندل", "Dumat Al Jandal"],
    ["QURAYYAT", "القريات", "Al Qurayyat"],
    ["KHARJ", "الخرج", "Al Kharj"],
    ["DIRIYAH", "الدرعية", "Diriyah"],
    ["MAJMAAH", "المجمعة", "Al Majma'ah"],
    ["ZULFI", "الزلفي", "Az Zulfi"],
    ["DAWADMI", "الدوادمي", "Ad Dawadimi"],
    ["WADIADDAWASIR", "وادي الدواسر", "Wadi Ad Dawasir"],
    ["SHAQRA", "شقراء", "Shaqra"],
  ].map(([id, ar, en]) => ({ id: `SA-${id}`, name: { ar: ar!, en: en! } })),
};

const ARABIC_SCRIPT = /^[\u0600-\u06FF\s\-()'.،]+$/u;
// Letters that Persian, Urdu, Pashto and Kurdish add to the script: a name with one is not Arabic.
const NON_ARABIC_LETTERS = /[\u0679-\u06FF]/u;
// ISO 3166-2 remarks for Western Sahara that the source appends to some Moroccan names.
const WESTERN_SAHARA_REMARK = /\s*\(EH(-partial|-جزئي)?\)$/u;

function main() {
  const sourceArg = process.argv[2];
  if (!sourceArg) {
    console.error("usage: node scripts/generate-geo.ts <path to @countrystatecity/countries>");
    process.exit(2);
  }
  const dataDir = findDataDir(resolve(sourceArg));
  const outDir = resolve(import.meta.dirname, "../src/geo/data");

  const countries = readCountries();
  const statesByCountry = readStates(dataDir, new Set(countries.map((country) => country.id)));

  rmSync(join(outDir, "states"), { recursive: true, force: true });
  mkdirSync(join(outDir, "states"), { recursive: true });

  // A curated list replaces the source's states; those are kept apart, for stored values.
  const retired: { id: string; name: Name }[] = [];
  for (const [countryId, cities] of Object.entries(CURATED_CITIES)) {
    retired.push(...(statesByCountry.get(countryId) ?? []));
    statesByCountry.set(
      countryId,
      cities.toSorted((a, b) => (a.id < b.id ? -1 : 1)),
    );
  }

  return Promise.all([
    write(join(outDir, "country-index.ts"), countryIndexModule(countries)),
    write(join(outDir, "retired-states.ts"), retiredStatesModule(retired)),
    write(join(outDir, "state-loaders.ts"), loadersModule([...statesByCountry.keys()])),
    ...[...statesByCountry].map(([countryId, states]) =>
      write(join(outDir, "states", `${countryId.toLowerCase()}.ts`), statesModule(states)),
    ),
  ]).then(() => {
    const all = [...statesByCountry.values()].flat();
    const arabic = all.filter((state) => state.name.ar !== state.name.en).length;
    console.log(
      `${countries.length} countries, ${statesByCountry.size} with states, ${all.length} states, ` +
        `${arabic} with an Arabic name (${all.length - arabic} use the English name in Arabic).`,
    );
  });
}

function findDataDir(source: string): string {
  for (const candidate of [join(source, "dist/data"), source]) {
    if (existsSync(join(candidate, "Saudi_Arabia-SA/states.json"))) return candidate;
  }
  throw new Error(`no dist/data/<Country>-<ISO2>/states.json under ${source}`);
}

function readCountries(): { id: string; name: Name }[] {
  const ar = arCountries.countries as Record<string, string | string[]>;
  const en = enCountries.countries as Record<string, string | string[]>;
  return Object.keys(en)
    .sort()
    .map((id) => {
      const english = en[id];
      const arabic = ar[id];
      if (Array.isArray(english) && !COUNTRY_NAME_EN[id]) {
        throw new Error(`${id} has several English names (${english.join(" / ")}): choose one`);
      }
      if (arabic === undefined) throw new Error(`${id} has no Arabic name`);
      return {
        id,
        name: {
          ar: COUNTRY_NAME_AR[id] ?? (Array.isArray(arabic) ? arabic[0]! : arabic),
          en: COUNTRY_NAME_EN[id] ?? (english as string),
        },
      };
    });
}

function readStates(dataDir: string, countryIds: Set<string>) {
  const statesByCountry = new Map<string, { id: string; name: Name }[]>();
  const folders = readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const folder of folders) {
    const countryId = folder.slice(folder.lastIndexOf("-") + 1);
    if (!countryIds.has(countryId)) throw new Error(`${folder}: ${countryId} is not in the index`);
    const source = JSON.parse(
      readFileSync(join(dataDir, folder, "states.json"), "utf8"),
    ) as SourceState[];
    if (source.length === 0) continue;

    const states = source.map((state) => toState(countryId, state));
    disambiguate(states, source);
    states.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const ids = new Set(states.map((state) => state.id));
    if (ids.size !== states.length) throw new Error(`${countryId}: duplicate state ids`);
    statesByCountry.set(countryId, states);
  }
  for (const id of Object.keys(ARABIC_STATE_NAMES)) {
    const countryId = id.slice(0, 2);
    if (!statesByCountry.get(countryId)?.some((state) => state.id === id)) {
      throw new Error(`ARABIC_STATE_NAMES has ${id}, which the source does not`);
    }
  }
  return statesByCountry;
}

function toState(countryId: string, state: SourceState) {
  const id = state.iso3166_2?.trim() || `${countryId}-${state.id}`;
  const en = clean(state.name);
  const native = clean(state.native ?? "");
  const isArabic =
    ARABIC_SPEAKING.has(countryId) &&
    ARABIC_SCRIPT.test(native) &&
    !NON_ARABIC_LETTERS.test(native);
  const ar = ARABIC_STATE_NAMES[id] ?? (isArabic ? native : en);
  // Every Arab League member's places read in Arabic (issue 26): a Latin name is a missing entry
  // of ARABIC_STATE_NAMES, not a fallback.
  if (ARABIC_SPEAKING.has(countryId) && !ARABIC_SCRIPT.test(ar)) {
    throw new Error(`${id} (${en}) has no Arabic name: add it to ARABIC_STATE_NAMES`);
  }
  return { id, name: { ar, en } };
}

function clean(name: string): string {
  return name.replace(WESTERN_SAHARA_REMARK, "").replace(/\s+/gu, " ").trim();
}

/**
 * Some countries list a region and a city (or two municipalities) under one name ("Minsk"):
 * the type, and the id if the type is shared too, tells them apart in a list.
 */
function disambiguate(states: { id: string; name: Name }[], source: SourceState[]) {
  const byName = new Map<string, { id: string; name: Name }[]>();
  for (const state of states)
    byName.set(state.name.en, [...(byName.get(state.name.en) ?? []), state]);
  for (const group of byName.values()) {
    if (group.length < 2) continue;
    const types = group.map((state) => source[states.indexOf(state)]!.type ?? "");
    for (const [index, state] of group.entries()) {
      const type = types[index]!;
      const isTypeShared = types.filter((other) => other === type).length > 1;
      const suffix = isTypeShared || !type ? `${type ? `${type}, ` : ""}${state.id}` : type;
      state.name = { ar: `${state.name.ar} (${suffix})`, en: `${state.name.en} (${suffix})` };
    }
  }
}

const HEADER =
  "// Generated by scripts/generate-geo.ts: do not edit by hand, change the script and rerun it.\n";
const STATES_HEADER =
  HEADER +
  `// States: Countries States Cities Database (${SOURCE_VERSION}), ODbL-1.0,\n` +
  "// https://github.com/dr5hn/countries-states-cities-database\n";

function countryIndexModule(countries: { id: string; name: Name }[]): string {
  return `${HEADER}// Countries: i18n-iso-countries (MIT).
import type { Country } from "../types.ts";

export const COUNTRY_INDEX: readonly Country[] = ${JSON.stringify(countries)};
`;
}

function statesModule(states: { id: string; name: Name }[]): string {
  return `${STATES_HEADER}import type { State } from "../../types.ts";

const states: readonly State[] = ${JSON.stringify(states)};

export default states;
`;
}

function retiredStatesModule(states: { id: string; name: Name }[]): string {
  return `${STATES_HEADER}import type { State } from "../types.ts";

/**
 * States that a curated list of cities replaced (Saudi Arabia's regions). Not offered for new
 * input; kept so a value stored before still reads as a place.
 */
export const RETIRED_STATES: readonly State[] = ${JSON.stringify(states)};
`;
}

function loadersModule(countryIds: string[]): string {
  const entries = countryIds
    .toSorted()
    .map((id) => `${id}: () => import("./states/${id.toLowerCase()}.ts"),`)
    .join("\n");
  return `${HEADER}import type { State } from "../types.ts";

type StatesModule = { default: readonly State[] };

/**
 * One literal dynamic import per country, so every bundler splits each country's states into a
 * chunk of its own and Node loads only the country asked for.
 */
export const STATE_LOADERS: Readonly<Record<string, () => Promise<StatesModule>>> = {
${entries}
};
`;
}

async function write(file: string, code: string) {
  const options = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(code, { ...options, filepath: file }));
}

await main();
