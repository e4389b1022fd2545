import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, createdAt } from "./columns.ts";
import { booths, events } from "./events.ts";
import { organizations } from "./organizations.ts";
import { participationRequests } from "./participation.ts";
import { users } from "./users.ts";

/** A booth held (for 30 minutes) or confirmed for an approved request. */
export const boothReservations = pgTable(
  "booth_reservations",
  {
    id: id(),
    boothId: uuid("booth_id")
      .notNull()
      .references(() => booths.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    requestId: uuid("request_id")
      .notNull()
      .references(() => participationRequests.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["held", "confirmed", "expired", "cancelled"] }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    heldByUserId: uuid("held_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
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
