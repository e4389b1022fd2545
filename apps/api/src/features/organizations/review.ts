import type { DecisionInput } from "@rawaq/domain/review";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { organizations } from "../../db/schema/index.ts";
import type { OrganizationRow } from "../../core/membership.ts";
import { recordAudit } from "../../core/audit.ts";
import type { UserRow } from "../../core/users.ts";
import { notifyOrganization } from "../../core/notifications.ts";

/**
 * Approves or rejects a pending organization, records it and tells its members, in one
 * transaction. Undefined when it is no longer pending (another admin decided first).
 */
export async function decideOrganization(
  db: Database,
  admin: UserRow,
  organization: OrganizationRow,
  input: DecisionInput,
): Promise<OrganizationRow | undefined> {
  const toStatus = input.decision === "approve" ? "approved" : "rejected";
  const reason = toStatus === "rejected" ? input.reason : null;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(organizations)
      .set({
        status: toStatus,
        rejectionReason: reason,
        reviewedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(organizations.id, organization.id), eq(organizations.status, "pending")))
      .returning();
    if (!updated) return undefined;
    await recordAudit(tx, admin, [
      {
        organizationId: organization.id,
        entityType: "organization",
        entityId: organization.id,
        entityLabel: organization.name,
        fromStatus: "pending",
        toStatus,
        reason,
      },
    ]);
    await notifyOrganization(
      tx,
      organization.id,
      toStatus === "approved" ? "organization_approved" : "organization_rejected",
      reason
        ? { organization_name: organization.name, reason }
        : { organization_name: organization.name },
    );
    return updated;
  });
}
