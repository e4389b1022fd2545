/**
 * The guide bench's fair (issue 29), shared by the benches that measure on it (bench/guide.ts,
 * bench/dashboard.ts): 1,000 approved houses, each with a profile, an approved request and a
 * confirmed booth across five halls of 220 booths, and 200,000 approved titles (200 a house: its
 * own, and every 25th one of another house's), each priced. Titles, authors and publishers are
 * drawn from bench/guide-words.ts by a seeded generator: the same fair every run.
 */
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../apps/api/src/db/client.ts";
import {
  books,
  boothReservations,
  booths,
  events,
  organizationProfiles,
  organizations,
  participationRequests,
  zones,
} from "../apps/api/src/db/schema/index.ts";
import { approvedOrganizationRow, isbnFor } from "../apps/api/test/fixtures.ts";
import { eventRow } from "../apps/api/test/participation-fixtures.ts";
import {
  ADJECTIVES_AR,
  ADJECTIVES_EN,
  ADJECTIVES_FR,
  COUNTRIES,
  FEMININE_AR,
  FIELDS_AR,
  FIELDS_EN,
  FIRST_NAMES_AR,
  FIRST_NAMES_EN,
  GENITIVES_AR,
  HOUSE_PREFIXES,
  HOUSE_SUFFIXES,
  HOUSE_WORDS,
  KNOWN_PUBLISHERS_AR,
  KNOWN_PUBLISHERS_EN,
  LANGUAGE,
  LAST_NAMES_AR,
  LAST_NAMES_EN,
  NATIONALITIES_AR,
  NOUNS_AR,
  NOUNS_EN,
  NOUNS_FR,
  PLACES_AR,
  PLACES_EN,
  VOCALIZED_AR,
} from "./guide-words.ts";

export const EXHIBITORS = 1_000;
export const TITLES_PER_HOUSE = 200;
export const TITLES = EXHIBITORS * TITLES_PER_HOUSE;
export const HALLS = ["A", "B", "C", "D", "E"];
export const BOOTHS_PER_HALL = 220;

/** A small fast generator: the same fair and queries every run. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { next, int, pick: <T>(items: readonly T[]): T => items[int(items.length)]! };
}
export type Random = ReturnType<typeof randomFrom>;

export function shuffled<T>(items: T[], random: Random): T[] {
  const out = [...items];
  for (let index = out.length - 1; index > 0; index--) {
    const other = random.int(index + 1);
    [out[index], out[other]] = [out[other]!, out[index]!];
  }
  return out;
}

/** Written as a hurried hand does: no hamza on alef, ه for ة and ي for ى at a word's end. */
export function plainSpelling(text: string): string {
  return text
    .replace(/[أإآ]/g, "ا")
    .replace(/ة(?=\s|$)/g, "ه")
    .replace(/ى(?=\s|$)/g, "ي");
}

export function arabicIndic(digits: string): string {
  return digits.replace(/\d/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)]!);
}

export function houseNames(index: number) {
  const [prefixAr, prefixEn] = HOUSE_PREFIXES[index % HOUSE_PREFIXES.length]!;
  const [wordAr, wordEn] =
    HOUSE_WORDS[Math.floor(index / HOUSE_PREFIXES.length) % HOUSE_WORDS.length]!;
  const [suffixAr, suffixEn] =
    HOUSE_SUFFIXES[
      Math.floor(index / (HOUSE_PREFIXES.length * HOUSE_WORDS.length)) % HOUSE_SUFFIXES.length
    ]!;
  return {
    name: `${prefixAr} ${wordAr} ${suffixAr}`,
    commercialName: `${prefixEn} ${wordEn} ${suffixEn}`,
  };
}

interface TitleSpec {
  serial: number;
  isbn: string;
  title: string;
  author: string;
  authorNationality: string;
  language: string;
  publisherName: string;
  issueDate: string;
}

/** The title of ISBN serial `serial` (1…TITLES), first published by house (serial − 1) / 200. */
export function titleSpec(serial: number): TitleSpec {
  const random = randomFrom(serial * 7919);
  const house = Math.floor((serial - 1) / TITLES_PER_HOUSE);
  const script = random.next();
  const year = 1990 + random.int(37);
  const issueDate = `${year}-${String(1 + random.int(12)).padStart(2, "0")}-15`;
  const common = { serial, isbn: isbnFor(serial), issueDate };
  if (script < 0.7) {
    let title = arabicTitle(random);
    if (random.next() < 0.06) title = title.replace(/^\S+/, (word) => VOCALIZED_AR[word] ?? word);
    if (random.next() < 0.08) title = plainSpelling(title);
    return {
      ...common,
      title,
      author: `${random.pick(FIRST_NAMES_AR)} ${random.pick(LAST_NAMES_AR)}`,
      authorNationality: random.pick(NATIONALITIES_AR),
      language: LANGUAGE.ar,
      publisherName:
        random.next() < 0.85 ? houseNames(house).name : random.pick(KNOWN_PUBLISHERS_AR),
    };
  }
  const french = script > 0.95;
  return {
    ...common,
    title: french
      ? `Le ${random.pick(NOUNS_FR)} ${random.pick(ADJECTIVES_FR)}`
      : englishTitle(random),
    author: `${random.pick(FIRST_NAMES_EN)} ${random.pick(LAST_NAMES_EN)}`,
    authorNationality: random.pick(["بريطاني", "أمريكي", "فرنسي", "مصري", "لبناني"]),
    language: french ? LANGUAGE.fr : LANGUAGE.en,
    publisherName:
      random.next() < 0.85 ? houseNames(house).commercialName : random.pick(KNOWN_PUBLISHERS_EN),
  };
}

function arabicTitle(random: Random): string {
  const pattern = random.int(8);
  if (pattern === 0 || pattern === 7)
    return `${random.pick(NOUNS_AR)} ${random.pick(GENITIVES_AR)}`;
  if (pattern === 1) return `${random.pick(FEMININE_AR)} ${random.pick(ADJECTIVES_AR)}`;
  if (pattern === 2) return `${random.pick(NOUNS_AR)} في ${random.pick(PLACES_AR)}`;
  if (pattern === 3) {
    const field = random.pick(FIELDS_AR);
    return random.pick([
      `مقدمة في ${field}`,
      `مبادئ ${field}`,
      `موسوعة ${field}`,
      `${field} للمبتدئين`,
      `دليل ${field}`,
    ]);
  }
  if (pattern === 4) return `${random.pick(["تاريخ", "أطلس"])} ${random.pick(PLACES_AR)}`;
  if (pattern === 5) {
    return `${random.pick(NOUNS_AR)} ${random.pick(GENITIVES_AR)} و${random.pick(GENITIVES_AR)}`;
  }
  return `${random.pick(NOUNS_AR)} ${random.pick(GENITIVES_AR)} - الجزء ${arabicIndic(String(1 + random.int(5)))}`;
}

function englishTitle(random: Random): string {
  const pattern = random.int(6);
  if (pattern === 0) return `The ${random.pick(ADJECTIVES_EN)} ${random.pick(NOUNS_EN)}`;
  if (pattern === 1) return `${random.pick(NOUNS_EN)} of the ${random.pick(NOUNS_EN)}`;
  if (pattern === 2) {
    const place = random.pick(PLACES_EN);
    return random.pick([
      `A Short History of ${place}`,
      `${place}: A History`,
      `Walking in ${place}`,
    ]);
  }
  if (pattern === 3) {
    const field = random.pick(FIELDS_EN);
    return random.pick([
      `Introduction to ${field}`,
      `${field} for Beginners`,
      `Principles of ${field}`,
      `The Handbook of ${field}`,
    ]);
  }
  if (pattern === 4) return `The ${random.pick(NOUNS_EN)} and the ${random.pick(NOUNS_EN)}`;
  return `The ${random.pick(ADJECTIVES_EN)} ${random.pick(NOUNS_EN)}, Volume ${1 + random.int(4)}`;
}

/** The titles house `house` lists: its own, and every 25th one of another house's. */
function houseTitles(house: number): TitleSpec[] {
  return Array.from({ length: TITLES_PER_HOUSE }, (_, index) => {
    const own = house * TITLES_PER_HOUSE + index + 1;
    if (index % 25 !== 24) return titleSpec(own);
    const other = ((house + 7) % EXHIBITORS) * TITLES_PER_HOUSE + index;
    return titleSpec(other);
  });
}

/**
 * The published fair: 1,000 approved houses (profiles, an approved request and a confirmed booth
 * each, across five halls of 220 booths), 200,000 approved titles, each priced. Multi-row inserts
 * of 5,000 titles at a time; the prices in one statement.
 */
export async function seedGuideFair(handle: DatabaseHandle) {
  const { db } = handle;
  const now = new Date();
  const houses = await db
    .insert(organizations)
    .values(
      Array.from({ length: EXHIBITORS }, (_, index) => {
        const countryId = COUNTRIES[index % COUNTRIES.length]!;
        return {
          ...approvedOrganizationRow(index + 1, now),
          ...houseNames(index),
          countryId,
          cityId: countryId === "SA" ? "SA-RIYADH" : null,
        };
      }),
    )
    .returning({ id: organizations.id, slug: organizations.slug })
    .then((rows) =>
      rows.map((row) => {
        // Generated by the database from the commercial name (migration 0014): never null.
        if (!row.slug) throw new Error(`Organization ${row.id} has no slug.`);
        return { id: row.id, slug: row.slug };
      }),
    );
  await db.insert(organizationProfiles).values(
    houses.map((house, index) => ({
      organizationId: house.id,
      descriptionAr: `${houseNames(index).name}: كتب في الأدب والتاريخ والعلوم منذ عام ${1950 + (index % 70)}.`,
      descriptionEn: `${houseNames(index).commercialName}: literature, history and science since ${1950 + (index % 70)}.`,
      website: `https://house-${index + 1}.example`,
      publicEmail: `contact-${index + 1}@house.example`,
    })),
  );

  const [event] = await db
    .insert(events)
    .values({ ...eventRow, guidePublishedAt: now })
    .returning({ id: events.id });
  const eventId = event!.id;
  const columns = 20;
  const halls = await db
    .insert(zones)
    .values(
      HALLS.map((code, index) => ({
        eventId,
        code,
        nameAr: `القاعة ${["الأولى", "الثانية", "الثالثة", "الرابعة", "الخامسة"][index]}`,
        nameEn: `Hall ${code}`,
        planWidth: columns * 4,
        planHeight: Math.ceil(BOOTHS_PER_HALL / columns) * 4,
      })),
    )
    .returning({ id: zones.id });
  const boothRows = await db
    .insert(booths)
    .values(
      halls.flatMap((hall, hallIndex) =>
        Array.from({ length: BOOTHS_PER_HALL }, (_, index) => ({
          zoneId: hall.id,
          code: `${HALLS[hallIndex]}-${String(index + 1).padStart(3, "0")}`,
          type: index % columns === 0 ? ("corner" as const) : ("standard" as const),
          areaSquareMetres: 9,
          priceMode: "per_square_metre" as const,
          priceHalalas: 50_000,
          x: (index % columns) * 4,
          y: Math.floor(index / columns) * 4,
          width: 3,
          height: 3,
        })),
      ),
    )
    .returning({ id: booths.id });
  const requests = await db
    .insert(participationRequests)
    .values(
      houses.map((house) => ({
        organizationId: house.id,
        eventId,
        status: "approved" as const,
        requestedArea: 9,
        approvedArea: 9,
        boothType: "standard" as const,
        titlesCount: TITLES_PER_HOUSE,
        decidedAt: now,
      })),
    )
    .returning({
      id: participationRequests.id,
      organizationId: participationRequests.organizationId,
    });
  // House i in hall i mod 5, its booths taken in order: each hall keeps a few free.
  await db.insert(boothReservations).values(
    requests.map((request, index) => ({
      boothId:
        boothRows[(index % HALLS.length) * BOOTHS_PER_HALL + Math.floor(index / HALLS.length)]!.id,
      eventId,
      requestId: request.id,
      organizationId: request.organizationId,
      status: "confirmed" as const,
    })),
  );

  const housesPerChunk = 25;
  for (let first = 0; first < EXHIBITORS; first += housesPerChunk) {
    const chunk = houses.slice(first, first + housesPerChunk).flatMap((house, offset) =>
      houseTitles(first + offset).map((spec) => ({
        organizationId: house.id,
        title: spec.title,
        author: spec.author,
        authorNationality: spec.authorNationality,
        language: spec.language,
        isbn: spec.isbn,
        issueDate: spec.issueDate,
        publisherName: spec.publisherName,
        status: "approved" as const,
        reviewedAt: now,
      })),
    );
    await db.insert(books).values(chunk);
  }
  // Prices from 15 to 115 SAR in steps of 0.50, quantities 5–44, as the houses' sheets give them.
  await db.execute(sql`
    insert into book_logistics (book_id, organization_id, quantity, price_halalas, barcode)
    select id, organization_id, 5 + abs(hashtext(id::text)) % 40,
           1500 + (abs(hashtext(isbn || organization_id::text)) % 201) * 50, isbn
    from books`);
  // What autovacuum does within a minute of a bulk insert: the planner's statistics.
  await db.execute(sql`vacuum analyze`);
  return { eventId, houses };
}
