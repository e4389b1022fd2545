import type { RetentionKey } from "./privacy.ts";

// The records of processing (issue 31), apart from privacy.ts's schemas: only the notice and the
// administration's records page read them, so the API client every page loads does not carry them.

/**
 * How long data that no job destroys is kept: as long as the account (until the person deletes
 * it), as long as the fair's records about a house, or as tax law requires of invoices.
 */
export const STANDING_RETENTIONS = ["account", "fair_records", "tax_records"] as const;
export type Retention = RetentionKey | (typeof STANDING_RETENTIONS)[number];

/** Why the law allows the processing (PDPL art. 6 and its regulation). */
export const LEGAL_BASES = [
  "consent",
  "contract",
  "legal_obligation",
  "legitimate_interest",
] as const;
export type LegalBasis = (typeof LEGAL_BASES)[number];

/** Who sees a kind of data. */
export const DATA_AUDIENCES = [
  "person",
  "organization_managers",
  "administration",
  "fair_gate",
  "zatca",
] as const;
export type DataAudience = (typeof DATA_AUDIENCES)[number];

/** What a kind of data serves. */
export const PROCESSING_PURPOSES = [
  "account",
  "identity_check",
  "badges",
  "security",
  "registration",
  "invoicing",
  "correspondence",
  "accountability",
] as const;
export type ProcessingPurpose = (typeof PROCESSING_PURPOSES)[number];

export interface ProcessingRecord {
  /** The kind of data, also its key in the catalogs. */
  data:
    | "account"
    | "identity"
    | "identity_document"
    | "photo"
    | "badges"
    | "sessions"
    | "drafts"
    | "organization"
    | "invoices"
    | "messages"
    | "access_log"
    | "audit_log";
  purpose: ProcessingPurpose;
  basis: LegalBasis;
  retention: Retention;
  audience: readonly DataAudience[];
}

/**
 * The records of processing (PDPL art. 31): every kind of personal data Rawaq holds, why, on
 * what basis, for how long and who sees it. The privacy notice and the administration's page are
 * drawn from this list, and the retention job's rules are keyed by its retentions.
 */
export const PROCESSING_RECORDS: readonly ProcessingRecord[] = [
  {
    data: "account",
    purpose: "account",
    basis: "contract",
    retention: "account",
    audience: ["person", "organization_managers", "administration"],
  },
  {
    data: "identity",
    purpose: "identity_check",
    basis: "contract",
    retention: "account",
    audience: ["person", "administration"],
  },
  {
    data: "identity_document",
    purpose: "identity_check",
    basis: "consent",
    retention: "identity_documents",
    audience: ["person", "administration"],
  },
  {
    data: "photo",
    purpose: "badges",
    basis: "consent",
    retention: "account",
    audience: ["person", "organization_managers", "administration"],
  },
  {
    data: "badges",
    purpose: "badges",
    basis: "contract",
    retention: "badge_photos",
    audience: ["person", "organization_managers", "administration", "fair_gate"],
  },
  {
    data: "sessions",
    purpose: "security",
    basis: "legitimate_interest",
    retention: "ended_links",
    audience: ["person"],
  },
  {
    data: "drafts",
    purpose: "registration",
    basis: "contract",
    retention: "unsubmitted_drafts",
    audience: ["person", "organization_managers"],
  },
  {
    data: "organization",
    purpose: "registration",
    basis: "contract",
    retention: "fair_records",
    audience: ["organization_managers", "administration"],
  },
  {
    data: "invoices",
    purpose: "invoicing",
    basis: "legal_obligation",
    retention: "tax_records",
    audience: ["organization_managers", "administration", "zatca"],
  },
  {
    data: "messages",
    purpose: "correspondence",
    basis: "contract",
    retention: "fair_records",
    audience: ["person", "organization_managers", "administration"],
  },
  {
    data: "access_log",
    purpose: "accountability",
    basis: "legal_obligation",
    retention: "account",
    audience: ["person", "administration"],
  },
  {
    data: "audit_log",
    purpose: "accountability",
    basis: "legitimate_interest",
    retention: "fair_records",
    audience: ["administration"],
  },
];
