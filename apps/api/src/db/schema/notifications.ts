import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { cascadeReference, createdAt, id, timestamptz } from "./columns.ts";
import { users } from "./users.ts";

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: cascadeReference("user_id", () => users.id),
    kind: text("kind", {
      enum: [
        "organization_approved",
        "organization_rejected",
        "books_approved",
        "books_rejected",
        "invitation_received",
        "request_approved",
        "request_rejected",
        "request_changes_requested",
        "request_message",
        "parcels_moved",
        "invoice_paid",
        "invoice_rejected",
        "bank_account_changed",
        "rules_breached",
      ],
    }).notNull(),
    params: jsonb("params").notNull(),
    readAt: timestamptz("read_at"),
    createdAt: createdAt(),
  },
  (table) => [index("notifications_user_created_idx").on(table.userId, table.createdAt)],
);
