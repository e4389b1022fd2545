import {
  type BookLogistics,
  type Destination,
  type Parcel,
  type ParcelDestinationFilter,
  type ParcelStatus,
  type ProductStock,
  isBookDataComplete,
} from "@rawaq/domain/logistics";
import type { PageQuery } from "@rawaq/domain/pagination";
import { normalizeDigits } from "@rawaq/domain/rules";
import {
  type AnyColumn,
  type Placeholder,
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  or,
  sql,
} from "drizzle-orm";
import { housesOf } from "../../core/fair-rules.ts";
import type { Database } from "../../db/client.ts";
import { likePattern } from "../../db/like.ts";
import { preparedQuery } from "../../db/prepared.ts";
import {
  bookLogistics,
  books,
  organizations,
  parcelItems,
  parcels,
  shippers,
} from "../../db/schema/index.ts";

export interface LogisticsFilter {
  state?: "all" | "incomplete" | "complete";
  q?: string;
}

/** A book is complete when its stored data passes the domain's rule (same SQL as the progress). */
const completeSql = sql<boolean>`(
  ${bookLogistics.quantity} > 0 and ${bookLogistics.priceHalalas} > 0 and ${bookLogistics.barcode} <> ''
  and ${bookLogistics.quantity} = (select coalesce(sum(i.quantity), 0) from ${parcelItems} i where i.book_id = ${books.id})
)`;

/** The search's patterns for a title, an author, an ISBN or a barcode; undefined without one. */
function searchPatterns(q: string | undefined) {
  const text = q ? normalizeDigits(q).trim() : "";
  if (!text) return undefined;
  return {
    text: likePattern(text),
    isbn: likePattern(text.replace(/[\s-]/g, "")),
    barcode: likePattern(text.toUpperCase()),
  };
}

type SearchPatterns = Record<"text" | "isbn" | "barcode", string | Placeholder>;

function titleSearch(patterns: SearchPatterns): SQL | undefined {
  return or(
    ilike(books.title, patterns.text),
    ilike(books.author, patterns.text),
    like(books.isbn, patterns.isbn),
    like(bookLogistics.barcode, patterns.barcode),
  );
}

/** Step 1's rows: an organization's approved books, searched, by the completeness of their data. */
function listConditions(
  organizationId: string | Placeholder,
  state: LogisticsFilter["state"],
  patterns: SearchPatterns | undefined,
) {
  return and(
    eq(books.organizationId, organizationId),
    eq(books.status, "approved"),
    patterns ? titleSearch(patterns) : undefined,
    state === "complete"
      ? sql`coalesce(${completeSql}, false)`
      : state === "incomplete"
        ? sql`not coalesce(${completeSql}, false)`
        : undefined,
  );
}

/**
 * A page of the books `where` chooses, ids and titles by title (a "deferred join"): they come in
 * order from the index on (organization, status, title, id) alone however deep the page, and
 * the page's own rows are then read by key (bookByKey, dataByKey). `extra` columns go beside
 * them (the list's total).
 */
function pageOfBooks<Extra extends Record<string, SQL.Aliased>>(
  db: Database,
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
  extra = {} as Extra,
) {
  return db
    .select({ id: books.id, title: books.title, ...extra })
    .from(books)
    .leftJoin(bookLogistics, eq(bookLogistics.bookId, books.id))
    .where(where)
    .orderBy(asc(books.title), asc(books.id))
    .limit(limit)
    .offset(offset)
    .as("page_of_books");
}

/**
 * A book and its logistics data by key, for a page of ids to join laterally: the `limit 1` keeps
 * the planner from flattening the subquery into a join that hashes every book (or every book's
 * data) of the house to find fifty (bench/logistics.ts).
 */
function bookByKey(db: Database, id: AnyColumn) {
  return db
    .select({ author: books.author, isbn: books.isbn })
    .from(books)
    .where(eq(books.id, id))
    .limit(1)
    .as("book");
}

function dataByKey(db: Database, id: AnyColumn) {
  return db
    .select({
      quantity: bookLogistics.quantity,
      priceHalalas: bookLogistics.priceHalalas,
      barcode: bookLogistics.barcode,
    })
    .from(bookLogistics)
    .where(eq(bookLogistics.bookId, id))
    .limit(1)
    .as("data");
}

/**
 * One page of step 1's list, prepared per shape of filter (db/prepared.ts: planning it cost
 * more than running it). Its parts, each chosen by bench/logistics.ts:
 * - the page's book ids first (pageOfBooks), with the filter's total beside each
 *   (`count(*) over ()`, one query where a second one counted the same rows again);
 * - each book and its data then fetched by key (bookByKey, dataByKey);
 * - its parcels as a JSON column of its own row (sharesOf).
 */
const bookLogisticsPage = new Map<string, (db: Database) => ReturnType<typeof buildPage>>();

function buildPage(db: Database, name: string, state: LogisticsFilter["state"], search: boolean) {
  const where = listConditions(
    sql.placeholder("organizationId"),
    state,
    search
      ? {
          text: sql.placeholder("text"),
          isbn: sql.placeholder("isbn"),
          barcode: sql.placeholder("barcode"),
        }
      : undefined,
  );
  const page = pageOfBooks(db, where, sql.placeholder("limit"), sql.placeholder("offset"), {
    total: sql<number>`count(*) over ()`.mapWith(Number).as("total"),
  });
  const book = bookByKey(db, page.id);
  const data = dataByKey(db, page.id);
  return db
    .select({
      id: page.id,
      title: page.title,
      total: page.total,
      author: book.author,
      isbn: book.isbn,
      quantity: data.quantity,
      priceHalalas: data.priceHalalas,
      barcode: data.barcode,
      shares: sharesOf(page.id),
    })
    .from(page)
    .innerJoinLateral(book, sql`true`)
    .leftJoinLateral(data, sql`true`)
    .orderBy(asc(page.title), asc(page.id))
    .prepare(name);
}

/** The approved books of an organization with their logistics data, one page, by title. */
export async function listBookLogistics(
  db: Database,
  organizationId: string,
  filter: LogisticsFilter,
  page: PageQuery,
): Promise<{ books: BookLogistics[]; total: number }> {
  const patterns = searchPatterns(filter.q);
  const state = filter.state ?? "all";
  const name = `book_logistics_page_${state}${patterns ? "_search" : ""}`;
  let query = bookLogisticsPage.get(name);
  if (!query) {
    query = preparedQuery((db) => buildPage(db, name, state, patterns !== undefined));
    bookLogisticsPage.set(name, query);
  }
  const rows = await query(db).execute({
    organizationId,
    limit: page.per_page,
    offset: (page.page - 1) * page.per_page,
    ...patterns,
  });
  return {
    // A page past the end has no row to carry the total: page 1 means none, a later one asks.
    total:
      rows[0]?.total ??
      (page.page === 1 ? 0 : await countBookLogistics(db, organizationId, filter)),
    books: rows.map((row) => toBookLogistics(row, row.shares)),
  };
}

async function countBookLogistics(db: Database, organizationId: string, filter: LogisticsFilter) {
  const [totals] = await db
    .select({ total: count() })
    .from(books)
    .leftJoin(bookLogistics, eq(bookLogistics.bookId, books.id))
    .where(listConditions(organizationId, filter.state, searchPatterns(filter.q)));
  return totals?.total ?? 0;
}

type Share = { number: string; quantity: number; sent: boolean };

/**
 * A book's parcels (number, quantity, sent) by number, as a JSON column of the book's own row:
 * one query for a book or a page of them, where a second one per list cost a round trip more
 * (bench/logistics.ts). By number in byte order (`collate "C"`, numbers are ASCII), the order
 * JavaScript sorts in: a save answers with the book it wrote without reading it back.
 */
function sharesOf(bookId: AnyColumn) {
  return sql<Share[]>`coalesce((
    select json_agg(json_build_object('number', p.number, 'quantity', i.quantity, 'sent', p.destination is not null) order by p.number collate "C")
    from ${parcelItems} i join ${parcels} p on p.id = i.parcel_id where i.book_id = ${bookId}
  ), '[]'::json)`.mapWith(
    // node-postgres hands JSON over parsed; a driver that hands over text gets it parsed here.
    (value: Share[] | string): Share[] => (typeof value === "string" ? JSON.parse(value) : value),
  );
}

/** A book and its parcel shares as the API answers them (completeness from the domain's rule). */
export function toBookLogistics(
  row: {
    id: string;
    title: string;
    author: string;
    isbn: string;
    quantity: number | null;
    priceHalalas: number | null;
    barcode: string | null;
  },
  shares: Share[],
): BookLogistics {
  const data = {
    quantity: row.quantity,
    price_halalas: row.priceHalalas,
    barcode: row.barcode,
    parcels: shares,
  };
  return {
    book_id: row.id,
    title: row.title,
    author: row.author,
    isbn: row.isbn,
    ...data,
    complete: isBookDataComplete(data),
  };
}

/** One approved book of the organization with its data, or undefined (404). */
export async function findBookLogistics(
  db: Database,
  organizationId: string,
  bookId: string,
): Promise<BookLogistics | undefined> {
  const [row] = await db
    .select({
      id: books.id,
      title: books.title,
      author: books.author,
      isbn: books.isbn,
      quantity: bookLogistics.quantity,
      priceHalalas: bookLogistics.priceHalalas,
      barcode: bookLogistics.barcode,
      shares: sharesOf(books.id),
    })
    .from(books)
    .leftJoin(bookLogistics, eq(bookLogistics.bookId, books.id))
    .where(
      and(
        eq(books.id, bookId),
        eq(books.organizationId, organizationId),
        eq(books.status, "approved"),
      ),
    );
  if (!row) return undefined;
  return toBookLogistics(row, row.shares);
}

export interface ParcelFilter {
  organizationId?: string;
  /** The parcels of the houses approved for this event. */
  eventId?: string;
  status?: ParcelStatus;
  destination?: ParcelDestinationFilter;
  shipper?: "assigned" | "none";
  q?: string;
  ids?: string[];
}

function parcelConditions(filter: ParcelFilter): SQL | undefined {
  const text = filter.q ? normalizeDigits(filter.q).trim() : "";
  return and(
    filter.organizationId ? eq(parcels.organizationId, filter.organizationId) : undefined,
    filter.eventId
      ? sql`${parcels.organizationId} in (${housesOf({ id: filter.eventId })})`
      : undefined,
    filter.status ? eq(parcels.status, filter.status) : undefined,
    filter.destination === "none"
      ? isNull(parcels.destination)
      : filter.destination === "sent"
        ? isNotNull(parcels.destination)
        : filter.destination
          ? eq(parcels.destination, filter.destination)
          : undefined,
    filter.shipper === "none"
      ? isNull(parcels.shipperId)
      : filter.shipper === "assigned"
        ? isNotNull(parcels.shipperId)
        : undefined,
    filter.ids ? inArray(parcels.id, filter.ids) : undefined,
    text
      ? or(
          like(parcels.number, likePattern(text.toUpperCase())),
          eq(parcels.code, text.toUpperCase()),
          sql`exists (select 1 from ${parcelItems} i join ${books} b on b.id = i.book_id
            where i.parcel_id = ${parcels.id} and b.title ilike ${likePattern(text)})`,
        )
      : undefined,
  );
}

/** The administration's organization filter: houses with parcels under the other filters. */
export async function parcelOrganizations(
  db: Database,
  filter: Omit<ParcelFilter, "organizationId">,
) {
  return db
    .select({ id: organizations.id, name: organizations.name, count: count(parcels.id) })
    .from(parcels)
    .innerJoin(organizations, eq(organizations.id, parcels.organizationId))
    .where(parcelConditions(filter))
    .groupBy(organizations.id, organizations.name)
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(1000);
}

/** One page of parcels with their contents, by number. */
export async function listParcels(
  db: Database,
  filter: ParcelFilter,
  page: PageQuery,
): Promise<{ parcels: Parcel[]; total: number }> {
  const where = parcelConditions(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        parcel: parcels,
        organizationName: organizations.name,
        shipper: { id: shippers.id, nameAr: shippers.nameAr, nameEn: shippers.nameEn },
      })
      .from(parcels)
      .innerJoin(organizations, eq(organizations.id, parcels.organizationId))
      .leftJoin(shippers, eq(shippers.id, parcels.shipperId))
      .where(where)
      .orderBy(
        filter.organizationId ? asc(parcels.number) : desc(parcels.createdAt),
        asc(parcels.id),
      )
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(parcels).where(where),
  ]);
  const items = await itemsOf(
    db,
    rows.map((row) => row.parcel.id),
  );
  return {
    total: totals?.total ?? 0,
    parcels: rows.map((row) => ({
      id: row.parcel.id,
      organization_id: row.parcel.organizationId,
      organization_name: row.organizationName,
      number: row.parcel.number,
      code: row.parcel.code,
      destination: row.parcel.destination,
      status: row.parcel.status,
      shipper: row.shipper
        ? { id: row.shipper.id, name: { ar: row.shipper.nameAr, en: row.shipper.nameEn } }
        : null,
      labels_attached_at: row.parcel.labelsAttachedAt?.toISOString() ?? null,
      sent_at: row.parcel.sentAt?.toISOString() ?? null,
      items: items.get(row.parcel.id) ?? [],
      total: (items.get(row.parcel.id) ?? []).reduce((sum, item) => sum + item.quantity, 0),
    })),
  };
}

async function itemsOf(db: Database, parcelIds: string[]) {
  const byParcel = new Map<string, Parcel["items"]>();
  if (parcelIds.length === 0) return byParcel;
  const rows = await db
    .select({
      parcelId: parcelItems.parcelId,
      bookId: books.id,
      title: books.title,
      isbn: books.isbn,
      quantity: parcelItems.quantity,
    })
    .from(parcelItems)
    .innerJoin(books, eq(books.id, parcelItems.bookId))
    .where(inArray(parcelItems.parcelId, parcelIds))
    .orderBy(asc(books.title));
  for (const row of rows) {
    const list = byParcel.get(row.parcelId) ?? [];
    list.push({ book_id: row.bookId, title: row.title, isbn: row.isbn, quantity: row.quantity });
    byParcel.set(row.parcelId, list);
  }
  return byParcel;
}

/** Stock per title (journey 7): the total, and what was sent to storage or to the booth. */
export async function listProducts(
  db: Database,
  organizationId: string,
  q: string | undefined,
  page: PageQuery,
): Promise<{
  products: ProductStock[];
  totals: { total: number; in_storage: number; at_booth: number };
  total: number;
}> {
  const where = listConditions(organizationId, "all", searchPatterns(q));
  const stock = (id: AnyColumn | SQL, destination: Destination) =>
    sql<number>`coalesce((select sum(i.quantity) from ${parcelItems} i
      join ${parcels} p on p.id = i.parcel_id where i.book_id = ${id} and p.destination = ${destination}), 0)`.mapWith(
      Number,
    );
  // The page's ids first, then its books, data and stock by key, as in step 1's list: a deep
  // page does not sum the stock of every title before it.
  const ids = pageOfBooks(db, where, page.per_page, (page.page - 1) * page.per_page);
  const book = bookByKey(db, ids.id);
  const data = dataByKey(db, ids.id);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: ids.id,
        title: ids.title,
        isbn: book.isbn,
        barcode: data.barcode,
        priceHalalas: data.priceHalalas,
        quantity: data.quantity,
        inStorage: stock(ids.id, "storage"),
        atBooth: stock(ids.id, "booth"),
      })
      .from(ids)
      .innerJoinLateral(book, sql`true`)
      .leftJoinLateral(data, sql`true`)
      .orderBy(asc(ids.title), asc(ids.id)),
    db
      .select({
        count: count(),
        total: sql<number>`coalesce(sum(${bookLogistics.quantity}), 0)`.mapWith(Number),
        inStorage: sql<number>`coalesce(sum(${stock(books.id, "storage")}), 0)`.mapWith(Number),
        atBooth: sql<number>`coalesce(sum(${stock(books.id, "booth")}), 0)`.mapWith(Number),
      })
      .from(books)
      .leftJoin(bookLogistics, eq(bookLogistics.bookId, books.id))
      .where(where),
  ]);
  return {
    total: totals?.count ?? 0,
    totals: {
      total: totals?.total ?? 0,
      in_storage: totals?.inStorage ?? 0,
      at_booth: totals?.atBooth ?? 0,
    },
    products: rows.map((row) => ({
      book_id: row.id,
      title: row.title,
      isbn: row.isbn,
      barcode: row.barcode,
      price_halalas: row.priceHalalas,
      total: row.quantity ?? 0,
      in_storage: row.inStorage,
      at_booth: row.atBooth,
    })),
  };
}

/** The id of the parcel whose label bears this code, for the scan box. */
export async function parcelIdByCode(db: Database, code: string): Promise<string | undefined> {
  const [row] = await db.select({ id: parcels.id }).from(parcels).where(eq(parcels.code, code));
  return row?.id;
}

/** An organization's id and name, for a manifest's heading. */
export async function organizationName(
  db: Database,
  organizationId: string,
): Promise<{ id: string; name: string } | undefined> {
  const [organization] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return organization;
}

/** Where a batch ends in listParcels' order: the number, or the exact creation time as text. */
export type ParcelCursor = { key: string; id: string };

/**
 * One batch of the parcels listParcels lists for `filter`, in its order, after `after`. The
 * batch's ids are read first, in that order but under the organization alone, and listParcels
 * keeps those its filters match: its conditions stay the one definition of the
 * filters. A batch may so hold fewer parcels than it read ids; the next starts after the ids.
 */
export async function parcelExportBatch(
  db: Database,
  filter: Omit<ParcelFilter, "ids">,
  after: ParcelCursor | undefined,
  size: number,
) {
  const { organizationId } = filter;
  // listParcels' order: an organization's parcels by number, everyone's newest first.
  const key = organizationId
    ? sql<string>`${parcels.number}`
    : sql<string>`${parcels.createdAt}::text`;
  const afterCondition = !after
    ? undefined
    : organizationId
      ? sql`(${parcels.number}, ${parcels.id}) > (${after.key}, ${after.id}::uuid)`
      : sql`(${parcels.createdAt} < ${after.key}::timestamptz or (${parcels.createdAt} = ${after.key}::timestamptz and ${parcels.id} > ${after.id}::uuid))`;
  const candidates = await db
    .select({ id: parcels.id, key })
    .from(parcels)
    .where(
      and(organizationId ? eq(parcels.organizationId, organizationId) : undefined, afterCondition),
    )
    .orderBy(organizationId ? asc(parcels.number) : desc(parcels.createdAt), asc(parcels.id))
    .limit(size);
  if (candidates.length === 0) return { rows: [] };
  const ids = candidates.map((candidate) => candidate.id);
  const { parcels: rows } = await listParcels(
    db,
    { ...filter, ids },
    { page: 1, per_page: ids.length },
  );
  const last = candidates.at(-1)!;
  return {
    rows,
    next: candidates.length === size ? { key: last.key, id: last.id } : undefined,
  };
}
