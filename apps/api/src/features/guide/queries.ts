import {
  GUIDE_COUNT_CAP,
  GUIDE_PAGE_SIZE,
  GUIDE_SUGGESTIONS,
  type GuideChoices,
  type GuideEvent,
  type GuideExhibitorProfile,
  type GuideExhibitorSummary,
  type GuideHall,
  type GuideHouse,
  type GuideMapHall,
  type GuideOffer,
  type GuideSearchFilters,
} from "@rawaq/domain/guide";
import type { SearchQuery } from "@rawaq/domain/search-fold";
import {
  type SQL,
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  isNotNull,
  isNull,
  notExists,
  sql,
} from "drizzle-orm";
import { rowsOf } from "../../db/rows.ts";
import type { Database } from "../../db/client.ts";
import { likePattern } from "../../db/like.ts";
import {
  bookLogistics,
  books,
  boothReservations,
  booths,
  events,
  guideHidden,
  guideMisses,
  organizationFiles,
  organizationProfiles,
  organizations,
  zones,
} from "../../db/schema/index.ts";

/**
 * The fair guide's reads (decision 083). What a visitor sees of an event is decided here once:
 * houses approved, with a confirmed booth at the event and not hidden by the administration;
 * their approved titles with complete data (a price) and not hidden. Every read below starts
 * from `listedHouses` and `listedTitles`, so no page can show more than these.
 */

/** The guide's current version: it moves with every change the guide shows (schema/guide.ts). */
export async function guideVersion(db: Database): Promise<string> {
  const answer = await db.execute(sql`select last_value, is_called from guide_version`);
  const [row] = rowsOf<{ last_value: string; is_called: boolean }>(answer);
  return row ? `${row.last_value}${row.is_called ? "" : "-"}` : "0";
}

/**
 * "rawaq-gv" as a 64-bit number: every change to what the guide shows holds it, shared, from just
 * before it moves the version until its transaction ends (migration 0023).
 */
const GUIDE_CHANGE_LOCK_KEY = 0x7261_7761_712d_6776n;

/**
 * Whether no change to the guide is being written now: the lock is free. Tried, never waited
 * for; taken in this statement's own transaction, it is let go when the statement ends. Another
 * reader trying it at the same moment also makes it fail (service.ts, guideVersions, asks one at
 * a time per process). PGlite has one session, which runs one transaction at a time: it always
 * finds the lock free.
 */
export async function noChangeUnderWay(db: Database): Promise<boolean> {
  const answer = await db.execute(
    sql`select pg_try_advisory_xact_lock(${GUIDE_CHANGE_LOCK_KEY.toString()}::bigint) as free`,
  );
  return rowsOf<{ free: boolean }>(answer)[0]?.free === true;
}

/** The event the guide shows: the latest published one. */
export async function publishedEvent(db: Database) {
  const [row] = await db
    .select()
    .from(events)
    .where(isNotNull(events.guidePublishedAt))
    .orderBy(desc(events.startsOn))
    .limit(1);
  return row ?? null;
}
export type PublishedEvent = NonNullable<Awaited<ReturnType<typeof publishedEvent>>>;

/**
 * (Its columns are named `listed_…`: the CTE's columns are referred to unqualified, and must not
 * share a name with a joined table's.)
 *
 * The event's houses, one row each with its first booth (by hall, then booth code): a house with
 * two booths is listed once and found at its first.
 */
function listedHouses(db: Database, eventId: string) {
  return db.$with("listed_houses").as(
    db
      .selectDistinctOn([boothReservations.organizationId], {
        organizationId: sql<string>`${boothReservations.organizationId}`.as(
          "listed_organization_id",
        ),
        slug: sql<string>`${organizations.slug}`.as("listed_slug"),
        name: sql<string>`${organizations.name}`.as("listed_name"),
        commercialName: sql<string>`${organizations.commercialName}`.as("listed_commercial_name"),
        country: sql<string>`${organizations.countryId}`.as("listed_country"),
        boothCode: sql<string>`${booths.code}`.as("listed_booth_code"),
        hallCode: sql<string>`${zones.code}`.as("listed_hall_code"),
        hallNameAr: sql<string>`${zones.nameAr}`.as("listed_hall_name_ar"),
        hallNameEn: sql<string>`${zones.nameEn}`.as("listed_hall_name_en"),
      })
      .from(boothReservations)
      .innerJoin(booths, eq(booths.id, boothReservations.boothId))
      .innerJoin(zones, eq(zones.id, booths.zoneId))
      .innerJoin(organizations, eq(organizations.id, boothReservations.organizationId))
      .where(
        and(
          eq(boothReservations.eventId, eventId),
          eq(boothReservations.status, "confirmed"),
          eq(organizations.status, "approved"),
          notExists(
            db
              .select({ one: sql`1` })
              .from(guideHidden)
              .where(
                and(
                  eq(guideHidden.eventId, eventId),
                  eq(guideHidden.organizationId, boothReservations.organizationId),
                  isNull(guideHidden.bookId),
                ),
              ),
          ),
        ),
      )
      .orderBy(boothReservations.organizationId, zones.code, booths.code),
  );
}
type ListedHouses = ReturnType<typeof listedHouses>;

/** A title is listed when approved, priced (complete data) and not hidden at the event. */
function titleIsListed(db: Database, eventId: string): SQL {
  return and(
    eq(books.status, "approved"),
    notExists(
      db
        .select({ one: sql`1` })
        .from(guideHidden)
        .where(and(eq(guideHidden.eventId, eventId), eq(guideHidden.bookId, books.id))),
    ),
  )!;
}

function houseOf(houses: ListedHouses) {
  return {
    slug: houses.slug,
    name: houses.name,
    commercialName: houses.commercialName,
    country: houses.country,
    boothCode: houses.boothCode,
    hallCode: houses.hallCode,
    hallNameAr: houses.hallNameAr,
    hallNameEn: houses.hallNameEn,
  };
}
type HouseRow = {
  slug: string;
  name: string;
  commercialName: string;
  country: string;
  boothCode: string;
  hallCode: string;
  hallNameAr: string;
  hallNameEn: string;
};
function toHouse(row: HouseRow): GuideHouse {
  return {
    slug: row.slug,
    name: row.name,
    commercialName: row.commercialName,
    country: row.country,
    booth: {
      code: row.boothCode,
      hall: { code: row.hallCode, name: { ar: row.hallNameAr, en: row.hallNameEn } },
    },
  };
}

function offerColumns(houses: ListedHouses) {
  return {
    isbn: books.isbn,
    title: books.title,
    author: books.author,
    publisher: books.publisherName,
    language: books.language,
    issueDate: books.issueDate,
    priceHalalas: bookLogistics.priceHalalas,
    ...houseOf(houses),
  };
}
type OfferRow = HouseRow & {
  isbn: string;
  title: string;
  author: string;
  publisher: string;
  language: string;
  issueDate: string;
  priceHalalas: number;
};
function toOffer(row: OfferRow): GuideOffer {
  return {
    isbn: row.isbn,
    title: row.title,
    author: row.author,
    publisher: row.publisher,
    language: row.language,
    year: Number(row.issueDate.slice(0, 4)),
    priceHalalas: row.priceHalalas,
    house: toHouse(row),
  };
}

/** The published event's page: its facts, halls and how many houses and titles it lists. */
export async function eventSummary(db: Database, event: PublishedEvent): Promise<GuideEvent> {
  const houses = listedHouses(db, event.id);
  const [counts] = await db
    .with(houses)
    .select({
      exhibitors: countDistinct(houses.organizationId),
      titles: count(bookLogistics.bookId),
    })
    .from(houses)
    .leftJoin(
      books,
      and(eq(books.organizationId, houses.organizationId), titleIsListed(db, event.id)),
    )
    .leftJoin(bookLogistics, eq(bookLogistics.bookId, books.id));
  return {
    name: { ar: event.nameAr, en: event.nameEn },
    venue: { ar: event.venueAr, en: event.venueEn },
    address: { ar: event.addressAr, en: event.addressEn },
    startsOn: event.startsOn,
    endsOn: event.endsOn,
    halls: await eventHalls(db, event.id),
    exhibitors: counts?.exhibitors ?? 0,
    titles: counts?.titles ?? 0,
  };
}

async function eventHalls(db: Database, eventId: string): Promise<GuideHall[]> {
  const rows = await db
    .select({ code: zones.code, nameAr: zones.nameAr, nameEn: zones.nameEn })
    .from(zones)
    .where(eq(zones.eventId, eventId))
    .orderBy(asc(zones.code));
  return rows.map((row) => ({ code: row.code, name: { ar: row.nameAr, en: row.nameEn } }));
}

/** What the search's filters may choose among: the listed titles' languages, houses' countries, halls. */
export async function searchChoices(db: Database, eventId: string): Promise<GuideChoices> {
  const houses = listedHouses(db, eventId);
  const [languages, countries, halls] = await Promise.all([
    db
      .with(houses)
      .selectDistinct({ language: books.language })
      .from(houses)
      .innerJoin(
        books,
        and(eq(books.organizationId, houses.organizationId), titleIsListed(db, eventId)),
      )
      .innerJoin(bookLogistics, eq(bookLogistics.bookId, books.id))
      .orderBy(books.language),
    db
      .with(houses)
      .selectDistinct({ country: houses.country })
      .from(houses)
      .orderBy(houses.country),
    eventHalls(db, eventId),
  ]);
  return {
    languages: languages.map((row) => row.language),
    countries: countries.map((row) => row.country),
    halls,
  };
}

/**
 * The search (decision 083). Every word must be in the title, author or publisher, as typed or,
 * when no listed text holds it, as one of the guide's words nearest in spelling (spelling.ts); an
 * ISBN matches exactly. Exact matches come first: the ISBN, then the whole title, then titles that
 * start with the query, then any other text holding it whole, then the rest (its words apart, or
 * spelled otherwise); by title within each.
 */
export async function searchTitles(
  db: Database,
  eventId: string,
  query: SearchQuery | null,
  filters: Omit<GuideSearchFilters, "q">,
  page: number,
  /** Each word's spellings to look for (spelling.ts); by default each word as typed. */
  spelled: readonly (readonly string[])[] = (query?.words ?? []).map((word) => [word]),
) {
  const houses = listedHouses(db, eventId);
  const wordMatches = spelled.map((spellings) =>
    spellings.length === 0
      ? sql`false`
      : sql`(${sql.join(
          spellings.map((spelling) => sql`${books.searchText} like ${likePattern(spelling)}`),
          sql` or `,
        )})`,
  );
  const textMatch = wordMatches.length > 0 ? and(...wordMatches) : undefined;
  const matches = query?.isbn13
    ? sql`(${books.isbn} = ${query.isbn13}${textMatch ? sql` or ${textMatch}` : sql``})`
    : textMatch;
  const where = and(
    titleIsListed(db, eventId),
    matches,
    filters.language ? eq(books.language, filters.language) : undefined,
    filters.country ? eq(houses.country, filters.country) : undefined,
    filters.hall ? eq(houses.hallCode, filters.hall) : undefined,
  );
  const base = () =>
    db
      .with(houses)
      .select(offerColumns(houses))
      .from(books)
      .innerJoin(houses, eq(houses.organizationId, books.organizationId))
      .innerJoin(bookLogistics, eq(bookLogistics.bookId, books.id))
      .where(where);
  const folded = query?.folded ?? "";
  // Only a text that starts with the query can be the whole title: the title is folded (a few
  // microseconds a row) for those rows alone, not for every match of a common word.
  const rank = query
    ? [
        sql`case
        when ${books.isbn} = ${query.isbn13 ?? ""} then 0
        when ${books.searchText} like ${`${likePattern(folded).slice(1)}`} then
          case when rawaq_fold(${books.title}) = ${folded} then 1 else 2 end
        when ${books.searchText} like ${likePattern(folded)} then 3
        else 4 end`,
      ]
    : // Without a query (every title, as the menu's "Titles" lists them): by title alone.
      // NOTE: a constant in ORDER BY is read as a column's position ("ORDER BY 0" fails).
      [];
  const [rows, [counted]] = await Promise.all([
    base()
      .orderBy(...rank, asc(books.title), asc(bookLogistics.priceHalalas), asc(books.id))
      .limit(GUIDE_PAGE_SIZE)
      .offset((page - 1) * GUIDE_PAGE_SIZE),
    db.select({ total: count() }).from(
      base()
        .limit(GUIDE_COUNT_CAP + 1)
        .as("capped"),
    ),
  ]);
  return { offers: rows.map(toOffer), total: counted?.total ?? 0 };
}

/** The first titles matching what is typed so far, for the search box's suggestions. */
export async function suggestTitles(
  db: Database,
  eventId: string,
  query: SearchQuery,
  spelled: readonly (readonly string[])[],
) {
  const { offers } = await searchTitles(
    db,
    eventId,
    query,
    { language: "", country: "", hall: "" },
    1,
    spelled,
  );
  return offers
    .slice(0, GUIDE_SUGGESTIONS)
    .map((offer) => ({ isbn: offer.isbn, title: offer.title, author: offer.author }));
}

/** Every word of the listed titles, authors and publishers, folded: what a typo is read against. */
export async function guideWords(db: Database, eventId: string): Promise<string[]> {
  const houses = listedHouses(db, eventId);
  const rows = await db
    .with(houses)
    .selectDistinct({ word: sql<string>`unnest(string_to_array(${books.searchText}, ' '))` })
    .from(books)
    .innerJoin(houses, eq(houses.organizationId, books.organizationId))
    .innerJoin(bookLogistics, eq(bookLogistics.bookId, books.id))
    .where(titleIsListed(db, eventId));
  return rows.map((row) => row.word).filter(Boolean);
}

/** Every house that sells the title (one ISBN-13), cheapest first. */
export async function titleOffers(db: Database, eventId: string, isbn13: string) {
  const houses = listedHouses(db, eventId);
  const rows = await db
    .with(houses)
    .select(offerColumns(houses))
    .from(books)
    .innerJoin(houses, eq(houses.organizationId, books.organizationId))
    .innerJoin(bookLogistics, eq(bookLogistics.bookId, books.id))
    .where(and(eq(books.isbn, isbn13), titleIsListed(db, eventId)))
    .orderBy(asc(bookLogistics.priceHalalas), asc(houses.name));
  return rows.map(toOffer);
}

export interface ExhibitorFilters {
  country: string;
  hall: string;
  /** The first letter of the house's name in the page's language, folded; "" for any. */
  letter: string;
}

/** The directory: listed houses by name, with how many titles each lists. */
export async function listExhibitors(
  db: Database,
  eventId: string,
  locale: "ar" | "en",
  filters: ExhibitorFilters,
  page: number,
) {
  const houses = listedHouses(db, eventId);
  const nameColumn = locale === "ar" ? houses.name : houses.commercialName;
  const where = and(
    filters.country ? eq(houses.country, filters.country) : undefined,
    filters.hall ? eq(houses.hallCode, filters.hall) : undefined,
    filters.letter ? sql`left(rawaq_fold(${nameColumn}), 1) = ${filters.letter}` : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .with(houses)
      .select({
        ...houseOf(houses),
        titles: count(bookLogistics.bookId),
        hasLogo: sql<boolean>`exists (select 1 from ${organizationFiles} where ${organizationFiles.organizationId} = ${houses.organizationId} and ${organizationFiles.kind} = 'logo')`,
      })
      .from(houses)
      .leftJoin(
        books,
        and(eq(books.organizationId, houses.organizationId), titleIsListed(db, eventId)),
      )
      .leftJoin(bookLogistics, eq(bookLogistics.bookId, books.id))
      .where(where)
      .groupBy(...Object.values(houseOf(houses)), houses.organizationId)
      .orderBy(asc(sql`rawaq_fold(${nameColumn})`), asc(houses.slug))
      .limit(GUIDE_PAGE_SIZE)
      .offset((page - 1) * GUIDE_PAGE_SIZE),
    db.with(houses).select({ total: count() }).from(houses).where(where),
  ]);
  return {
    exhibitors: rows.map((row): GuideExhibitorSummary => ({
      ...toHouse(row),
      titles: row.titles,
      hasLogo: row.hasLogo,
    })),
    total: counted?.total ?? 0,
  };
}

/** The first letters houses' names start with, for the directory's letter filter. */
export async function exhibitorLetters(db: Database, eventId: string, locale: "ar" | "en") {
  const houses = listedHouses(db, eventId);
  const nameColumn = locale === "ar" ? houses.name : houses.commercialName;
  const rows = await db
    .with(houses)
    .selectDistinct({ letter: sql<string>`left(rawaq_fold(${nameColumn}), 1)` })
    .from(houses)
    .orderBy(sql`1`);
  return rows.map((row) => row.letter).filter(Boolean);
}

/** One listed house by its slug, with its profile; null when it is not in the guide. */
export async function findExhibitor(db: Database, eventId: string, slug: string) {
  const houses = listedHouses(db, eventId);
  const [row] = await db
    .with(houses)
    .select({
      ...houseOf(houses),
      organizationId: houses.organizationId,
      descriptionAr: organizationProfiles.descriptionAr,
      descriptionEn: organizationProfiles.descriptionEn,
      website: organizationProfiles.website,
      publicEmail: organizationProfiles.publicEmail,
      publicPhone: organizationProfiles.publicPhone,
      hasLogo: sql<boolean>`exists (select 1 from ${organizationFiles} where ${organizationFiles.organizationId} = ${houses.organizationId} and ${organizationFiles.kind} = 'logo')`,
    })
    .from(houses)
    .leftJoin(organizationProfiles, eq(organizationProfiles.organizationId, houses.organizationId))
    .where(eq(houses.slug, slug));
  if (!row) return null;
  const profile: GuideExhibitorProfile = {
    description: { ar: row.descriptionAr ?? "", en: row.descriptionEn ?? "" },
    website: row.website,
    publicEmail: row.publicEmail,
    publicPhone: row.publicPhone,
  };
  return { organizationId: row.organizationId, house: toHouse(row), profile, hasLogo: row.hasLogo };
}

/** A listed house's titles, by title, a page at a time. */
export async function exhibitorTitles(
  db: Database,
  eventId: string,
  organizationId: string,
  page: number,
) {
  const houses = listedHouses(db, eventId);
  const where = and(eq(books.organizationId, organizationId), titleIsListed(db, eventId));
  const base = () =>
    db
      .with(houses)
      .select(offerColumns(houses))
      .from(books)
      .innerJoin(houses, eq(houses.organizationId, books.organizationId))
      .innerJoin(bookLogistics, eq(bookLogistics.bookId, books.id))
      .where(where);
  const [rows, [counted]] = await Promise.all([
    base()
      .orderBy(asc(books.title), asc(books.id))
      .limit(GUIDE_PAGE_SIZE)
      .offset((page - 1) * GUIDE_PAGE_SIZE),
    db.select({ total: count() }).from(base().as("titles")),
  ]);
  return { offers: rows.map(toOffer), total: counted?.total ?? 0 };
}

/** The logo of a listed house, or null. */
export async function exhibitorLogo(db: Database, eventId: string, slug: string) {
  const houses = listedHouses(db, eventId);
  const [row] = await db
    .with(houses)
    .select({
      storageKey: organizationFiles.storageKey,
      contentType: organizationFiles.contentType,
    })
    .from(houses)
    .innerJoin(
      organizationFiles,
      and(
        eq(organizationFiles.organizationId, houses.organizationId),
        eq(organizationFiles.kind, "logo"),
      ),
    )
    .where(eq(houses.slug, slug));
  return row ?? null;
}

/** Every hall's plan: its booths (not retired) and who exhibits at each. */
export async function hallPlans(db: Database, eventId: string): Promise<GuideMapHall[]> {
  const houses = listedHouses(db, eventId);
  const [hallRows, boothRows] = await Promise.all([
    db
      .select({
        id: zones.id,
        code: zones.code,
        nameAr: zones.nameAr,
        nameEn: zones.nameEn,
        width: zones.planWidth,
        height: zones.planHeight,
      })
      .from(zones)
      .where(eq(zones.eventId, eventId))
      .orderBy(asc(zones.code)),
    db
      .with(houses)
      .select({
        zoneId: booths.zoneId,
        code: booths.code,
        x: booths.x,
        y: booths.y,
        width: booths.width,
        height: booths.height,
        slug: houses.slug,
        name: houses.name,
        commercialName: houses.commercialName,
      })
      .from(booths)
      .innerJoin(zones, eq(zones.id, booths.zoneId))
      .leftJoin(
        boothReservations,
        and(eq(boothReservations.boothId, booths.id), eq(boothReservations.status, "confirmed")),
      )
      .leftJoin(houses, eq(houses.organizationId, boothReservations.organizationId))
      .where(and(eq(zones.eventId, eventId), isNull(booths.retiredAt)))
      .orderBy(asc(booths.code)),
  ]);
  return hallRows.map((hall) => ({
    code: hall.code,
    name: { ar: hall.nameAr, en: hall.nameEn },
    width: hall.width,
    height: hall.height,
    booths: boothRows
      .filter((booth) => booth.zoneId === hall.id)
      .map((booth) => ({
        code: booth.code,
        x: booth.x,
        y: booth.y,
        width: booth.width,
        height: booth.height,
        house: booth.slug
          ? { slug: booth.slug, name: booth.name!, commercialName: booth.commercialName! }
          : null,
      })),
  }));
}

/** Every page the sitemap lists: the houses' slugs and the titles' ISBNs. */
export async function sitemapEntries(db: Database, eventId: string) {
  const houses = listedHouses(db, eventId);
  const [houseRows, titleRows] = await Promise.all([
    db.with(houses).select({ slug: houses.slug }).from(houses).orderBy(houses.slug),
    db
      .with(houses)
      .selectDistinct({ isbn: books.isbn })
      .from(books)
      .innerJoin(houses, eq(houses.organizationId, books.organizationId))
      .innerJoin(bookLogistics, eq(bookLogistics.bookId, books.id))
      .where(titleIsListed(db, eventId))
      .orderBy(books.isbn)
      .limit(50_000),
  ]);
  return { slugs: houseRows.map((row) => row.slug), isbns: titleRows.map((row) => row.isbn) };
}

/** Counts a search that found nothing (its folded words, never who searched). */
export async function countMiss(db: Database, eventId: string, term: string) {
  await db
    .insert(guideMisses)
    .values({ eventId, term })
    .onConflictDoUpdate({
      target: [guideMisses.eventId, guideMisses.term],
      set: { searches: sql`${guideMisses.searches} + 1`, lastSearchedAt: sql`now()` },
    });
}
