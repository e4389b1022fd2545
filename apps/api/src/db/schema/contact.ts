import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id, createdAt } from "./columns.ts";
import { users } from "./users.ts";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    locale: text("locale", { enum: ["ar", "en"] }).notNull(),
    createdAt: createdAt(),
    // The admin inbox: read by any admin, assigned to one, handled once answered or settled.
    readAt: timestamp("read_at", { withTimezone: true }),
    assignedToUserId: uuid("assigned_to_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (table) => [
    index("contact_messages_created_at_idx").on(table.createdAt),
    index("contact_messages_handled_created_idx").on(table.handledAt, table.createdAt),
  ],
);

/** A reply recorded in the admin inbox; it went to the sender by mail (core/mail.ts). */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: id(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("contact_replies_message_idx").on(table.messageId, table.createdAt)],
);
