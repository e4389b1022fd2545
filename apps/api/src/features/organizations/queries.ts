import type {
  BookCounts,
  MemberRole,
  Organization,
  OrganizationMeta,
} from "@rawaq/domain/organization";
import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { books, organizationFiles, organizationMembers, organizations } from "../../db/schema.ts";

export type OrganizationRow = typeof organizations.$inferSelect;

export interface Membership {
  organization: OrganizationRow;
  role: MemberRole;
}

/** The caller's organization and role, or undefined when they belong to none. */
export async function findMembership(
  db: Database,
  userId: string,
): Promise<Membership | undefined> {
  const [row] = await db
    .select({ organization: organizations, role: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .limit(1);
  return row;
}

export async function findOrganization(db: Database, id: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row;
}

/** The organization as clients see it, with which documents are on file. */
export async function toOrganization(db: Database, row: OrganizationRow): Promise<Organization> {
  const onFile = await db
    .select({ kind: organizationFiles.kind })
    .from(organizationFiles)
    .where(eq(organizationFiles.organizationId, row.id));
  const has = (kind: string) => onFile.some((file) => file.kind === kind);
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
    iban: row.iban,
    swift: row.swift,
    bank_name: row.bankName,
    account_number: row.accountNumber,
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

async function memberCount(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId));
  return row?.total ?? 0;
}

export async function organizationMeta(
  db: Database,
  membership: Membership | undefined,
): Promise<OrganizationMeta> {
  if (!membership) {
    return {
      status: null,
      role: null,
      books: { pending: 0, approved: 0, rejected: 0 },
      members: 0,
      editable: "none",
      pipeline: { is_open: false, complete_data: false, labels: false, shipper: false },
    };
  }
  const { organization, role } = membership;
  const [counts, members] = await Promise.all([
    bookCounts(db, organization.id),
    memberCount(db, organization.id),
  ]);
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
    members,
    editable,
    // DESIGN.md journey 5: open once approved, no book pending and at least one approved.
    pipeline: {
      is_open: organization.status === "approved" && counts.pending === 0 && counts.approved > 0,
      complete_data: false,
      labels: false,
      shipper: false,
    },
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
