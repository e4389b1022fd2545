import { type LogisticsProgress, pipelineBlocker } from "@rawaq/domain/logistics";
import { type SQL, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { bookLogistics, books, organizations, parcelItems, parcels } from "../db/schema.ts";

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

/**
 * The counts as select columns, for a query that reads them beside other things (the
 * organization overview does, so GET /api/organizations stays at two queries).
 */
export function logisticsCountColumns(id: string) {
  const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number);
  return {
    pending: count(
      sql`select count(*) from ${books} b where b.organization_id = ${id} and b.status = 'pending'`,
    ),
    approved: count(
      sql`select count(*) from ${books} b where b.organization_id = ${id} and b.status = 'approved'`,
    ),
    // Each book's parcel shares summed in one grouped join: the correlated sum per book it
    // replaces ran twice per book (bench/logistics.ts). A book in no parcel sums to nothing,
    // never to its quantity (> 0), as before.
    complete: count(sql`select count(*) from (
           select l.quantity, sum(i.quantity) as in_parcels from ${books} b
           join ${bookLogistics} l on l.book_id = b.id
           join ${parcelItems} i on i.book_id = b.id
           where b.organization_id = ${id} and b.status = 'approved'
             and l.quantity > 0 and l.price_halalas > 0 and l.barcode <> ''
           group by l.book_id
         ) c where c.quantity = c.in_parcels`),
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
 * Whether the pipeline is open at all (step 1 is), from the two book counts alone: what every
 * save of step 1 asks first, without the completeness sums the full progress needs.
 */
export async function isLogisticsOpen(
  db: Database,
  organization: { id: string; status: string },
): Promise<boolean> {
  const { pending, approved } = logisticsCountColumns(organization.id);
  const [counts] = await db
    .select({ pending, approved })
    .from(organizations)
    .where(eq(organizations.id, organization.id));
  return (
    pipelineBlocker({
      organizationStatus: organization.status,
      pending: counts!.pending,
      approved: counts!.approved,
    }) === null
  );
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
