import { index, pgTable, text } from "drizzle-orm/pg-core";
import {
  cascadeReference,
  createdAt,
  id,
  locale,
  setNullReference,
  timestamptz,
} from "./columns.ts";
import { users } from "./users.ts";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    locale: locale(),
    createdAt: createdAt(),
    // The admin inbox: read by any admin, assigned to one, handled once answered or settled.
    readAt: timestamptz("read_at"),
    assignedToUserId: setNullReference("assigned_to_user_id", () => users.id),
    handledAt: timestamptz("handled_at"),
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
    messageId: cascadeReference("message_id", () => contactMessages.id),
    authorUserId: setNullReference("author_user_id", () => users.id),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("contact_replies_message_idx").on(table.messageId, table.createdAt)],
);
