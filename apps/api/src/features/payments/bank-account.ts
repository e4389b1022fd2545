import { maskIban } from "@rawaq/domain/iban";
import type { BankAccount, OrganizationBankInput } from "@rawaq/domain/bank-account";
import { eq } from "drizzle-orm";
import type { OrganizationRow } from "../../core/membership.ts";
import { recordAudit } from "../../core/audit.ts";
import { notifyOrganization } from "../../core/notifications.ts";
import type { UserRow } from "../../core/users.ts";
import type { Database } from "../../db/client.ts";
import { organizations } from "../../db/schema/index.ts";

/** The organization's bank account as its reader may see it: staff get the numbers masked. */
export function bankAccountOf(organization: OrganizationRow, isMasked: boolean): BankAccount {
  const hide = (value: string | null) => (value && isMasked ? maskIban(value) : value);
  return {
    iban: hide(organization.iban),
    swift: organization.swift,
    bank_name: organization.bankName,
    account_number: hide(organization.accountNumber),
    vat_number: organization.vatNumber,
  };
}

export type BankAccountOutcome =
  { outcome: "changed" | "unchanged"; organization: OrganizationRow } | { outcome: "not_approved" };

/**
 * The manager changes the bank account of an approved organization (before approval it is a
 * step of the registration). Audited and told to every member in the same transaction, so a
 * change nobody expected is seen; entering the same account again changes nothing.
 */
export async function changeBankAccount(
  db: Database,
  actor: UserRow,
  organizationId: string,
  input: OrganizationBankInput,
  now: Date,
): Promise<BankAccountOutcome> {
  return db.transaction(async (tx): Promise<BankAccountOutcome> => {
    const [current] = await tx
      .select()
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for("update")
      .limit(1);
    if (!current || current.status !== "approved") return { outcome: "not_approved" };
    const next = {
      iban: input.iban,
      swift: input.swift,
      bankName: input.bank_name,
      accountNumber: input.account_number,
      vatNumber: input.vat_number === "" ? null : input.vat_number,
    };
    const isSame = (Object.keys(next) as (keyof typeof next)[]).every(
      (column) => current[column] === next[column],
    );
    if (isSame) return { outcome: "unchanged", organization: current };
    const [saved] = await tx
      .update(organizations)
      .set({ ...next, updatedAt: now })
      .where(eq(organizations.id, organizationId))
      .returning();
    await recordAudit(tx, actor, [
      {
        organizationId,
        entityType: "organization",
        entityId: organizationId,
        entityLabel: current.name,
        fromStatus: null,
        toStatus: "bank_account_changed",
        reason: null,
      },
    ]);
    // The last 4 characters only: enough to recognise the account, and staff read it too.
    await notifyOrganization(tx, organizationId, "bank_account_changed", {
      number: input.iban.slice(-4),
    });
    return { outcome: "changed", organization: saved! };
  });
}
