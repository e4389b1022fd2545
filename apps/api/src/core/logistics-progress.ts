import { type LogisticsProgress, pipelineBlocker } from "@rawaq/domain/logistics";
import { type Placeholder, type SQL, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { bookLogistics, books, organizations, parcelItems, parcels } from "../db/schema/index.ts";

// The logistics pipeline's progress (DESIGN.md journey 5), computed on the server from the rows
// themselves: GET /api/organizations shows it in its meta, the logistics routes gate each step
// with it. One query, every count from an index on the organization.

/** The counts the pipeline's progress is computed from. */
export interface LogisticsCounts {
  pending: number;
  approved: number;
  complete: number;
  parcelsTotal: number;
  parcelsSent: number;
  parcelsWithShipper: number;
}

/** `from` the organization's books in `status` (a fixed word, written into the SQL). */
function booksIn(id: string | Placeholder | SQL, status: "pending" | "approved"): SQL {
  return sql`${books} b where b.organization_id = ${id} and b.status = ${sql.raw(`'${status}'`)}`;
}

/**
 * The counts as select columns, for a query that reads them beside other things (the
 * organization overview does, so GET /api/organizations stays at two queries).
 */
export function logisticsCountColumns(id: string | Placeholder | SQL) {
  const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number);
  return {
    pending: count(sql`select count(*) from ${booksIn(id, "pending")}`),
    approved: count(sql`select count(*) from ${booksIn(id, "approved")}`),
    // Book by book from the organization's approved books (its index), each book's data by its
    // key and its parcel shares summed from their index: the cost follows the house's books.
    // A join of the same tables let PostgreSQL hash every parcel item of every house first
    // (bench/api.ts: 2 ms at 15,000 items, growing with the whole fair); `offset 0` keeps the
    // planner from flattening the lateral subquery back into that join. A book in no parcel
    // sums to null, never to its quantity (> 0).
    complete: count(sql`select count(*) from ${books} b,
           lateral (
             select l.quantity from ${bookLogistics} l
             where l.book_id = b.id and l.quantity > 0 and l.price_halalas > 0 and l.barcode <> ''
             offset 0
           ) l
         where b.organization_id = ${id} and b.status = 'approved'
           and l.quantity = (select sum(i.quantity) from ${parcelItems} i where i.book_id = b.id)`),
    parcelsTotal: count(sql`select count(*) from ${parcels} p where p.organization_id = ${id}`),
    parcelsSent: count(
      sql`select count(*) from ${parcels} p where p.organization_id = ${id} and p.destination is not null`,
    ),
    parcelsWithShipper: count(
      sql`select count(*) from ${parcels} p where p.organization_id = ${id} and p.shipper_id is not null`,
    ),
  } satisfies Record<keyof LogisticsCounts, unknown>;
}

/**
 * Whether the pipeline is open at all (step 1 is), and whether `bookId` (when given) is one of
 * the organization's approved books, in one query: what every save of step 1 asks first. The
 * book counts' `exists` forms suffice (no pending book, at least one approved), without the
 * completeness sums the full progress needs.
 */
export async function isLogisticsOpen(
  db: Database,
  organization: { id: string; status: string },
  bookId?: string,
): Promise<{ open: boolean; bookFound: boolean }> {
  const exists = (query: SQL) => sql<number>`(exists (${query}))::int`.mapWith(Number);
  const [row] = await db
    .select({
      pending: exists(sql`select from ${booksIn(organization.id, "pending")}`),
      approved: exists(sql`select from ${booksIn(organization.id, "approved")}`),
      bookFound: exists(
        sql`select from ${booksIn(organization.id, "approved")} and b.id = ${bookId ?? null}`,
      ),
    })
    .from(organizations)
    .where(eq(organizations.id, organization.id));
  return {
    open:
      pipelineBlocker({
        organizationStatus: organization.status,
        pending: row!.pending,
        approved: row!.approved,
      }) === null,
    bookFound: row!.bookFound === 1,
  };
}

/**
 * How far an organization is: books whose data is complete, parcels sent, parcels with a
 * shipper, and each step's completeness (a step is complete only when the one before it is).
 */
export async function logisticsProgress(
  db: Database,
  organization: { id: string; status: string },
): Promise<LogisticsProgress> {
  const [counts] = await db
    .select(logisticsCountColumns(organization.id))
    .from(organizations)
    .where(eq(organizations.id, organization.id));
  return progressFromCounts(organization.status, counts!);
}

/** The pipeline's three steps (journey 5–7), in their order. */
export type LogisticsStep = "data" | "locations" | "shippers";

/**
 * Whether a step takes changes now: data once the pipeline is open, locations once the data is
 * complete, shippers once every parcel is sent. The logistics routes answer 409 otherwise, and
 * the demo seed keeps the same rule.
 */
export function isLogisticsStepOpen(progress: LogisticsProgress, step: LogisticsStep): boolean {
  if (step === "data") return progress.is_open;
  return step === "locations" ? progress.data_completed : progress.locations_completed;
}

/** The progress from counts already read. */
export function progressFromCounts(
  organizationStatus: string,
  counts: LogisticsCounts,
): LogisticsProgress {
  const blocker = pipelineBlocker({
    organizationStatus,
    pending: counts.pending,
    approved: counts.approved,
  });
  const isOpen = blocker === null;
  const dataCompleted = isOpen && counts.complete === counts.approved;
  const locationsCompleted =
    dataCompleted && counts.parcelsTotal > 0 && counts.parcelsSent === counts.parcelsTotal;
  const shippersCompleted = locationsCompleted && counts.parcelsWithShipper === counts.parcelsTotal;
  return {
    is_open: isOpen,
    blocker,
    data_completed: dataCompleted,
    locations_completed: locationsCompleted,
    shippers_completed: shippersCompleted,
    books_total: counts.approved,
    books_complete: counts.complete,
    parcels_total: counts.parcelsTotal,
    parcels_sent: counts.parcelsSent,
    parcels_with_shipper: counts.parcelsWithShipper,
  };
}
