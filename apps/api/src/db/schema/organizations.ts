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
import { id, createdAt } from "./columns.ts";
import { users } from "./users.ts";

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
