import type { PageQuery } from "@rawaq/domain/pagination";
import {
  type BoothInput,
  type EventInput,
  type Zone,
  type ZoneInput,
  rectsOverlap,
} from "@rawaq/domain/participation";
import type { FieldErrors, ValidationCode } from "@rawaq/domain/validation";
import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { boothReservations, booths, events, zones } from "../../db/schema/index.ts";

type ZoneRow = typeof zones.$inferSelect;

export function toZone(row: ZoneRow): Zone {
  return {
    id: row.id,
    event_id: row.eventId,
    code: row.code,
    name: { ar: row.nameAr, en: row.nameEn },
    plan_width: row.planWidth,
    plan_height: row.planHeight,
  };
}

function eventColumns(input: EventInput) {
  return {
    nameAr: input.name_ar,
    nameEn: input.name_en,
    venueAr: input.venue_ar,
    venueEn: input.venue_en,
    addressAr: input.address_ar,
    addressEn: input.address_en,
    latitude: input.latitude,
    longitude: input.longitude,
    registrationOpensOn: input.registration_opens_on,
    registrationClosesOn: input.registration_closes_on,
    shippingStartsOn: input.shipping_starts_on,
    startsOn: input.opens_on,
    endsOn: input.ends_on,
  };
}

export async function listEvents(db: Database, page: PageQuery) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(events)
      .orderBy(desc(events.startsOn), desc(events.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(events),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function createEvent(db: Database, input: EventInput) {
  const [row] = await db.insert(events).values(eventColumns(input)).returning();
  return row!;
}

export async function updateEvent(db: Database, id: string, input: EventInput) {
  const [row] = await db
    .update(events)
    .set(eventColumns(input))
    .where(eq(events.id, id))
    .returning();
  return row;
}

export async function listZones(db: Database, eventId: string) {
  return db.select().from(zones).where(eq(zones.eventId, eventId)).orderBy(asc(zones.code));
}

export async function findZone(db: Database, id: string) {
  const [row] = await db.select().from(zones).where(eq(zones.id, id)).limit(1);
  return row;
}

function zoneColumns(input: ZoneInput) {
  return {
    code: input.code,
    nameAr: input.name_ar,
    nameEn: input.name_en,
    planWidth: input.plan_width,
    planHeight: input.plan_height,
  };
}

/** The new zone, or "duplicate" when the event has a zone with its code. */
export async function createZone(db: Database, eventId: string, input: ZoneInput) {
  return duplicateCodeAs(async () => {
    const [row] = await db
      .insert(zones)
      .values({ eventId, ...zoneColumns(input) })
      .returning();
    return row!;
  });
}

/** The saved zone, undefined when there is none, or "duplicate" when its code is taken. */
export async function updateZone(db: Database, id: string, input: ZoneInput) {
  return duplicateCodeAs(async () => {
    const [row] = await db
      .update(zones)
      .set(zoneColumns(input))
      .where(eq(zones.id, id))
      .returning();
    return row;
  });
}

async function duplicateCodeAs<T>(write: () => Promise<T>): Promise<T | "duplicate"> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
}

/**
 * Field errors of a zone's layout, keyed `booths.{index}.{field}` like the schema's: codes unique,
 * every booth inside the plan and on cells of its own.
 */
export function layoutErrors(
  zone: Pick<ZoneRow, "planWidth" | "planHeight">,
  layout: readonly BoothInput[],
): FieldErrors<ValidationCode> {
  const errors: FieldErrors<ValidationCode> = {};
  const seen = new Map<string, number>();
  layout.forEach((booth, index) => {
    const first = seen.get(booth.code);
    if (first !== undefined) errors[`booths.${index}.code`] = ["duplicate"];
    else seen.set(booth.code, index);
    if (booth.x + booth.width > zone.planWidth || booth.y + booth.height > zone.planHeight) {
      errors[`booths.${index}.x`] = ["outside_plan"];
    } else if (layout.slice(0, index).some((other) => rectsOverlap(other, booth))) {
      errors[`booths.${index}.x`] = ["overlap"];
    }
  });
  return errors;
}

export type LayoutOutcome =
  { outcome: "saved"; count: number } | { outcome: "in_use"; code: string };

/**
 * Replaces a zone's booths with `layout`: rows with an id are updated, new ones inserted, the rest
 * taken off the plan — unless a removed booth is held or confirmed, which stops the whole save. A
 * removed booth that was ever reserved is retired rather than deleted: its past reservations and
 * their invoices still name it.
 */
export async function saveLayout(
  db: Database,
  zoneId: string,
  layout: ReadonlyArray<BoothInput & { id?: string | undefined }>,
  now: Date,
): Promise<LayoutOutcome> {
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: booths.id, code: booths.code })
      .from(booths)
      .where(and(eq(booths.zoneId, zoneId), isNull(booths.retiredAt)))
      .for("update");
    const existingIds = new Set(existing.map((booth) => booth.id));
    const kept = layout.flatMap((booth) =>
      booth.id && existingIds.has(booth.id) ? [booth.id] : [],
    );
    const removed = existing.filter((booth) => !kept.includes(booth.id));
    if (removed.length > 0) {
      const removedIds = removed.map((booth) => booth.id);
      const [live] = await tx
        .select({ code: booths.code })
        .from(boothReservations)
        .innerJoin(booths, eq(booths.id, boothReservations.boothId))
        .where(
          and(
            inArray(boothReservations.boothId, removedIds),
            inArray(boothReservations.status, ["held", "confirmed"]),
          ),
        )
        .limit(1);
      if (live) return { outcome: "in_use", code: live.code };
      const reserved = new Set(
        (
          await tx
            .selectDistinct({ id: boothReservations.boothId })
            .from(boothReservations)
            .where(inArray(boothReservations.boothId, removedIds))
        ).map((row) => row.id),
      );
      if (reserved.size > 0) {
        await tx
          .update(booths)
          .set({ retiredAt: now })
          .where(inArray(booths.id, [...reserved]));
      }
      const unreserved = removedIds.filter((id) => !reserved.has(id));
      if (unreserved.length > 0) await tx.delete(booths).where(inArray(booths.id, unreserved));
    }
    // Codes are unique per zone: park the kept booths' codes first so a swap does not collide.
    for (const id of kept) {
      await tx
        .update(booths)
        .set({ code: `~${id}` })
        .where(eq(booths.id, id));
    }
    for (const booth of layout) {
      const columns = boothColumns(booth);
      if (booth.id && existingIds.has(booth.id)) {
        await tx.update(booths).set(columns).where(eq(booths.id, booth.id));
      } else {
        await tx.insert(booths).values({ zoneId, ...columns });
      }
    }
    return { outcome: "saved", count: layout.length };
  });
}

export function boothColumns(booth: BoothInput) {
  return {
    code: booth.code,
    type: booth.type,
    areaSquareMetres: booth.area_square_metres,
    priceMode: booth.price_mode,
    priceHalalas: booth.price_halalas,
    x: booth.x,
    y: booth.y,
    width: booth.width,
    height: booth.height,
    status: booth.status,
  };
}

/** A stored booth as the layout the editor sends back, with its id. */
export function boothInput(row: typeof booths.$inferSelect): BoothInput & { id: string } {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    area_square_metres: row.areaSquareMetres,
    price_mode: row.priceMode,
    price_halalas: row.priceHalalas,
    x: row.x,
    y: row.y,
    width: row.width,
    height: row.height,
    status: row.status,
  };
}

/** The booths on a zone's plan (retired ones are history, not layout). */
export async function zoneBooths(db: Database, zoneId: string) {
  return db
    .select()
    .from(booths)
    .where(and(eq(booths.zoneId, zoneId), isNull(booths.retiredAt)))
    .orderBy(asc(booths.code));
}
