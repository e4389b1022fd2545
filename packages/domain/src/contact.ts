import * as v from "valibot";
import { PageMetaSchema } from "./pagination.ts";
import { IdSchema, requiredText } from "./validation.ts";

/** The longest message or reply the inbox keeps; forms count toward it as it is typed. */
export const CONTACT_BODY_MAX_LENGTH = 5000;

/** A message to the fair's administration from the public contact page. */
export const ContactMessageInputSchema = v.object({
  name: requiredText(120),
  email: v.pipe(requiredText(254), v.email("email")),
  subject: requiredText(200),
  body: requiredText(CONTACT_BODY_MAX_LENGTH),
});
export type ContactMessageInput = v.InferOutput<typeof ContactMessageInputSchema>;

export const ContactMessageSchema = v.object({
  id: v.string(),
  createdAt: v.string(),
});
export type ContactMessage = v.InferOutput<typeof ContactMessageSchema>;

/** Messages a client address may send in an hour (the contact page is public). */
export const CONTACT_MESSAGES_PER_HOUR = 5;

/** The admin inbox's views: open (not handled), unread, handled, or all. */
export const INBOX_FILTERS = ["open", "unread", "handled", "all"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const ContactReplyInputSchema = v.object({ body: requiredText(CONTACT_BODY_MAX_LENGTH) });
export const ContactReadInputSchema = v.object({ read: v.boolean("invalid") });
export const ContactHandledInputSchema = v.object({ handled: v.boolean("invalid") });
export const ContactAssignInputSchema = v.object({
  user_id: v.nullable(IdSchema),
});

export const InboxMessageSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  subject: v.string(),
  body: v.string(),
  locale: v.picklist(["ar", "en"]),
  created_at: v.string(),
  is_read: v.boolean(),
  is_handled: v.boolean(),
  assigned_to: v.nullable(v.object({ id: v.string(), name: v.string() })),
  replies_count: v.number(),
});
export type InboxMessage = v.InferOutput<typeof InboxMessageSchema>;

export const ContactReplySchema = v.object({
  id: v.string(),
  author_name: v.string(),
  /** The administrator who wrote it has deleted their account: the name is empty (issue 31). */
  author_deleted: v.boolean(),
  body: v.string(),
  created_at: v.string(),
});
export type ContactReply = v.InferOutput<typeof ContactReplySchema>;

export const InboxListSchema = v.object({
  messages: v.array(InboxMessageSchema),
  counts: v.object({ open: v.number(), unread: v.number(), handled: v.number(), all: v.number() }),
  meta: PageMetaSchema,
});

export const InboxDetailSchema = v.object({
  message: InboxMessageSchema,
  replies: v.array(ContactReplySchema),
  admins: v.array(v.object({ id: v.string(), name: v.string() })),
});
export type InboxDetail = v.InferOutput<typeof InboxDetailSchema>;
