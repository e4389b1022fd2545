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

/** The status as users read it; a status this version does not know (a newer server) shows raw. */
export function useStatusLabel(): (status: string) => string {
  const { i18n } = useLingui();
  return (status) =>
    Object.hasOwn(REVIEW_STATUS_LABELS, status)
      ? i18n._(REVIEW_STATUS_LABELS[status as OrganizationStatus])
      : status;
}

export function ReviewStatusBadge({ status, size }: { status: string; size?: "sm" | "md" }) {
  const statusLabel = useStatusLabel();
  return (
    <StatusBadge
      status={status}
      tone={statusTone(status)}
      size={size}
      label={statusLabel(status)}
    />
  );
}
