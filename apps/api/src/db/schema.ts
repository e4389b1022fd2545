import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
    locale: text("locale", { enum: ["ar", "en"] })
      .notNull()
      .default("ar"),
    /** Set by an administrator: the account's sessions end and it cannot log in. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
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
    // The device a session is on, summarised from its User-Agent ("Chrome", "Linux"); names,
    // not sentences, so each language words them itself.
    browser: text("browser"),
    os: text("os"),
    createdAt: createdAt(),
    /** Updated at most once a minute per session, so the hot path stays read-mostly. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
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
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["password_reset", "email_change"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The address an email change moves to, once confirmed from it. */
    email: text("email"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("account_tokens_token_hash_key").on(table.tokenHash),
    index("account_tokens_user_idx").on(table.userId),
  ],
);

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

/**
 * Throttled events (failed logins, reset requests) by key, in the database so the limits hold
 * across API processes.
 */
export const throttleHits = pgTable(
  "throttle_hits",
  {
    id: id(),
    key: text("key").notNull(),
    hitAt: timestamp("hit_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("throttle_hits_key_time_idx").on(table.key, table.hitAt)],
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

/** A book fair (event) exhibitors take part in; its dates gate what exhibitors may do. */
export const events = pgTable(
  "events",
  {
    id: id(),
    nameAr: text("name_ar").notNull(),
    nameEn: text("name_en").notNull(),
    venueAr: text("venue_ar").notNull(),
    venueEn: text("venue_en").notNull(),
    // Texts the administration writes for exhibitors to read come in both languages, each its own
    // column (decision 066); a street address may be left out, in both.
    addressAr: text("address_ar").notNull().default(""),
    addressEn: text("address_en").notNull().default(""),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    registrationOpensOn: date("registration_opens_on").notNull(),
    registrationClosesOn: date("registration_closes_on").notNull(),
    shippingStartsOn: date("shipping_starts_on").notNull(),
    // The opening and the last day.
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    // The event's invoice series, given by the database once and never changed: the prefix of
    // its invoice numbers ("E7-0001"), so numbers are unique across events (decision 047).
    invoiceSeries: integer("invoice_series").notNull().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (table) => [
    index("events_starts_on_idx").on(table.startsOn),
    uniqueIndex("events_invoice_series_key").on(table.invoiceSeries),
  ],
);

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
    // The zone's floor plan, in grid cells of one metre.
    planWidth: integer("plan_width").notNull().default(40),
    planHeight: integer("plan_height").notNull().default(24),
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
    priceMode: text("price_mode", { enum: ["per_square_metre", "fixed"] })
      .notNull()
      .default("fixed"),
    // Money is integer halalas (DESIGN.md): per m² or the whole booth, as priceMode says.
    priceHalalas: integer("price_halalas").notNull(),
    x: integer("x").notNull().default(0),
    y: integer("y").notNull().default(0),
    width: integer("width").notNull().default(3),
    height: integer("height").notNull().default(3),
    status: text("status", { enum: ["available", "blocked"] })
      .notNull()
      .default("available"),
    // A booth taken off the plan after it was ever reserved: kept, with its code, so its
    // reservations and invoices still name it; plans and the editor no longer show it.
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (table) => [
    // A retired booth's code is free for a new booth on the plan.
    uniqueIndex("booths_zone_code_key")
      .on(table.zoneId, table.code)
      .where(sql`retired_at is null`),
  ],
);

/** An organization's request to take part in an event. */
export const participationRequests = pgTable(
  "participation_requests",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    status: text("status", {
      enum: ["draft", "submitted", "approved", "rejected", "changes_requested"],
    })
      .notNull()
      .default("draft"),
    requestedArea: integer("requested_area").notNull(),
    boothType: text("booth_type", { enum: ["standard", "corner", "island"] }).notNull(),
    titlesCount: integer("titles_count").notNull(),
    notes: text("notes").notNull().default(""),
    approvedArea: integer("approved_area"),
    // Why it was rejected or sent back for changes.
    reason: text("reason"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    // Read marks of the message thread, one per side.
    exhibitorReadAt: timestamp("exhibitor_read_at", { withTimezone: true }),
    adminReadAt: timestamp("admin_read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // One active request per organization and event; a rejected one no longer counts.
    uniqueIndex("participation_requests_active_key")
      .on(table.organizationId, table.eventId)
      .where(sql`status <> 'rejected'`),
    index("participation_requests_status_submitted_idx").on(table.status, table.submittedAt),
  ],
);

/** The thread between an exhibitor and the administration about one request. */
export const requestMessages = pgTable(
  "request_messages",
  {
    id: id(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => participationRequests.id, { onDelete: "cascade" }),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    authorRole: text("author_role", { enum: ["exhibitor", "admin"] }).notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("request_messages_request_created_idx").on(table.requestId, table.createdAt)],
);

/** A booth held (for 30 minutes) or confirmed for an approved request. */
export const boothReservations = pgTable(
  "booth_reservations",
  {
    id: id(),
    boothId: uuid("booth_id")
      .notNull()
      .references(() => booths.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    requestId: uuid("request_id")
      .notNull()
      .references(() => participationRequests.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["held", "confirmed", "expired", "cancelled"] }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    heldByUserId: uuid("held_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [
    // No double booking, in the database: one live reservation per booth, whoever races.
    uniqueIndex("booth_reservations_live_key")
      .on(table.boothId)
      .where(sql`status in ('held', 'confirmed')`),
    index("booth_reservations_event_status_idx").on(table.eventId, table.status),
    index("booth_reservations_request_idx").on(table.requestId, table.status),
    index("booth_reservations_held_expiry_idx")
      .on(table.expiresAt)
      .where(sql`status = 'held'`),
  ],
);

export const shippers = pgTable("shippers", {
  id: id(),
  nameAr: text("name_ar").notNull(),
  nameEn: text("name_en").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  // A deactivated shipper keeps its parcels but is no longer offered to exhibitors.
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
});

/** One approved book's logistics data (step 1): quantity, price in halalas, barcode. */
export const bookLogistics = pgTable(
  "book_logistics",
  {
    bookId: uuid("book_id")
      .primaryKey()
      .references(() => books.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    priceHalalas: integer("price_halalas").notNull(),
    barcode: text("barcode").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("book_logistics_org_idx").on(table.organizationId)],
);

/** A parcel of an organization: a number unique in the organization, a scannable code. */
export const parcels = pgTable(
  "parcels",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    number: text("number").notNull(),
    code: text("code").notNull(),
    destination: text("destination", { enum: ["storage", "booth"] }),
    status: text("status", { enum: ["prepared", "in_transit", "delivered"] })
      .notNull()
      .default("prepared"),
    shipperId: uuid("shipper_id").references(() => shippers.id, { onDelete: "restrict" }),
    labelsAttachedAt: timestamp("labels_attached_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("parcels_org_number_key").on(table.organizationId, table.number),
    uniqueIndex("parcels_code_key").on(table.code),
    index("parcels_org_status_idx").on(table.organizationId, table.status),
    index("parcels_status_created_idx").on(table.status, table.createdAt),
  ],
);

/** Which books a parcel holds, and how many copies of each. */
export const parcelItems = pgTable(
  "parcel_items",
  {
    parcelId: uuid("parcel_id")
      .notNull()
      .references(() => parcels.id, { onDelete: "cascade" }),
    bookId: uuid("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.parcelId, table.bookId] }),
    index("parcel_items_book_idx").on(table.bookId),
  ],
);

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

/**
 * Answers kept per Idempotency-Key (core/idempotency.ts): the first request with a key inserts
 * its row and runs; the same key again replays the stored answer, or is refused.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    // Method, path and a hash of the body: the same key with another request is refused.
    fingerprint: text("fingerprint").notNull(),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("idempotency_keys_user_key").on(table.userId, table.key),
    index("idempotency_keys_created_idx").on(table.createdAt),
  ],
);

/** The last invoice number used in each event: numbers are sequential per event, no gaps. */
export const invoiceCounters = pgTable("invoice_counters", {
  eventId: uuid("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  lastNumber: integer("last_number").notNull(),
});

/**
 * An invoice for one booth reservation. Seller, buyer, bank and lines are copied when it is
 * issued: an invoice never changes with the data it was made from. Money in halalas.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => boothReservations.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    // `void`: its reservation was cancelled before payment. A text column: no migration needed.
    status: text("status", { enum: ["issued", "proof_submitted", "paid", "rejected", "void"] })
      .notNull()
      .default("issued"),
    seller: jsonb("seller").notNull(),
    buyer: jsonb("buyer").notNull(),
    bank: jsonb("bank").notNull(),
    lines: jsonb("lines").notNull(),
    subtotalHalalas: integer("subtotal_halalas").notNull(),
    vatHalalas: integer("vat_halalas").notNull(),
    totalHalalas: integer("total_halalas").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    rejectionReason: text("rejection_reason"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("invoices_event_number_key").on(table.eventId, table.number),
    // One invoice per reservation.
    uniqueIndex("invoices_reservation_key").on(table.reservationId),
    index("invoices_org_issued_idx").on(table.organizationId, table.issuedAt),
    index("invoices_status_due_idx").on(table.status, table.dueAt),
  ],
);

/** Transfer receipts sent for an invoice; the bytes live in the file store. */
export const invoiceProofs = pgTable(
  "invoice_proofs",
  {
    id: id(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    uploadedByUserId: uuid("uploaded_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("invoice_proofs_invoice_idx").on(table.invoiceId, table.createdAt)],
);

/**
 * A staff badge for an organization's participation in an event. Its public id is 128 random
 * bits (base64url), so a badge's public page cannot be found by guessing; `id` stays internal.
 */
export const badges = pgTable(
  "badges",
  {
    id: id(),
    publicId: text("public_id").notNull(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    // A member of the organization, or null for a person named with a photo.
    memberUserId: uuid("member_user_id").references(() => users.id, { onDelete: "set null" }),
    printedName: text("printed_name").notNull(),
    role: text("role", { enum: ["exhibitor", "manager", "staff"] }).notNull(),
    photoStorageKey: text("photo_storage_key"),
    photoContentType: text("photo_content_type"),
    status: text("status", { enum: ["active", "revoked"] })
      .notNull()
      .default("active"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // The public page's lookup, and the guarantee that an id names one badge.
    uniqueIndex("badges_public_id_key").on(table.publicId),
    index("badges_org_event_idx").on(table.organizationId, table.eventId, table.createdAt),
  ],
);

/** An allowance of badges the administration raised above the rule (2 per 9 m², at least 2). */
export const badgeAllowances = pgTable(
  "badge_allowances",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    allowance: integer("allowance").notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.eventId] })],
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
    vatNumber: text("vat_number"),
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
    // Step 1's list: an organization's approved books by title, a page at a time (bench/logistics).
    index("books_org_status_title_idx").on(
      table.organizationId,
      table.status,
      table.title,
      table.id,
    ),
    index("books_status_created_idx").on(table.status, table.createdAt),
    // Searches match any part of a title, an author or an ISBN (`ilike '%…%'`): trigram indexes
    // answer them across every house's books (the review queue) without reading them all.
    index("books_title_trgm_idx").using("gin", table.title.op("gin_trgm_ops")),
    index("books_author_trgm_idx").using("gin", table.author.op("gin_trgm_ops")),
    index("books_isbn_trgm_idx").using("gin", table.isbn.op("gin_trgm_ops")),
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

/**
 * An uploaded sheet of the books' logistics data (journey step 5), checked and kept for its
 * preview until committed; the same shape as a book list (decision 054).
 */
export const logisticsImports = pgTable(
  "logistics_imports",
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
  (table) => [index("logistics_imports_org_idx").on(table.organizationId, table.createdAt)],
);

/** Every status change: who, when, from, to and why (DESIGN.md). Append-only. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    // Null for changes to an account, which belongs to no organization.
    organizationId: uuid("organization_id").references(() => organizations.id, {
      onDelete: "cascade",
    }),
    entityType: text("entity_type", {
      enum: [
        "organization",
        "book",
        "user",
        "participation_request",
        "booth_reservation",
        "parcel",
        "invoice",
        "badge",
        // entity_id is the organization's; from and to are the allowance before and after.
        "badge_allowance",
      ],
    }).notNull(),
    entityId: uuid("entity_id").notNull(),
    // What the entry is about as it was named then, in both languages: a participation request
    // is named by its event, which the administration names in each (decision 066); a title, a
    // code or a person's name is the same text in both.
    entityLabelAr: text("entity_label_ar").notNull(),
    entityLabelEn: text("entity_label_en").notNull(),
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
    // A request's timeline reads its own entries.
    index("audit_log_entity_idx").on(table.entityId, table.createdAt),
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
        "request_approved",
        "request_rejected",
        "request_changes_requested",
        "request_message",
        "parcels_moved",
        "invoice_paid",
        "invoice_rejected",
        "bank_account_changed",
      ],
    }).notNull(),
    params: jsonb("params").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("notifications_user_created_idx").on(table.userId, table.createdAt)],
);
