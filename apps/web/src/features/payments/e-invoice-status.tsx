import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { EInvoiceStatus } from "@rawaq/domain/payments";
import { StatusBadge, type StatusTone } from "@rawaq/ui/status-badge";
import { isBeingRegistered } from "./e-invoice-state.ts";

// The statuses of an e-invoice with ZATCA (issue 30), as the invoice page and the
// administration's queue show them.

/** Who reads a status: the administration tells waiting from sending, an exhibitor need not. */
export type EInvoiceReader = "admin" | "exhibitor";

// A document may be an invoice or a credit note: each label agrees with either noun in Arabic.
const ADMIN_LABELS: Record<EInvoiceStatus, MessageDescriptor> = {
  signed: msg`Waiting to be sent`,
  submitted: msg`Being sent`,
  cleared: msg({ context: "e-invoice", message: "Cleared" }),
  rejected: msg({ context: "e-invoice", message: "Rejected" }),
};

const EXHIBITOR_LABELS: Record<EInvoiceStatus, MessageDescriptor> = {
  ...ADMIN_LABELS,
  signed: msg`Being registered`,
  submitted: msg`Being registered`,
};

const TONES: Record<EInvoiceStatus, StatusTone> = {
  signed: "warning",
  submitted: "info",
  cleared: "success",
  rejected: "danger",
};

/** The words for each status, for a reader. */
export function useEInvoiceStatusLabel(reader: EInvoiceReader) {
  const { i18n } = useLingui();
  const labels = reader === "admin" ? ADMIN_LABELS : EXHIBITOR_LABELS;
  return (status: EInvoiceStatus) => i18n._(labels[status]);
}

export interface EInvoiceStatusBadgeProps {
  status: EInvoiceStatus;
  reader: EInvoiceReader;
}

/** An e-invoice's (or credit note's) status with ZATCA, as a badge. */
export function EInvoiceStatusBadge({ status, reader }: EInvoiceStatusBadgeProps) {
  const label = useEInvoiceStatusLabel(reader);
  return (
    <StatusBadge
      status={status}
      tone={reader === "exhibitor" && isBeingRegistered(status) ? "warning" : TONES[status]}
      label={label(status)}
    />
  );
}
