import type { BookStatus } from "@rawaq/domain/book";
import { maskIban } from "@rawaq/domain/iban";
import type {
  BookCounts,
  Organization,
  OrganizationDocument,
  OrganizationMeta,
} from "@rawaq/domain/organization";
import { and, count, eq, sql } from "drizzle-orm";
import type { Membership, OrganizationRow } from "../../core/membership.ts";
import type { LogisticsProgress } from "@rawaq/domain/logistics";
import { type LogisticsCounts, logisticsCountColumns } from "../../core/logistics-progress.ts";
import type { Database } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import {
  books,
  organizationFiles,
  organizationMembers,
  organizations,
} from "../../db/schema/index.ts";

export async function findOrganization(db: Database, id: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row;
}

/**
 * The organization as clients see it, given which of its documents are on file. Staff read the
 * IBAN and the account number masked but for their last 4 characters (`isBankMasked`); its
 * manager and the administration read them in full.
 */
export function toOrganization(
  row: OrganizationRow,
  onFile: readonly OrganizationDocument[],
  isBankMasked = false,
): Organization {
  const has = (kind: OrganizationDocument) => onFile.includes(kind);
  const bankNumber = (value: string | null) => (value && isBankMasked ? maskIban(value) : value);
  return {
    id: row.id,
    status: row.status,
    rejection_reason: row.rejectionReason,
    name: row.name,
    commercial_name: row.commercialName,
    commercial_registration_number: row.commercialRegistrationNumber,
    commercial_registration_expires_on: row.commercialRegistrationExpiresOn,
    publishing_licence_number: row.publishingLicenceNumber,
    publishing_licence_expires_on: row.publishingLicenceExpiresOn,
    email: row.email,
    zip: row.zip,
    phone1: row.phone1,
    phone2: row.phone2,
    country: row.countryId,
    city: row.cityId,
    iban: bankNumber(row.iban),
    swift: row.swift,
    bank_name: row.bankName,
    account_number: bankNumber(row.accountNumber),
    vat_number: row.vatNumber,
    national_address: {
      building_number: row.buildingNumber,
      street: row.street,
      district: row.district,
      additional_number: row.additionalNumber,
    },
    documents: {
      logo: has("logo"),
      commercial_registration: has("commercial_registration"),
      publishing_licence: has("publishing_licence"),
    },
    submitted_at: row.submittedAt?.toISOString() ?? null,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** {@link toOrganization} with its documents read from the database. */
export async function loadOrganization(db: Database, row: OrganizationRow): Promise<Organization> {
  const onFile = await db
    .select({ kind: organizationFiles.kind })
    .from(organizationFiles)
    .where(eq(organizationFiles.organizationId, row.id));
  return toOrganization(
    row,
    onFile.map((file) => file.kind),
  );
}

export async function bookCounts(db: Database, organizationId: string): Promise<BookCounts> {
  const rows = await db
    .select({ status: books.status, total: count() })
    .from(books)
    .where(eq(books.organizationId, organizationId))
    .groupBy(books.status);
  const counts: BookCounts = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/** What the caller's organization page shows beside the organization itself. */
export interface OrganizationOverview {
  documents: OrganizationDocument[];
  books: BookCounts;
  members: number;
  logistics: LogisticsCounts;
}

// The id as a parameter in each subquery rather than a correlated column: Drizzle writes the
// columns of a one-table select unqualified, so `id` there would be the subquery's own. Prepared
// (db/prepared.ts): its planning cost more than running it.
const overviewQuery = preparedQuery((db) => {
  const organizationId = sql.placeholder("organizationId");
  return db
    .select({
      documents: sql<OrganizationDocument[]>`coalesce((
        select json_agg(${organizationFiles.kind}) from ${organizationFiles}
        where ${organizationFiles.organizationId} = ${organizationId}), '[]'::json)`,
      books: sql<Partial<Record<BookStatus, number>>>`(
        select coalesce(json_object_agg(counted.status, counted.total), '{}'::json) from (
          select ${books.status} as status, count(*) as total from ${books}
          where ${books.organizationId} = ${organizationId} group by ${books.status}
        ) as counted)`,
      members: sql<number>`(
        select count(*) from ${organizationMembers}
        where ${organizationMembers.organizationId} = ${organizationId})`.mapWith(Number),
      ...logisticsCountColumns(organizationId),
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .prepare("organization_overview");
});

/**
 * The documents on file, the books per status, the members and the logistics counts of an
 * organization, in one query (GET /api/organizations runs it on every visit to the
 * organization's pages).
 */
export async function organizationOverview(
  db: Database,
  organizationId: string,
): Promise<OrganizationOverview> {
  const [row] = await overviewQuery(db).execute({ organizationId });
  // The organization is the caller's, read by the access step in the same request.
  const { documents, books: byStatus, members, ...logistics } = row!;
  const counts: BookCounts = { pending: 0, approved: 0, rejected: 0 };
  for (const [status, total] of Object.entries(byStatus ?? {})) {
    counts[status as BookStatus] = Number(total);
  }
  return { documents, books: counts, members, logistics };
}

/** The meta of GET /api/organizations for someone who belongs to no organization. */
export const NO_ORGANIZATION_META: OrganizationMeta = {
  status: null,
  role: null,
  books: { pending: 0, approved: 0, rejected: 0 },
  members: 0,
  editable: "none",
  pipeline: { is_open: false, complete_data: false, labels: false, shipper: false },
  data_completed: false,
  locations_completed: false,
  shippers_completed: false,
};

export function organizationMeta(
  { organization, role }: Membership,
  overview: OrganizationOverview,
  progress?: Pick<
    LogisticsProgress,
    "is_open" | "data_completed" | "locations_completed" | "shippers_completed"
  >,
): OrganizationMeta {
  const counts = overview.books;
  const editable =
    role !== "manager"
      ? "none"
      : organization.status === "draft" || organization.status === "rejected"
        ? "all"
        : organization.status === "approved"
          ? "documents_and_expiry"
          : "none";
  return {
    status: organization.status,
    role,
    books: counts,
    members: overview.members,
    editable,
    // DESIGN.md journey 5: open once approved, no book pending and at least one approved.
    pipeline: {
      is_open: organization.status === "approved" && counts.pending === 0 && counts.approved > 0,
      complete_data: progress?.data_completed ?? false,
      labels: progress?.locations_completed ?? false,
      shipper: progress?.shippers_completed ?? false,
    },
    data_completed: progress?.data_completed ?? false,
    locations_completed: progress?.locations_completed ?? false,
    shippers_completed: progress?.shippers_completed ?? false,
  };
}

/** The user's role in the organization, or undefined when they are not a member. */
export async function memberRole(db: Database, organizationId: string, userId: string) {
  const [row] = await db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.userId, userId),
      ),
    )
    .limit(1);
  return row?.role;
}
