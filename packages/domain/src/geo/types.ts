/** A place name in both of the product's locales. */
export type LocalizedName = { ar: string; en: string };

export type GeoLocale = keyof LocalizedName;

/** A first-level subdivision of a country; the product uses it as the "city" (SPEC §3). */
export type State = {
  /** ISO 3166-2 code where the source has one ("SA-01"), otherwise "<country>-<source id>". */
  id: string;
  name: LocalizedName;
};

export type Country = {
  /** ISO 3166-1 alpha-2 code, upper case ("SA"). */
  id: string;
  name: LocalizedName;
  /** Absent in the index: states are loaded lazily with `loadStates`. */
  states?: readonly State[];
};
