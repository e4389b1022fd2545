import {
  GUIDE_COUNT_CAP,
  GUIDE_PAGE_SIZE,
  type GuideEvent,
  type GuideMapHall,
} from "@rawaq/domain/guide";
import { type SearchQuery, readSearchQuery } from "@rawaq/domain/search-fold";
import type { GuidePage } from "@rawaq/guide/render";
import type { Locale } from "@rawaq/i18n/locales";
import type { Database } from "../../db/client.ts";
import { spellings } from "./spelling.ts";
import {
  type ExhibitorFilters,
  type PublishedEvent,
  countMiss,
  eventSummary,
  exhibitorLetters,
  exhibitorLogo,
  exhibitorTitles,
  findExhibitor,
  guideVersion,
  guideWords,
  hallPlans,
  listExhibitors,
  noChangeUnderWay,
  publishedEvent,
  searchChoices,
  searchTitles,
  sitemapEntries,
  suggestTitles,
  titleOffers,
} from "./queries.ts";

/**
 * The guide's pages as data (decision 083): each function reads what its page shows, through the
 * queries' one definition of what is listed, and the routes hand it to the renderer.
 */

export interface GuideVersion {
  /** Moves with every change the guide shows (schema/guide.ts). */
  version: string;
  /**
   * Every change counted in `version` has committed or rolled back, so what is read from now on
   * shows them all and may be kept under `version`. The sequence moves inside a change's
   * transaction, before its commit: a page read meanwhile would be kept, stale, under the new
   * version until the next change.
   */
  settled: boolean;
}

/**
 * The guide's current version, and whether it is settled (decision 083). Once a version is seen
 * settled it stays so (a later change moves the version first), so the lock is tried only for a
 * version not yet seen settled, and one try at a time per process: readers trying it together
 * would make each other's tries fail.
 */
export function guideVersions() {
  let settled: string | undefined;
  let trying: { version: string; free: Promise<boolean> } | undefined;
  return async (db: Database): Promise<GuideVersion> => {
    const version = await guideVersion(db);
    if (version === settled) return { version, settled: true };
    if (trying?.version !== version) {
      // Tried after the version was read: a change that moved it to `version` or before took the
      // lock before moving it, so a free lock means it has ended.
      const attempt = {
        version,
        free: noChangeUnderWay(db).then((free) => {
          if (free) settled = version;
          return free;
        }),
      };
      trying = attempt;
      // A version found unsettled is tried again by the next request.
      void attempt.free
        .catch(() => false)
        .finally(() => {
          if (trying === attempt) trying = undefined;
        });
    }
    return { version, settled: await trying.free };
  };
}

/**
 * The published event, its summary, and what every page of one guide version shares (the halls'
 * plans, the search's choices, the directory's letters), each read once for that version.
 */
export interface GuideEventRead {
  event: PublishedEvent;
  summary: GuideEvent;
  shared<T>(key: string, read: () => Promise<T>): Promise<T>;
}

/** The published event and its summary, or null when no guide is published. */
export async function guideEvent(db: Database): Promise<GuideEventRead | null> {
  const event = await publishedEvent(db);
  if (!event) return null;
  const summary = await eventSummary(db, event);
  const kept = new Map<string, Promise<unknown>>();
  return {
    event,
    summary,
    shared<T>(key: string, read: () => Promise<T>) {
      let found = kept.get(key) as Promise<T> | undefined;
      if (!found) {
        found = read();
        kept.set(key, found);
        // A failed read is not kept: the next page asks again.
        found.catch(() => kept.delete(key));
      }
      return found;
    },
  };
}

/**
 * The guide's event as read at one version, read once however many pages ask at once (a crowd at
 * the moment the guide changes): the summary counts every listed title, too dear for each page.
 * While a change to the guide is being written (the version not settled), it is read afresh,
 * once for the pages asking at the same time, and not kept.
 */
export function guideEventAtVersion() {
  let current: { version: string; read: Promise<GuideEventRead | null> } | undefined;
  /** The read while a change is being written: shared while it runs, then dropped. */
  let unsettled: Promise<GuideEventRead | null> | undefined;
  return (db: Database, at: GuideVersion): Promise<GuideEventRead | null> => {
    if (!at.settled) {
      return (unsettled ??= guideEvent(db).finally(() => {
        unsettled = undefined;
      }));
    }
    if (current?.version !== at.version) {
      const read = guideEvent(db);
      const entry = { version: at.version, read };
      current = entry;
      read.catch(() => {
        if (current === entry) current = undefined;
      });
    }
    return current.read;
  };
}

const pagesOf = (total: number) =>
  Math.max(1, Math.ceil(Math.min(total, GUIDE_COUNT_CAP) / GUIDE_PAGE_SIZE));

export interface SearchInput {
  q: string;
  language: string;
  country: string;
  hall: string;
  page: number;
}

/** A search's page, and the folded query when it found nothing (the administration's list). */
export async function searchPage(
  db: Database,
  read: GuideEventRead,
  input: SearchInput,
): Promise<{ page: GuidePage; miss: string | null }> {
  const query = readSearchQuery(input.q);
  const filters = { language: input.language, country: input.country, hall: input.hall };
  const [{ offers, total }, choices] = await Promise.all([
    searchTitles(db, read.event.id, query, filters, input.page, await spelledOf(db, read, query)),
    choicesOf(db, read),
  ]);
  return {
    page: {
      kind: "search",
      event: read.summary,
      filters: { q: input.q, ...filters },
      offers,
      total,
      page: input.page,
      pages: pagesOf(total),
      choices,
    },
    miss: total === 0 && query?.folded ? query.folded : null,
  };
}

export async function recordMiss(db: Database, event: PublishedEvent, term: string) {
  await countMiss(db, event.id, term);
}

export async function suggestions(db: Database, read: GuideEventRead, q: string) {
  const query = readSearchQuery(q);
  return query ? suggestTitles(db, read.event.id, query, await spelledOf(db, read, query)) : [];
}

/** Each word of the query as the search looks for it: as typed, or its nearest spellings. */
async function spelledOf(db: Database, read: GuideEventRead, query: SearchQuery | null) {
  if (!query || query.words.length === 0) return [];
  const words = await read.shared("words", () => guideWords(db, read.event.id));
  return spellings(query.words, words);
}

const choicesOf = (db: Database, read: GuideEventRead) =>
  read.shared("choices", () => searchChoices(db, read.event.id));
const hallsOf = (db: Database, read: GuideEventRead) =>
  read.shared("halls", () => hallPlans(db, read.event.id));

function hallsHolding(halls: GuideMapHall[], codes: Set<string>) {
  return halls.filter((hall) => codes.has(hall.code));
}

/** A title's page, or null when no listed house sells it. */
export async function titlePage(
  db: Database,
  read: GuideEventRead,
  isbn13: string,
): Promise<GuidePage | null> {
  const offers = await titleOffers(db, read.event.id, isbn13);
  if (offers.length === 0) return null;
  const halls = await hallsOf(db, read);
  return {
    kind: "title",
    event: read.summary,
    isbn: isbn13,
    offers,
    halls: hallsHolding(halls, new Set(offers.map((offer) => offer.house.booth.hall.code))),
  };
}

export async function exhibitorsPage(
  db: Database,
  read: GuideEventRead,
  locale: Locale,
  filters: ExhibitorFilters,
  page: number,
): Promise<GuidePage> {
  const [{ exhibitors, total }, letters, choices] = await Promise.all([
    listExhibitors(db, read.event.id, locale, filters, page),
    read.shared(`letters:${locale}`, () => exhibitorLetters(db, read.event.id, locale)),
    choicesOf(db, read),
  ]);
  return {
    kind: "exhibitors",
    event: read.summary,
    filters,
    letters,
    exhibitors,
    total,
    page,
    pages: pagesOf(total),
    choices,
  };
}

/** A house's page, or null when it is not in the guide. */
export async function exhibitorPage(
  db: Database,
  read: GuideEventRead,
  slug: string,
  page: number,
): Promise<GuidePage | null> {
  const found = await findExhibitor(db, read.event.id, slug);
  if (!found) return null;
  const [{ offers, total }, halls] = await Promise.all([
    exhibitorTitles(db, read.event.id, found.organizationId, page),
    hallsOf(db, read),
  ]);
  return {
    kind: "exhibitor",
    event: read.summary,
    house: found.house,
    profile: found.profile,
    hasLogo: found.hasLogo,
    offers,
    total,
    page,
    pages: pagesOf(total),
    hall: hallsHolding(halls, new Set([found.house.booth.hall.code]))[0] ?? null,
  };
}

export async function mapPage(
  db: Database,
  read: GuideEventRead,
  hall: string,
  find: string,
): Promise<GuidePage> {
  const halls = await hallsOf(db, read);
  const shown = hall ? halls.filter((plan) => plan.code === hall) : halls;
  return { kind: "map", event: read.summary, halls: shown.length > 0 ? shown : halls, find };
}

export function notFoundPage(summary: GuideEvent | null): GuidePage {
  return { kind: "not_found", event: summary };
}

export async function logoOf(db: Database, event: PublishedEvent, slug: string) {
  return exhibitorLogo(db, event.id, slug);
}

export async function sitemapOf(db: Database, event: PublishedEvent) {
  return sitemapEntries(db, event.id);
}
