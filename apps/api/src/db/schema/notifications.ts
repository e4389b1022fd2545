import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id, createdAt } from "./columns.ts";
import { users } from "./users.ts";

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
      ],
    }).notNull(),
    params: jsonb("params").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("notifications_user_created_idx").on(table.userId, table.createdAt)],
);
