import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, createdAt } from "./columns.ts";
import { events } from "./events.ts";
import { organizations } from "./organizations.ts";
import { users } from "./users.ts";

/** An organization's request to take part in an event. */
export const participationRequests = pgTable(
  "participation_requests",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    status: text("status", {
      enum: ["draft", "submitted", "approved", "rejected", "changes_requested"],
    })
      .notNull()
      .default("draft"),
    requestedArea: integer("requested_area").notNull(),
    boothType: text("booth_type", { enum: ["standard", "corner", "island"] }).notNull(),
    titlesCount: integer("titles_count").notNull(),
    notes: text("notes").notNull().default(""),
    approvedArea: integer("approved_area"),
    // Why it was rejected or sent back for changes.
    reason: text("reason"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    // Read marks of the message thread, one per side.
    exhibitorReadAt: timestamp("exhibitor_read_at", { withTimezone: true }),
    adminReadAt: timestamp("admin_read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // One active request per organization and event; a rejected one no longer counts.
    uniqueIndex("participation_requests_active_key")
      .on(table.organizationId, table.eventId)
      .where(sql`status <> 'rejected'`),
    index("participation_requests_status_submitted_idx").on(table.status, table.submittedAt),
  ],
);

/** The thread between an exhibitor and the administration about one request. */
export const requestMessages = pgTable(
  "request_messages",
  {
    id: id(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => participationRequests.id, { onDelete: "cascade" }),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    authorRole: text("author_role", { enum: ["exhibitor", "admin"] }).notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("request_messages_request_created_idx").on(table.requestId, table.createdAt)],
);
