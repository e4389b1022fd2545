import type { PageQuery } from "@rawaq/domain/pagination";
import {
  type BoothChange,
  type PlanBooth,
  type PlanState,
  type Reservation,
  type ReservationStatus,
  boothPrice,
  effectiveReservationStatus,
} from "@rawaq/domain/participation";
import { type SQL, and, asc, count, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { keysetBatch } from "../../http/export-stream.ts";
import {
  boothReservations,
  booths,
  events,
  organizations,
  participationRequests,
  zones,
} from "../../db/schema/index.ts";

/** A reservation that holds its booth at `now`: confirmed, or held and not yet past its time. */
export function isLive(now: Date): SQL {
  return or(
    eq(boothReservations.status, "confirmed"),
    and(eq(boothReservations.status, "held"), gt(boothReservations.expiresAt, now)),
  )!;
}

/**
 * Every zone of the event with its booths and their state at `now`. Expired holds count as free
 * here whether or not the sweep has marked them yet. `withHolders` adds who holds what (admin).
 */
export async function floorPlan(
  db: Database,
  eventId: string,
  now: Date,
  options: {
    organizationId?: string;
    withHolders: boolean;
    /** Told of each live reservation: its booth, its house and, for a hold, its expiry. */
    onReservation?: (boothId: string, organizationId: string, expiresAt: Date | null) => void;
  },
) {
  // Flat columns, and the holder's name only for an admin: at 500 booths the cost of a plan is
  // mapping and serialising its rows, not the query (bench/participation.ts).
  const boothQuery = db
    .select({
      id: booths.id,
      zoneId: booths.zoneId,
      code: booths.code,
      type: booths.type,
      areaSquareMetres: booths.areaSquareMetres,
      priceMode: booths.priceMode,
      priceHalalas: booths.priceHalalas,
      x: booths.x,
      y: booths.y,
      width: booths.width,
      height: booths.height,
      status: booths.status,
      reservationId: boothReservations.id,
      reservationStatus: boothReservations.status,
      expiresAt: boothReservations.expiresAt,
      organizationId: boothReservations.organizationId,
      organizationName: options.withHolders ? organizations.name : sql<null>`null`,
    })
    .from(booths)
    .innerJoin(zones, eq(zones.id, booths.zoneId))
    .leftJoin(boothReservations, and(eq(boothReservations.boothId, booths.id), isLive(now)))
    .$dynamic();
  const [zoneRows, boothRows] = await Promise.all([
    db.select().from(zones).where(eq(zones.eventId, eventId)).orderBy(asc(zones.code)),
    (options.withHolders
      ? boothQuery.leftJoin(organizations, eq(organizations.id, boothReservations.organizationId))
      : boothQuery
    )
      .where(and(eq(zones.eventId, eventId), isNull(booths.retiredAt)))
      .orderBy(asc(booths.code)),
  ]);
  const byZone = new Map<string, PlanBooth[]>();
  for (const booth of boothRows) {
    if (booth.reservationId && booth.organizationId) {
      options.onReservation?.(booth.id, booth.organizationId, booth.expiresAt);
    }
    const state: PlanState =
      booth.status === "blocked"
        ? "blocked"
        : booth.reservationStatus === "confirmed"
          ? "confirmed"
          : booth.reservationStatus === "held"
            ? "held"
            : "available";
    const planBooth: PlanBooth = {
      id: booth.id,
      zone_id: booth.zoneId,
      code: booth.code,
      type: booth.type,
      area_square_metres: booth.areaSquareMetres,
      price_mode: booth.priceMode,
      price_halalas: booth.priceHalalas,
      total_halalas: boothPrice({
        price_mode: booth.priceMode,
        price_halalas: booth.priceHalalas,
        area_square_metres: booth.areaSquareMetres,
      }),
      x: booth.x,
      y: booth.y,
      width: booth.width,
      height: booth.height,
      status: booth.status,
      state,
      is_mine:
        options.organizationId !== undefined && booth.organizationId === options.organizationId,
      ...(options.withHolders
        ? {
            holder:
              booth.reservationId && booth.organizationId
                ? {
                    reservation_id: booth.reservationId,
                    organization_id: booth.organizationId,
                    organization_name: booth.organizationName ?? "",
                    expires_at: booth.expiresAt?.toISOString() ?? null,
                  }
                : null,
          }
        : {}),
    };
    const list = byZone.get(booth.zoneId);
    if (list) list.push(planBooth);
    else byZone.set(booth.zoneId, [planBooth]);
  }
  return zoneRows.map((zone) => ({
    id: zone.id,
    event_id: zone.eventId,
    code: zone.code,
    name: { ar: zone.nameAr, en: zone.nameEn },
    plan_width: zone.planWidth,
    plan_height: zone.planHeight,
    booths: byZone.get(zone.id) ?? [],
  }));
}

const reservationSelection = {
  reservation: boothReservations,
  boothCode: booths.code,
  zoneCode: zones.code,
  area: booths.areaSquareMetres,
  priceMode: booths.priceMode,
  priceHalalas: booths.priceHalalas,
  organizationName: organizations.name,
};

type ReservationRow = {
  reservation: typeof boothReservations.$inferSelect;
  boothCode: string;
  zoneCode: string;
  area: number;
  priceMode: "per_square_metre" | "fixed";
  priceHalalas: number;
  organizationName: string;
};

function toReservation(row: ReservationRow, now: Date): Reservation {
  const { reservation } = row;
  return {
    id: reservation.id,
    booth_id: reservation.boothId,
    booth_code: row.boothCode,
    zone_code: row.zoneCode,
    area_square_metres: row.area,
    total_halalas: boothPrice({
      price_mode: row.priceMode,
      price_halalas: row.priceHalalas,
      area_square_metres: row.area,
    }),
    organization_id: reservation.organizationId,
    organization_name: row.organizationName,
    status: effectiveReservationStatus(
      { status: reservation.status, expires_at: reservation.expiresAt },
      now,
    ),
    expires_at: reservation.expiresAt?.toISOString() ?? null,
    created_at: reservation.createdAt.toISOString(),
  };
}

/** Reservations with their booth, zone and house; `extra` columns beside them. */
function selectReservations<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Database,
  extra = {} as Extra,
) {
  return db
    .select({ ...reservationSelection, ...extra })
    .from(boothReservations)
    .innerJoin(booths, eq(booths.id, boothReservations.boothId))
    .innerJoin(zones, eq(zones.id, booths.zoneId))
    .innerJoin(organizations, eq(organizations.id, boothReservations.organizationId));
}

export interface ReservationFilter {
  eventId?: string;
  status?: ReservationStatus;
  organizationId?: string;
  requestId?: string;
}

function reservationWhere(filter: ReservationFilter, now: Date): SQL | undefined {
  // Statuses as people see them: a held reservation past its time is listed as expired.
  const status =
    filter.status === "held"
      ? and(eq(boothReservations.status, "held"), gt(boothReservations.expiresAt, now))
      : filter.status === "expired"
        ? or(
            eq(boothReservations.status, "expired"),
            and(eq(boothReservations.status, "held"), lte(boothReservations.expiresAt, now)),
          )
        : filter.status
          ? eq(boothReservations.status, filter.status)
          : undefined;
  return and(
    filter.eventId ? eq(boothReservations.eventId, filter.eventId) : undefined,
    filter.organizationId ? eq(boothReservations.organizationId, filter.organizationId) : undefined,
    filter.requestId ? eq(boothReservations.requestId, filter.requestId) : undefined,
    status,
  );
}

/** Where a batch of the list ends: the exact timestamp (text keeps its microseconds) and id. */
export type ReservationCursor = { createdAt: string; id: string };

/**
 * The list's reservations in its order (newest first), `size` at a time after `after`: what the
 * export streams (http/export-stream.ts).
 */
export async function reservationsAfter(
  db: Database,
  filter: ReservationFilter,
  now: Date,
  after: ReservationCursor | undefined,
  size: number,
) {
  const rows = await selectReservations(db, {
    createdAt: sql<string>`${boothReservations.createdAt}::text`,
  })
    .where(
      and(
        reservationWhere(filter, now),
        after
          ? sql`(${boothReservations.createdAt}, ${boothReservations.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(boothReservations.createdAt), desc(boothReservations.id))
    .limit(size);
  const batch = keysetBatch(rows, size, (row) => ({
    createdAt: row.createdAt,
    id: row.reservation.id,
  }));
  return { rows: batch.rows.map((row) => toReservation(row, now)), next: batch.next };
}

export async function listReservations(
  db: Database,
  filter: ReservationFilter,
  page: PageQuery,
  now: Date,
) {
  const where = reservationWhere(filter, now);
  const [rows, [totals]] = await Promise.all([
    selectReservations(db)
      .where(where)
      .orderBy(desc(boothReservations.createdAt), desc(boothReservations.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(boothReservations).where(where),
  ]);
  return { reservations: rows.map((row) => toReservation(row, now)), total: totals?.total ?? 0 };
}

export async function findReservation(db: Database, id: string, now: Date) {
  const [row] = await selectReservations(db).where(eq(boothReservations.id, id)).limit(1);
  return row ? toReservation(row, now) : undefined;
}

/** The organization's approved requests (one per event at most), with their events, by date. */
export async function approvedParticipations(db: Database, organizationId: string) {
  const rows = await db
    .select({
      requestId: participationRequests.id,
      approvedArea: participationRequests.approvedArea,
      event: {
        id: events.id,
        nameAr: events.nameAr,
        nameEn: events.nameEn,
        opens_on: events.startsOn,
        ends_on: events.endsOn,
      },
    })
    .from(participationRequests)
    .innerJoin(events, eq(events.id, participationRequests.eventId))
    .where(
      and(
        eq(participationRequests.organizationId, organizationId),
        eq(participationRequests.status, "approved"),
      ),
    )
    .orderBy(asc(events.startsOn), asc(events.id));
  return rows.map(({ event: { nameAr, nameEn, ...event }, ...row }) => ({
    ...row,
    event: { ...event, name: { ar: nameAr, en: nameEn } },
  }));
}

/** The area of the booths a request holds or has confirmed at `now`. */
export async function liveArea(db: Database, requestId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ area: sql<number>`coalesce(sum(${booths.areaSquareMetres}), 0)::int` })
    .from(boothReservations)
    .innerJoin(booths, eq(booths.id, boothReservations.boothId))
    .where(and(eq(boothReservations.requestId, requestId), isLive(now)));
  return Number(row?.area ?? 0);
}

/**
 * Marks every hold past its time as expired and returns the booths that became free, per event.
 * Queries already treat such holds as free; this makes the rows say so and tells open plans.
 */
export async function sweepExpiredHolds(db: Database, now: Date) {
  const rows = await db
    .update(boothReservations)
    .set({ status: "expired", endedAt: now })
    .where(and(eq(boothReservations.status, "held"), lte(boothReservations.expiresAt, now)))
    .returning({ boothId: boothReservations.boothId, eventId: boothReservations.eventId });
  return changesByEvent(rows.map((row) => ({ ...row, state: "available" as const })));
}

export function changesByEvent(
  rows: Array<{ eventId: string; boothId: string; state: PlanState; organizationId?: string }>,
) {
  const byEvent = new Map<string, BoothChange[]>();
  for (const row of rows) {
    const change: BoothChange = {
      booth_id: row.boothId,
      state: row.state,
      organization_id: row.organizationId ?? null,
    };
    const list = byEvent.get(row.eventId);
    if (list) list.push(change);
    else byEvent.set(row.eventId, [change]);
  }
  return byEvent;
}

/** Whether an event exists, before a plan's stream is opened for it. */
export async function eventExists(db: Database, eventId: string): Promise<boolean> {
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return event !== undefined;
}
