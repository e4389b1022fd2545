import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const id = () =>
  uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

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
    nationalId: text("national_id"),
    identityExpiresOn: date("identity_expires_on"),
    dateOfBirth: date("date_of_birth"),
    countryId: text("country_id"),
    cityId: text("city_id"),
    district: text("district"),
    street: text("street"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("users_email_key").on(table.email)],
);

/** Opaque bearer tokens, stored as SHA-256 hashes; a leaked table grants nothing. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("auth_tokens_token_hash_key").on(table.tokenHash),
    index("auth_tokens_user_id_idx").on(table.userId),
  ],
);

/** Failed logins per email and client address, for throttling across API processes. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: id(),
    throttleKey: text("throttle_key").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("login_failures_key_time_idx").on(table.throttleKey, table.failedAt)],
);

/** Uploaded files; the bytes live in the file store under `storage_key`, never in the web root. */
export const files = pgTable(
  "files",
  {
    id: id(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["personal_image", "identity_document"] }).notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: createdAt(),
  },
  // One current file per purpose and owner: uploading again replaces it.
  (table) => [uniqueIndex("files_owner_purpose_key").on(table.ownerUserId, table.purpose)],
);

/** A book fair (event) exhibitors take part in. */
export const events = pgTable("events", {
  id: id(),
  nameAr: text("name_ar").notNull(),
  nameEn: text("name_en").notNull(),
  venueAr: text("venue_ar").notNull(),
  venueEn: text("venue_en").notNull(),
  startsOn: date("starts_on").notNull(),
  endsOn: date("ends_on").notNull(),
  createdAt: createdAt(),
});

export const zones = pgTable(
  "zones",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    nameAr: text("name_ar").notNull(),
    nameEn: text("name_en").notNull(),
  },
  (table) => [uniqueIndex("zones_event_code_key").on(table.eventId, table.code)],
);

export const booths = pgTable(
  "booths",
  {
    id: id(),
    zoneId: uuid("zone_id")
      .notNull()
      .references(() => zones.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    type: text("type", { enum: ["standard", "corner", "island"] }).notNull(),
    areaSquareMetres: integer("area_square_metres").notNull(),
    // Money is integer halalas (DESIGN.md).
    priceHalalas: integer("price_halalas").notNull(),
  },
  (table) => [uniqueIndex("booths_zone_code_key").on(table.zoneId, table.code)],
);

export const shippers = pgTable("shippers", {
  id: id(),
  nameAr: text("name_ar").notNull(),
  nameEn: text("name_en").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  createdAt: createdAt(),
});

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
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt)],
);
