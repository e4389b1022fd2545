import * as v from "valibot";
import { PageMetaSchema } from "./pagination.ts";

export const USER_ROLES = ["exhibitor", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The languages a user's mail can be written in (the product's locales). */
export const USER_LOCALES = ["ar", "en"] as const;

/**
 * Who did or wrote something, as the fair's records show them: their name then, or, once their
 * account is deleted (issue 31), a pseudonym (the audit log) or nothing (a message's author).
 */
export const ActorSchema = v.object({
  name: v.string(),
  role: v.picklist(USER_ROLES),
  deleted: v.boolean(),
});
export type Actor = v.InferOutput<typeof ActorSchema>;

/** The user as the API returns it (`data.user`). */
export const UserSchema = v.object({
  id: v.string(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  role: v.picklist(USER_ROLES),
  phone: v.nullable(v.string()),
  country: v.nullable(v.string()),
  city: v.nullable(v.string()),
  district: v.nullable(v.string()),
  street: v.nullable(v.string()),
  date_of_birth: v.nullable(v.string()),
  identity_expiration_date: v.nullable(v.string()),
  /** A Saudi national ID or iqama, or a passport; null for accounts made without one. */
  identity_type: v.nullable(v.picklist(["national_id", "passport"])),
  /** The passport's issuing country; null for a Saudi ID. */
  identity_country: v.nullable(v.string()),
  /** Only the last four characters of the identity number ever leave the server. */
  confirm_identity_last4: v.nullable(v.string()),
  has_personal_image: v.boolean(),
  has_identity_document: v.boolean(),
  /** The language of the user's mail. */
  locale: v.picklist(USER_LOCALES),
  /** The privacy notice's version the person last agreed to; null when never (an older account). */
  privacy_notice_version: v.nullable(v.string()),
  created_at: v.string(),
});
export type User = v.InferOutput<typeof UserSchema>;

/** One of the caller's sessions (a device where they are logged in). */
export const SessionSchema = v.object({
  id: v.string(),
  /** Browser and operating system names from the User-Agent; null when it named none. */
  browser: v.nullable(v.string()),
  os: v.nullable(v.string()),
  created_at: v.string(),
  last_used_at: v.string(),
  /** The session this request came with. */
  is_current: v.boolean(),
});
export type Session = v.InferOutput<typeof SessionSchema>;

export const SessionsResultSchema = v.object({ sessions: v.array(SessionSchema) });

/** An account as the administration's user list shows it. */
export const AdminUserSchema = v.object({
  id: v.string(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  role: v.picklist(USER_ROLES),
  is_disabled: v.boolean(),
  organization_name: v.nullable(v.string()),
  created_at: v.string(),
});
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;

export const AdminUserListSchema = v.object({
  users: v.array(AdminUserSchema),
  meta: PageMetaSchema,
});

/** What an administrator may change about an account. */
export const AdminUserChangeSchema = v.object({
  role: v.optional(v.picklist(USER_ROLES, "unknown_option")),
  is_disabled: v.optional(v.boolean("invalid")),
});

/** Where a message stands: kept for reading (no mail server), being sent, sent, or failed. */
export const OUTBOX_STATUSES = ["stored", "sending", "sent", "failed"] as const;

/** A message of the outbox as the admin console lists it. */
export const OutboxMessageSchema = v.object({
  id: v.string(),
  recipient: v.string(),
  locale: v.picklist(USER_LOCALES),
  template: v.string(),
  subject: v.string(),
  /** The text, links included; null once a mail server has taken it (it may hold a live link). */
  body: v.nullable(v.string()),
  status: v.picklist(OUTBOX_STATUSES),
  error: v.nullable(v.string()),
  created_at: v.string(),
  sent_at: v.nullable(v.string()),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessageSchema>;

export const OutboxListSchema = v.object({
  messages: v.array(OutboxMessageSchema),
  meta: PageMetaSchema,
});
