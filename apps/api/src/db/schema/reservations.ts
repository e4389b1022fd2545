import { sql } from "drizzle-orm";
import { index, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import {
  cascadeReference,
  createdAt,
  id,
  setNullReference,
  status,
  timestamptz,
} from "./columns.ts";
import { booths, events } from "./events.ts";
import { organizations } from "./organizations.ts";
import { participationRequests } from "./participation.ts";
import { users } from "./users.ts";

/** A booth held (for 30 minutes) or confirmed for an approved request. */
export const boothReservations = pgTable(
  "booth_reservations",
  {
    id: id(),
    boothId: cascadeReference("booth_id", () => booths.id),
    eventId: cascadeReference("event_id", () => events.id),
    requestId: cascadeReference("request_id", () => participationRequests.id),
    organizationId: cascadeReference("organization_id", () => organizations.id),
    status: status(["held", "confirmed", "expired", "cancelled"]),
    expiresAt: timestamptz("expires_at"),
    heldByUserId: setNullReference("held_by_user_id", () => users.id),
    createdAt: createdAt(),
    endedAt: timestamptz("ended_at"),
  },
  (table) => [
    // No double booking, in the database: one live reservation per booth, whoever races.
    uniqueIndex("booth_reservations_live_key")
      .on(table.boothId)
      .where(sql`status in ('held', 'confirmed')`),
    index("booth_reservations_event_status_idx").on(table.eventId, table.status),
    index("booth_reservations_request_idx").on(table.requestId, table.status),
    index("booth_reservations_held_expiry_idx")
      .on(table.expiresAt)
      .where(sql`status = 'held'`),
  ],
);
