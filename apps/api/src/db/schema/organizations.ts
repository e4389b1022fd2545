import { sql } from "drizzle-orm";
import { date, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import {
  cascadeReference,
  createdAt,
  id,
  status,
  storedFile,
  timestamptz,
  updatedAt,
} from "./columns.ts";
import { users } from "./users.ts";

/** A publishing house. One per user in this version (the membership's unique user). */
export const organizations = pgTable(
  "organizations",
  {
    id: id(),
    status: status(["draft", "pending", "approved", "rejected"]).default("draft"),
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
    // The national address (issue 30): a Saudi house's tax invoices need it; empty until given.
    buildingNumber: text("building_number").notNull().default(""),
    street: text("street").notNull().default(""),
    district: text("district").notNull().default(""),
    additionalNumber: text("additional_number").notNull().default(""),
    submittedAt: timestamptz("submitted_at"),
    // The house's address in the fair guide (`/guide/en/exhibitors/al-maarifa-publishing-1a2b3c4d`):
    // its commercial name's letters and the start of its id, so it is unique without a lookup.
    slug: text("slug").generatedAlwaysAs(sql`rawaq_slug(commercial_name, id)`),
    reviewedAt: timestamptz("reviewed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One registration number, one publishing house.
    uniqueIndex("organizations_cr_number_key").on(table.commercialRegistrationNumber),
    index("organizations_status_submitted_idx").on(table.status, table.submittedAt),
    index("organizations_slug_idx").on(table.slug),
  ],
);

export const organizationMembers = pgTable(
  "organization_members",
  {
    organizationId: cascadeReference("organization_id", () => organizations.id),
    userId: cascadeReference("user_id", () => users.id),
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
    organizationId: cascadeReference("organization_id", () => organizations.id),
    userId: cascadeReference("user_id", () => users.id),
    invitedByUserId: cascadeReference("invited_by_user_id", () => users.id),
    status: status(["pending", "accepted", "declined", "cancelled"]).default("pending"),
    createdAt: createdAt(),
    respondedAt: timestamptz("responded_at"),
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
    organizationId: cascadeReference("organization_id", () => organizations.id),
    kind: text("kind", {
      enum: ["logo", "commercial_registration", "publishing_licence"],
    }).notNull(),
    ...storedFile(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("organization_files_org_kind_key").on(table.organizationId, table.kind)],
);
