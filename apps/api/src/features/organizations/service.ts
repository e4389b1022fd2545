import type { OrganizationDocument } from "@rawaq/domain/organization";
import type { OrganizationLegalInput } from "@rawaq/domain/organization-input";
import type { NationalAddressInput } from "@rawaq/domain/national-address";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { organizationFiles, organizationMembers, organizations } from "../../db/schema/index.ts";
import type { OrganizationRow } from "../../core/membership.ts";
import { recordAudit } from "../../core/audit.ts";
import type { StoredFile } from "../../core/files.ts";
import type { UserRow } from "../../core/users.ts";

type Columns = Partial<typeof organizations.$inferInsert>;

/** The API's snake_case field names → the table's columns. */
function toColumns(fields: Record<string, unknown>): Columns {
  const map: Record<string, keyof Columns> = {
    name: "name",
    commercial_name: "commercialName",
    commercial_registration_number: "commercialRegistrationNumber",
    commercial_registration_expires_on: "commercialRegistrationExpiresOn",
    publishing_licence_number: "publishingLicenceNumber",
    publishing_licence_expires_on: "publishingLicenceExpiresOn",
    email: "email",
    zip: "zip",
    phone1: "phone1",
    phone2: "phone2",
    country: "countryId",
    city: "cityId",
    iban: "iban",
    swift: "swift",
    bank_name: "bankName",
    account_number: "accountNumber",
    vat_number: "vatNumber",
  };
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    const column = map[field];
    // Empty optional values are stored as null.
    if (column) columns[column] = value === "" ? null : value;
  }
  return columns as Columns;
}

/**
 * Creates a draft organization with `user` as its manager, in one transaction. "member" when the
 * user already belongs to one (the membership's unique index decides, even in a race); "taken"
 * when the registration number is already registered.
 */
export async function createOrganization(
  db: Database,
  user: UserRow,
  input: OrganizationLegalInput,
): Promise<OrganizationRow | "member" | "taken"> {
  try {
    return await db.transaction(async (tx) => {
      const [organization] = await tx
        .insert(organizations)
        .values(toColumns(input) as typeof organizations.$inferInsert)
        .returning();
      const [member] = await tx
        .insert(organizationMembers)
        .values({ organizationId: organization!.id, userId: user.id, role: "manager" })
        .onConflictDoNothing()
        .returning();
      if (!member) throw new AlreadyMember();
      return organization!;
    });
  } catch (error) {
    if (error instanceof AlreadyMember) return "member";
    if (isUniqueViolation(error, "organizations_cr_number_key")) return "taken";
    throw error;
  }
}

class AlreadyMember extends Error {}

/** Saves fields (already validated for the organization's status); "taken" for a CR number in use. */
export async function updateOrganization(
  db: Database,
  id: string,
  fields: Record<string, unknown>,
): Promise<"saved" | "taken"> {
  try {
    await db
      .update(organizations)
      .set({ ...toColumns(fields), updatedAt: new Date() })
      .where(eq(organizations.id, id));
    return "saved";
  } catch (error) {
    if (isUniqueViolation(error, "organizations_cr_number_key")) return "taken";
    throw error;
  }
}

/**
 * Moves a draft or rejected organization to pending and records it. The status condition in
 * the UPDATE makes a double submit harmless: the second finds nothing to change.
 */
export async function submitOrganization(
  db: Database,
  actor: UserRow,
  organization: OrganizationRow,
): Promise<OrganizationRow | undefined> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(organizations)
      .set({
        status: "pending",
        rejectionReason: null,
        submittedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(organizations.id, organization.id),
          inArray(organizations.status, ["draft", "rejected"]),
        ),
      )
      .returning();
    if (!updated) return undefined;
    await recordAudit(tx, actor, [
      {
        organizationId: organization.id,
        entityType: "organization",
        entityId: organization.id,
        entityLabel: organization.name,
        fromStatus: organization.status,
        toStatus: "pending",
        reason: null,
      },
    ]);
    return updated;
  });
}

export async function findDocument(
  db: Database,
  organizationId: string,
  kind: OrganizationDocument,
) {
  const [row] = await db
    .select()
    .from(organizationFiles)
    .where(
      and(eq(organizationFiles.organizationId, organizationId), eq(organizationFiles.kind, kind)),
    )
    .limit(1);
  return row;
}

/** Stores the record of a document, replacing the previous one; returns the old storage key. */
export async function replaceDocument(
  db: Database,
  organizationId: string,
  kind: OrganizationDocument,
  upload: StoredFile,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .delete(organizationFiles)
      .where(
        and(eq(organizationFiles.organizationId, organizationId), eq(organizationFiles.kind, kind)),
      )
      .returning({ storageKey: organizationFiles.storageKey });
    await tx.insert(organizationFiles).values({ organizationId, kind, ...upload });
    await tx
      .update(organizations)
      .set({ updatedAt: new Date() })
      .where(eq(organizations.id, organizationId));
    return previous?.storageKey;
  });
}

/**
 * The manager gives or changes the organization's national address (a Saudi house's tax
 * invoices need it, issue 30), in any status: it is not reviewed. Audited.
 */
export async function changeNationalAddress(
  db: Database,
  actor: UserRow,
  organization: OrganizationRow,
  input: NationalAddressInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(organizations)
      .set({
        buildingNumber: input.building_number,
        street: input.street,
        district: input.district,
        additionalNumber: input.additional_number,
        updatedAt: now,
      })
      .where(eq(organizations.id, organization.id));
    await recordAudit(tx, actor, [
      {
        organizationId: organization.id,
        entityType: "organization",
        entityId: organization.id,
        entityLabel: organization.name,
        fromStatus: null,
        toStatus: "national_address_changed",
        reason: null,
      },
    ]);
  });
}
