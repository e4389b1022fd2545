import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, locale, setNullReference, status, timestamptz } from "./columns.ts";
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
    userId: setNullReference("user_id", () => users.id),
    recipient: text("recipient").notNull(),
    locale: locale(),
    template: text("template").notNull(),
    subject: text("subject").notNull(),
    body: text("body"),
    status: status(["stored", "sending", "sent", "failed"]),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: timestamptz("sent_at"),
  },
  (table) => [index("outbox_created_at_idx").on(table.createdAt)],
);
