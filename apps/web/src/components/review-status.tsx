import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { OrganizationStatus } from "@rawaq/domain/organization";
import { StatusBadge, statusTone } from "@rawaq/ui/status-badge";

/** GLOSSARY.md's review statuses; books use three of the organization's four. */
export const REVIEW_STATUS_LABELS = {
  draft: msg`Draft`,
  pending: msg`Pending review`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
} satisfies Record<OrganizationStatus, MessageDescriptor>;

/** Participation requests' and reservations' own statuses (GLOSSARY.md). */
export const PARTICIPATION_STATUS_LABELS: Record<string, MessageDescriptor> = {
  submitted: msg`Pending review`,
  changes_requested: msg`Changes requested`,
  held: msg`Held`,
  confirmed: msg`Confirmed`,
  expired: msg`Expired`,
  cancelled: msg`Cancelled`,
  // Invoices (rejected and expired read as above).
  issued: msg({ context: "invoice", message: "Issued" }),
  proof_submitted: msg`Receipt under review`,
  paid: msg({ context: "invoice", message: "Paid" }),
  // Its reservation was cancelled before payment.
  void: msg({ context: "invoice", message: "Void" }),
  // Badges, and an organization's bank account changed by its manager (a change, not a status).
  active: msg({ context: "badge", message: "Valid" }),
  revoked: msg({ context: "badge", message: "Revoked" }),
  bank_account_changed: msg`Bank account changed`,
};

/** The status as users read it; a status this version does not know (a newer server) shows raw. */
export function useStatusLabel(): (status: string) => string {
  const { i18n } = useLingui();
  return (status) =>
    Object.hasOwn(REVIEW_STATUS_LABELS, status)
      ? i18n._(REVIEW_STATUS_LABELS[status as OrganizationStatus])
      : Object.hasOwn(PARTICIPATION_STATUS_LABELS, status)
        ? i18n._(PARTICIPATION_STATUS_LABELS[status]!)
        : status;
}

export function ReviewStatusBadge({ status, size }: { status: string; size?: "sm" | "md" }) {
  const statusLabel = useStatusLabel();
  return (
    <StatusBadge
      status={status}
      // A submitted request waits for review like a pending organization.
      tone={statusTone(status === "submitted" ? "pending" : status)}
      size={size}
      label={statusLabel(status)}
    />
  );
}
