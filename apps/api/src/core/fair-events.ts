import { type FairEvent, isRegistrationOpen } from "@rawaq/domain/participation";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { events } from "../db/schema/index.ts";

export type EventRow = typeof events.$inferSelect;

/** An event's row, or undefined: every feature that reads one event asks here. */
export async function findEvent(db: Database, eventId: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  return row;
}

/**
 * An event as every answer carries it: the events feature's lists and pages and the plan's
 * answer (reservations) alike, with whether registration is open at `now`.
 */
export function toEvent(row: EventRow, now: Date): FairEvent {
  const event = {
    id: row.id,
    name: { ar: row.nameAr, en: row.nameEn },
    venue: { ar: row.venueAr, en: row.venueEn },
    address: { ar: row.addressAr, en: row.addressEn },
    latitude: row.latitude,
    longitude: row.longitude,
    registration_opens_on: row.registrationOpensOn,
    registration_closes_on: row.registrationClosesOn,
    shipping_starts_on: row.shippingStartsOn,
    opens_on: row.startsOn,
    ends_on: row.endsOn,
  };
  return { ...event, is_registration_open: isRegistrationOpen(event, now) };
}
