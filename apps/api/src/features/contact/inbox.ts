import type { ContactReply, InboxFilter, InboxMessage } from "@rawaq/domain/contact";
import type { PageQuery } from "@rawaq/domain/pagination";
import { type SQL, and, asc, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { sendMail, type MailContext } from "../../core/mail.ts";
import { fullName, type UserRow } from "../../core/users.ts";
import type { Database } from "../../db/client.ts";
import { contactMessages, contactReplies, users } from "../../db/schema/index.ts";

// The administration's inbox of contact messages: read marks, one assignee, replies sent by mail
// (core/mail.ts) and recorded, and a handled mark that takes a message out of the open view.

const assignee = alias(users, "assignee");

function filterCondition(filter: InboxFilter): SQL | undefined {
  switch (filter) {
    case "open":
      return isNull(contactMessages.handledAt);
    case "unread":
      return isNull(contactMessages.readAt);
    case "handled":
      return isNotNull(contactMessages.handledAt);
    case "all":
      return undefined;
  }
}

const columns = {
  message: contactMessages,
  assigneeFirst: assignee.firstName,
  assigneeLast: assignee.lastName,
  replies: sql<number>`(select count(*) from ${contactReplies} where ${contactReplies.messageId} = ${contactMessages.id})`,
};

type Row = {
  message: typeof contactMessages.$inferSelect;
  assigneeFirst: string | null;
  assigneeLast: string | null;
  replies: number;
};

function toInboxMessage(row: Row): InboxMessage {
  const { message } = row;
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    body: message.body,
    locale: message.locale,
    created_at: message.createdAt.toISOString(),
    is_read: message.readAt !== null,
    is_handled: message.handledAt !== null,
    assigned_to:
      message.assignedToUserId && row.assigneeFirst !== null
        ? {
            id: message.assignedToUserId,
            name: fullName({ firstName: row.assigneeFirst, lastName: row.assigneeLast ?? "" }),
          }
        : null,
    replies_count: Number(row.replies),
  };
}

/** One page of the inbox, newest first, and how many messages each view holds. */
export async function listInbox(db: Database, filter: InboxFilter, page: PageQuery) {
  const [rows, [totals], [counts]] = await Promise.all([
    db
      .select(columns)
      .from(contactMessages)
      .leftJoin(assignee, eq(assignee.id, contactMessages.assignedToUserId))
      .where(filterCondition(filter))
      .orderBy(desc(contactMessages.createdAt), asc(contactMessages.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(contactMessages).where(filterCondition(filter)),
    db
      .select({
        all: count(),
        open: sql<number>`count(*) filter (where ${contactMessages.handledAt} is null)`,
        unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)`,
        handled: sql<number>`count(*) filter (where ${contactMessages.handledAt} is not null)`,
      })
      .from(contactMessages),
  ]);
  return {
    messages: rows.map(toInboxMessage),
    total: totals?.total ?? 0,
    counts: {
      all: Number(counts?.all ?? 0),
      open: Number(counts?.open ?? 0),
      unread: Number(counts?.unread ?? 0),
      handled: Number(counts?.handled ?? 0),
    },
  };
}

export async function findInboxMessage(db: Database, id: string) {
  const [row] = await db
    .select(columns)
    .from(contactMessages)
    .leftJoin(assignee, eq(assignee.id, contactMessages.assignedToUserId))
    .where(eq(contactMessages.id, id))
    .limit(1);
  return row ? toInboxMessage(row) : undefined;
}

export async function listReplies(db: Database, messageId: string): Promise<ContactReply[]> {
  const rows = await db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.createdAt))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    author_name: row.authorName,
    author_deleted: row.authorUserId === null,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The administrators a message can be assigned to. */
export async function listAdmins(db: Database) {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.disabledAt)))
    .orderBy(asc(users.firstName))
    .limit(200);
  return rows.map((row) => ({ id: row.id, name: fullName(row) }));
}

/** Sets the message's read, handled or assigned mark; false when it does not exist. */
export async function updateInboxMessage(
  db: Database,
  id: string,
  change: { read?: boolean; handled?: boolean; assignedTo?: string | null },
  now: Date,
): Promise<boolean> {
  const set: Partial<typeof contactMessages.$inferInsert> = {};
  if (change.read !== undefined) set.readAt = change.read ? now : null;
  if (change.handled !== undefined) set.handledAt = change.handled ? now : null;
  if (change.assignedTo !== undefined) set.assignedToUserId = change.assignedTo;
  const rows = await db
    .update(contactMessages)
    .set(set)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

/**
 * Records an administrator's reply and sends it to the sender by mail, in the language they wrote
 * in; the message counts as read.
 */
export async function replyToMessage(
  mail: MailContext,
  actor: UserRow,
  id: string,
  body: string,
  now: Date,
): Promise<boolean> {
  const [message] = await mail.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .limit(1);
  if (!message) return false;
  await mail.db.insert(contactReplies).values({
    messageId: id,
    authorUserId: actor.id,
    authorName: fullName(actor),
    body,
    createdAt: now,
  });
  await mail.db
    .update(contactMessages)
    .set({ readAt: message.readAt ?? now })
    .where(eq(contactMessages.id, id));
  await sendMail(mail, {
    to: message.email,
    locale: message.locale,
    template: "contact_reply",
    values: { name: message.name, subject: message.subject, body },
  });
  return true;
}

/** Whether an id names an administrator: a message is assigned to one only. */
export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "admin")))
    .limit(1);
  return admin !== undefined;
}
