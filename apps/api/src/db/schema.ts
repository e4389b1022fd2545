import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
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

/** A publishing house. One per user in this version (the membership's unique user). */
export const organizations = pgTable(
  "organizations",
  {
    id: id(),
    status: text("status", { enum: ["draft", "pending", "approved", "rejected"] })
      .notNull()
      .default("draft"),
    rejectionReason: text("rejection_reason"),
    name: text("name").notNull(),
    commercialName: text("commercial_name").notNull(),
    commercialRegistrationNumber: text("commercial_registration_number").notNull(),
    commercialRegistrationExpiresOn: date("commercial_registration_expires_on").notNull(),
    publishingLicenceNumber: text("publishing_licence_number").notNull(),
    publishingLicenceExpiresOn: date("publishing_licence_expires_on").notNull(),
    email: text("email").notNull(),
    zip: text("zip").notNull(),
    phone1: text("phone1").notNull(),
    phone2: text("phone2"),
    countryId: text("country_id").notNull(),
    cityId: text("city_id"),
    iban: text("iban"),
    swift: text("swift"),
    bankName: text("bank_name"),
    accountNumber: text("account_number"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One registration number, one publishing house.
    uniqueIndex("organizations_cr_number_key").on(table.commercialRegistrationNumber),
    index("organizations_status_submitted_idx").on(table.status, table.submittedAt),
  ],
);

export const organizationMembers = pgTable(
  "organization_members",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["manager", "staff"] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // One organization per user: the rule lives in the database, so no race can break it.
    uniqueIndex("organization_members_user_key").on(table.userId),
    index("organization_members_org_idx").on(table.organizationId),
  ],
);

export const organizationInvitations = pgTable(
  "organization_invitations",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invitedByUserId: uuid("invited_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "accepted", "declined", "cancelled"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (table) => [
    index("organization_invitations_user_idx").on(table.userId, table.status),
    index("organization_invitations_org_idx").on(table.organizationId, table.status),
    // At most one open invitation per person and organization.
    uniqueIndex("organization_invitations_open_key")
      .on(table.organizationId, table.userId)
      .where(sql`status = 'pending'`),
  ],
);

/** The organization's three documents; the bytes live in the file store. */
export const organizationFiles = pgTable(
  "organization_files",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    kind: text("kind", {
      enum: ["logo", "commercial_registration", "publishing_licence"],
    }).notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("organization_files_org_kind_key").on(table.organizationId, table.kind)],
);

export const books = pgTable(
  "books",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    author: text("author").notNull(),
    authorNationality: text("author_nationality").notNull(),
    language: text("language").notNull(),
    // Canonical ISBN-13 digits.
    isbn: text("isbn").notNull(),
    issueDate: date("issue_date").notNull(),
    publisherName: text("publisher_name").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    rejectionReason: text("rejection_reason"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // A title is listed once per organization; the import's duplicate check relies on it.
    uniqueIndex("books_org_isbn_key").on(table.organizationId, table.isbn),
    index("books_org_status_created_idx").on(table.organizationId, table.status, table.createdAt),
    index("books_status_created_idx").on(table.status, table.createdAt),
  ],
);

/** An uploaded book list between preview and commit; its checked rows are kept as JSON. */
export const bookImports = pgTable(
  "book_imports",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    status: text("status", { enum: ["preview", "committed"] })
      .notNull()
      .default("preview"),
    totalRows: integer("total_rows").notNull(),
    errorRows: integer("error_rows").notNull(),
    rows: jsonb("rows").notNull(),
    createdAt: createdAt(),
    committedAt: timestamp("committed_at", { withTimezone: true }),
  },
  (table) => [index("book_imports_org_idx").on(table.organizationId, table.createdAt)],
);

/** Every status change: who, when, from, to and why (DESIGN.md). Append-only. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    entityType: text("entity_type", { enum: ["organization", "book"] }).notNull(),
    entityId: uuid("entity_id").notNull(),
    entityLabel: text("entity_label").notNull(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    actorRole: text("actor_role", { enum: ["exhibitor", "admin"] }).notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_org_created_idx").on(table.organizationId, table.createdAt),
    index("audit_log_created_idx").on(table.createdAt),
  ],
);

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
      ],
    }).notNull(),
    params: jsonb("params").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("notifications_user_created_idx").on(table.userId, table.createdAt)],
);
