import { type FairEvent, isRegistrationOpen } from "@rawaq/domain/participation";
import type { events } from "../../db/schema.ts";

/** The event as the plan's answer carries it. */
export function toPlanEvent(row: typeof events.$inferSelect, now: Date): FairEvent {
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
