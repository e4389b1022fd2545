import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id, createdAt } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Every message the product sends. Without an SMTP server the rows are the delivery (the admin
 * console lists them); with one they record whether it was sent, and the body is dropped once
 * the attempt ends (it may hold a live link).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    recipient: text("recipient").notNull(),
    locale: text("locale", { enum: ["ar", "en"] }).notNull(),
    template: text("template").notNull(),
    subject: text("subject").notNull(),
    body: text("body"),
    status: text("status", { enum: ["stored", "sending", "sent", "failed"] }).notNull(),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("outbox_created_at_idx").on(table.createdAt)],
);
