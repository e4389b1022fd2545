import * as v from "valibot";
import type { Bilingual } from "./bilingual.ts";
import { readWholeNumber } from "./numbers.ts";

/**
 * The fair guide's data (decision 083): what the API reads for visitors and the guide's pages
 * draw. Nothing here names a person — the guide shows houses, titles, prices and booths only.
 */

/** A hall of the fair (a zone of its floor plan). */
export interface GuideHall {
  code: string;
  name: Bilingual;
}

/** Where a house exhibits: a hall and a booth code. */
export interface GuideBooth {
  hall: GuideHall;
  code: string;
}

/** A house as the guide names it: its name (often Arabic) and its commercial name. */
export interface GuideHouse {
  slug: string;
  name: string;
  commercialName: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  booth: GuideBooth;
}

export interface GuideEvent {
  name: Bilingual;
  venue: Bilingual;
  address: Bilingual;
  startsOn: string;
  endsOn: string;
  halls: GuideHall[];
  exhibitors: number;
  titles: number;
}

/** A title as one house sells it. */
export interface GuideOffer {
  isbn: string;
  title: string;
  author: string;
  publisher: string;
  language: string;
  /** The year of its issue date. */
  year: number;
  priceHalalas: number;
  house: GuideHouse;
}

export interface GuideSearchFilters {
  q: string;
  language: string;
  country: string;
  hall: string;
}

export interface GuideSearchAnswer {
  offers: GuideOffer[];
  /** Matches, counted up to GUIDE_COUNT_CAP (the page says "1,000+" beyond). */
  total: number;
  page: number;
  pages: number;
  /** What the filters may choose among, for the whole guide. */
  choices: GuideChoices;
}

export interface GuideChoices {
  languages: string[];
  countries: string[];
  halls: GuideHall[];
}

export interface GuideExhibitorSummary extends GuideHouse {
  titles: number;
  hasLogo: boolean;
}

export interface GuideExhibitorProfile {
  description: Bilingual;
  website: string | null;
  publicEmail: string | null;
  publicPhone: string | null;
}

export interface GuideMapBooth {
  code: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The house exhibiting there; null for a booth nobody took. */
  house: Pick<GuideHouse, "slug" | "name" | "commercialName"> | null;
}

export interface GuideMapHall extends GuideHall {
  width: number;
  height: number;
  booths: GuideMapBooth[];
}

/** Results per page of the guide's lists. */
export const GUIDE_PAGE_SIZE = 20;
/** Counting stops here: a query matching more shows "1,000+". */
export const GUIDE_COUNT_CAP = 1000;
/** Suggestions the search box offers as one types. */
export const GUIDE_SUGGESTIONS = 8;

const queryText = (maxLength: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => text.trim().slice(0, maxLength)),
    ),
    "",
  );

/**
 * What the guide's addresses may carry after `?`, read leniently: a visitor's address never
 * fails (an unknown filter matches nothing, a page out of range is the first).
 */
export const GuideQuerySchema = v.object({
  q: queryText(100),
  language: queryText(60),
  country: queryText(2),
  hall: queryText(20),
  letter: queryText(1),
  find: queryText(100),
  page: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => readWholeNumber(text) ?? 0),
      v.transform((page) => (page >= 1 && page <= GUIDE_COUNT_CAP / GUIDE_PAGE_SIZE ? page : 1)),
    ),
    "1",
  ),
});
export type GuideQuery = v.InferOutput<typeof GuideQuerySchema>;
