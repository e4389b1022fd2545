import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AuditEntry } from "@rawaq/domain/review";

type AuditEntity = AuditEntry["entity_type"];

/**
 * What each kind of audited object is called, one name per kind (the console once called a
 * booth reservation a "Book"). A Record over the domain's list: a new kind does not compile
 * until it has its name.
 */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, MessageDescriptor> = {
  organization: msg`Publishing house`,
  book: msg`Book`,
  user: msg`Account`,
  participation_request: msg`Participation request`,
  booth_reservation: msg`Booth reservation`,
  parcel: msg`Parcel`,
  invoice: msg`Invoice`,
  badge: msg`Badge`,
  badge_allowance: msg`Badge allowance`,
  guide: msg`Fair guide`,
  fair_rules: msg`Fair rules`,
};

/** Who reads the entry: the administration's console, or a member of the organization. */
export type AuditReader = "admin" | "exhibitor";

const id = encodeURIComponent;
const search = (values: Record<string, string | null | undefined>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `?${text}` : "";
};

/**
 * The label as the lists search it. Only names the administration writes differ between the two
 * languages (an event's); what is searched here (a title, a parcel number, an account) is one text.
 */
const label = (entry: AuditEntry) => entry.entity_label.en;

/** The address in an account's label `Name <email>`, which the users list searches. */
const accountEmail = (entry: AuditEntry) => /<([^<>]+)>$/.exec(label(entry))?.[1] ?? label(entry);

// The query parameters are the lists' own (features/*/…-list-params.ts), written out because
// shared code imports no feature; audit-subject.test.ts reads each address back through them.
const ADMIN_PATHS: Record<AuditEntity, (entry: AuditEntry) => string> = {
  organization: (entry) => `/admin/organizations/${id(entry.entity_id)}`,
  book: (entry) =>
    `/admin/books${search({ status: "all", organization_id: entry.organization_id, q: label(entry) })}`,
  user: (entry) => `/admin/users${search({ q: accountEmail(entry) })}`,
  participation_request: (entry) => `/admin/requests/${id(entry.entity_id)}`,
  booth_reservation: (entry) => `/admin/reservations${search({ event_id: entry.event_id })}`,
  parcel: (entry) =>
    `/admin/parcels${search({ organization_id: entry.organization_id, q: label(entry) })}`,
  invoice: (entry) => `/payment-information/invoices/${id(entry.entity_id)}`,
  badge: (entry) => `/admin/badges${search({ organization_id: entry.organization_id })}`,
  // Its entity is the organization whose allowance changed.
  badge_allowance: (entry) => `/admin/badges${search({ organization_id: entry.entity_id })}`,
  // Its entity is the event whose guide changed.
  guide: (entry) => `/admin/events/${id(entry.entity_id)}/guide`,
  // Its entity is the event whose rules changed, or which excepted a house.
  fair_rules: (entry) => `/admin/events/${id(entry.entity_id)}/rules`,
};

const EXHIBITOR_PATHS: Record<AuditEntity, (entry: AuditEntry) => string | null> = {
  organization: () => "/organization",
  book: (entry) => `/books${search({ q: label(entry) })}`,
  // Changes to accounts belong to no organization: its history never holds one.
  user: () => null,
  participation_request: (entry) => `/my-requests/view/${id(entry.entity_id)}`,
  booth_reservation: (entry) => `/reservation${search({ event: entry.event_id })}`,
  parcel: (entry) => `/shipment${search({ q: label(entry) })}`,
  invoice: (entry) => `/payment-information/invoices/${id(entry.entity_id)}`,
  badge: () => "/reservation/badges",
  badge_allowance: () => "/reservation/badges",
  guide: () => "/organization/guide",
  fair_rules: () => "/my-organization",
};

/**
 * The page that shows an entry's object, without the locale (`/admin/requests/{id}`), for the
 * reader it is shown to; null where that reader has no such page.
 */
export function auditEntryPath(entry: AuditEntry, reader: AuditReader): string | null {
  return reader === "admin"
    ? ADMIN_PATHS[entry.entity_type](entry)
    : EXHIBITOR_PATHS[entry.entity_type](entry);
}
