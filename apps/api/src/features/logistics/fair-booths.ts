import type { FairBooth } from "@rawaq/domain/logistics";
import { and, asc, eq, gte } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { boothReservations, booths, events, zones } from "../../db/schema/index.ts";

/**
 * The organization's confirmed booths at fairs that have not ended, for the labels' hall/booth
 * marking. A hold is left out on purpose: it may expire before the parcel arrives, and a label
 * that names the wrong booth sends the parcel there.
 */
export async function confirmedFairBooths(
  db: Database,
  organizationId: string,
  now: Date,
): Promise<FairBooth[]> {
  const today = now.toISOString().slice(0, 10);
  return db
    .select({
      event_name: { ar: events.nameAr, en: events.nameEn },
      zone_name: { ar: zones.nameAr, en: zones.nameEn },
      booth_code: booths.code,
    })
    .from(boothReservations)
    .innerJoin(booths, eq(booths.id, boothReservations.boothId))
    .innerJoin(zones, eq(zones.id, booths.zoneId))
    .innerJoin(events, eq(events.id, boothReservations.eventId))
    .where(
      and(
        eq(boothReservations.organizationId, organizationId),
        eq(boothReservations.status, "confirmed"),
        gte(events.endsOn, today),
      ),
    )
    .orderBy(asc(events.startsOn), asc(zones.code), asc(booths.code))
    .limit(20);
}
