import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import {
  cascadeReference,
  createdAt,
  id,
  setNullReference,
  status,
  timestamptz,
} from "./columns.ts";
import { events } from "./events.ts";
import { organizations } from "./organizations.ts";
import { users } from "./users.ts";

/** An organization's request to take part in an event. */
export const participationRequests = pgTable(
  "participation_requests",
  {
    id: id(),
    organizationId: cascadeReference("organization_id", () => organizations.id),
    eventId: cascadeReference("event_id", () => events.id),
    status: status(["draft", "submitted", "approved", "rejected", "changes_requested"]).default(
      "draft",
    ),
    requestedArea: integer("requested_area").notNull(),
    boothType: text("booth_type", { enum: ["standard", "corner", "island"] }).notNull(),
    titlesCount: integer("titles_count").notNull(),
    notes: text("notes").notNull().default(""),
    approvedArea: integer("approved_area"),
    // Why it was rejected or sent back for changes.
    reason: text("reason"),
    submittedAt: timestamptz("submitted_at"),
    decidedAt: timestamptz("decided_at"),
    // Read marks of the message thread, one per side.
    exhibitorReadAt: timestamptz("exhibitor_read_at"),
    adminReadAt: timestamptz("admin_read_at"),
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
    requestId: cascadeReference("request_id", () => participationRequests.id),
    authorUserId: setNullReference("author_user_id", () => users.id),
    authorName: text("author_name").notNull(),
    authorRole: text("author_role", { enum: ["exhibitor", "admin"] }).notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("request_messages_request_created_idx").on(table.requestId, table.createdAt)],
);
