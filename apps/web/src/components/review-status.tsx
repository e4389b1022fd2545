import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { BookStatus } from "@rawaq/domain/book";
import type { OrganizationStatus } from "@rawaq/domain/organization";
import type { AuditEntry } from "@rawaq/domain/review";
import { StatusBadge, statusTone } from "@rawaq/ui/status-badge";

/**
 * What a status describes. Arabic agrees with that noun («جهة مقبولة» beside «كتاب مقبول»,
 * «بطاقة منتهية» beside «حجز منتهٍ»), so a status is always named with its noun and each gendered
 * word carries the noun as its context (packages/i18n/README.md, rule 4).
 */
export type StatusOf =
  "organization" | "book" | "request" | "reservation" | "invoice" | "badge" | "parcel" | "guide";

/** GLOSSARY.md's review statuses of an organization. */
export const ORGANIZATION_STATUS_LABELS = {
  draft: msg`Draft`,
  pending: msg`Pending review`,
  approved: msg({ context: "organization", message: "Approved" }),
  rejected: msg({ context: "organization", message: "Rejected" }),
} satisfies Record<OrganizationStatus, MessageDescriptor>;

/** A book's review statuses. */
export const BOOK_STATUS_LABELS = {
  pending: msg`Pending review`,
  approved: msg({ context: "book", message: "Approved" }),
  rejected: msg({ context: "book", message: "Rejected" }),
} satisfies Record<BookStatus, MessageDescriptor>;

const STATUS_LABELS: Record<StatusOf, Record<string, MessageDescriptor>> = {
  organization: {
    ...ORGANIZATION_STATUS_LABELS,
    // An organization's bank account changed by its manager (a change, not a status).
    bank_account_changed: msg`Bank account changed`,
    // Its national address given or changed by its manager (issue 30).
    national_address_changed: msg`National address changed`,
  },
  book: BOOK_STATUS_LABELS,
  request: {
    draft: msg`Draft`,
    submitted: msg`Pending review`,
    changes_requested: msg`Changes requested`,
    approved: msg({ context: "participation request", message: "Approved" }),
    rejected: msg({ context: "participation request", message: "Rejected" }),
  },
  reservation: {
    held: msg({ context: "reservation", message: "Held" }),
    confirmed: msg({ context: "reservation", message: "Confirmed" }),
    expired: msg({ context: "reservation", message: "Expired" }),
    cancelled: msg({ context: "reservation", message: "Cancelled" }),
  },
  invoice: {
    issued: msg({ context: "invoice", message: "Issued" }),
    proof_submitted: msg`Receipt under review`,
    paid: msg({ context: "invoice", message: "Paid" }),
    rejected: msg({ context: "invoice", message: "Rejected" }),
    // Its reservation was cancelled before payment.
    void: msg({ context: "invoice", message: "Void" }),
    expired: msg({ context: "invoice", message: "Expired" }),
  },
  badge: {
    // Stored "active" (the audit log), shown "valid" until its event ends.
    active: msg({ context: "badge", message: "Valid" }),
    valid: msg({ context: "badge", message: "Valid" }),
    revoked: msg({ context: "badge", message: "Revoked" }),
    expired: msg({ context: "badge", message: "Expired" }),
  },
  // An event's guide, published or not, and a house or title in it or hidden from it.
  guide: {
    published: msg({ context: "guide", message: "Published" }),
    unpublished: msg({ context: "guide", message: "Not published" }),
    listed: msg`In the guide`,
    hidden: msg`Hidden from the guide`,
  },
  parcel: {
    prepared: msg`Prepared`,
    in_transit: msg`In transit`,
    delivered: msg`Delivered`,
    // Where a parcel was sent.
    booth: msg`Booth`,
    storage: msg`Storage`,
  },
};

/** The noun of an audited object's statuses; accounts and allowances have none. */
export function statusOfAudited(entity: AuditEntry["entity_type"]): StatusOf | undefined {
  switch (entity) {
    case "organization":
    case "book":
    case "invoice":
    case "badge":
    case "parcel":
    case "guide":
      return entity;
    case "participation_request":
      return "request";
    case "booth_reservation":
      return "reservation";
    default:
      return undefined;
  }
}

/** The status as users read it; a status this version does not know (a newer server) shows raw. */
export function useStatusLabel(): (status: string, of: StatusOf) => string {
  const { i18n } = useLingui();
  return (status, of) => {
    const labels = STATUS_LABELS[of];
    return Object.hasOwn(labels, status) ? i18n._(labels[status]!) : status;
  };
}

// The tone of the status that reads alike: a submitted request waits like a pending organization.
const TONE_OF: Record<string, string> = {
  submitted: "pending",
  valid: "confirmed",
  active: "confirmed",
  // A guide that visitors see, and a house in it, read as approved; one hidden, as rejected.
  published: "approved",
  listed: "approved",
  hidden: "rejected",
};

export function ReviewStatusBadge({
  status,
  of,
  size,
}: {
  status: string;
  of: StatusOf;
  size?: "sm" | "md";
}) {
  const statusLabel = useStatusLabel();
  return (
    <StatusBadge
      status={status}
      tone={statusTone(TONE_OF[status] ?? status)}
      size={size}
      label={statusLabel(status, of)}
    />
  );
}
