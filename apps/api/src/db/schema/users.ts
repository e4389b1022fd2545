import { date, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { cascadeReference, createdAt, id, locale, timestamptz } from "./columns.ts";

export const users = pgTable(
  "users",
  {
    id: id(),
    // Stored normalised (trimmed, lower-case); unique on that form.
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    role: text("role", { enum: ["exhibitor", "admin"] })
      .notNull()
      .default("exhibitor"),
    phone: text("phone"),
    // The signup form's identity and address fields (spec §3); null for seeded staff accounts.
    // A Saudi national ID or iqama number where the user lives in Saudi Arabia, a passport
    // number (with its issuing country) elsewhere (docs/decisions/020-…).
    identityNumber: text("identity_number"),
    identityType: text("identity_type", { enum: ["national_id", "passport"] }),
    identityCountryId: text("identity_country_id"),
    identityExpiresOn: date("identity_expires_on"),
    dateOfBirth: date("date_of_birth"),
    countryId: text("country_id"),
    cityId: text("city_id"),
    district: text("district"),
    street: text("street"),
    /** The language the user's mail is written in: set at signup, changed with the UI's. */
    locale: locale().default("ar"),
    /**
     * The privacy notice's version the person last consented to (the record with its time is in
     * `consents`); older than the current one, the app asks once more.
     */
    privacyNoticeVersion: text("privacy_notice_version"),
    /** Set by an administrator: the account's sessions end and it cannot log in. */
    disabledAt: timestamptz("disabled_at"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("users_email_key").on(table.email)],
);

/** Opaque bearer tokens, stored as SHA-256 hashes; a leaked table grants nothing. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: id(),
    userId: cascadeReference("user_id", () => users.id),
    tokenHash: text("token_hash").notNull(),
    // The device a session is on, summarised from its User-Agent ("Chrome", "Linux"); names,
    // not sentences, so each language words them itself.
    browser: text("browser"),
    os: text("os"),
    createdAt: createdAt(),
    /** Updated at most once a minute per session, so the hot path stays read-mostly. */
    lastUsedAt: timestamptz("last_used_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
  },
  (table) => [
    uniqueIndex("auth_tokens_token_hash_key").on(table.tokenHash),
    index("auth_tokens_user_id_idx").on(table.userId),
  ],
);

/**
 * Single-use links sent by mail (password reset, a new email address to confirm), stored as
 * SHA-256 hashes: used once, expiring, and all ended by a password change.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: id(),
    userId: cascadeReference("user_id", () => users.id),
    purpose: text("purpose", { enum: ["password_reset", "email_change"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The address an email change moves to, once confirmed from it. */
    email: text("email"),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (table) => [
    uniqueIndex("account_tokens_token_hash_key").on(table.tokenHash),
    index("account_tokens_user_idx").on(table.userId),
  ],
);
