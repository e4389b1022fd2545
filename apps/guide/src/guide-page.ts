import type {
  GuideChoices,
  GuideEvent,
  GuideExhibitorProfile,
  GuideExhibitorSummary,
  GuideHouse,
  GuideMapHall,
  GuideOffer,
  GuideSearchFilters,
} from "@rawaq/domain/guide";
import type { Locale } from "@rawaq/i18n/locales";

/**
 * Every page of the guide, as the API reads it (apps/api/src/features/guide) and the renderer
 * draws it. A page is a value: the renderer reads nothing itself.
 */
export type GuidePage =
  | { kind: "home"; event: GuideEvent }
  | {
      kind: "search";
      event: GuideEvent;
      filters: GuideSearchFilters;
      offers: GuideOffer[];
      total: number;
      page: number;
      pages: number;
      choices: GuideChoices;
    }
  | { kind: "title"; event: GuideEvent; isbn: string; offers: GuideOffer[]; halls: GuideMapHall[] }
  | {
      kind: "exhibitors";
      event: GuideEvent;
      filters: { country: string; hall: string; letter: string };
      letters: string[];
      exhibitors: GuideExhibitorSummary[];
      total: number;
      page: number;
      pages: number;
      choices: GuideChoices;
    }
  | {
      kind: "exhibitor";
      event: GuideEvent;
      house: GuideHouse;
      profile: GuideExhibitorProfile;
      hasLogo: boolean;
      offers: GuideOffer[];
      total: number;
      page: number;
      pages: number;
      hall: GuideMapHall | null;
    }
  | { kind: "map"; event: GuideEvent; halls: GuideMapHall[]; find: string }
  | { kind: "not_found"; event: GuideEvent | null };

export interface GuideAssets {
  /**
   * The stylesheet itself (~9 KB gzipped), written into each page: a phone on a crowded network
   * paints on the page's first bytes instead of one more round trip later (decision 083).
   */
  styles: string;
  /** The type-ahead script's address; null when the build has none. */
  typeahead: string | null;
  /** Each locale's regular face, preloaded (decision 082). */
  fonts: Record<Locale, string[]>;
}

export interface RenderContext {
  locale: Locale;
  /** The public origin pages are linked from (canonical, hreflang, Open Graph). */
  origin: string;
  /** The path and query of this page with its locale, e.g. `/guide/ar/books?q=…`. */
  path: string;
  assets: GuideAssets;
}

export interface RenderedGuidePage {
  status: number;
  html: string;
}
