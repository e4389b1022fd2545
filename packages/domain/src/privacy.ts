import * as v from "valibot";
import { PageMetaSchema } from "./pagination.ts";

// Personal data under the PDPL (issue 31).

/**
 * Why someone other than its owner opens a person's identity document: the administration says
 * it with the request, and the log keeps it.
 */
export const DOCUMENT_ACCESS_PURPOSES = [
  /** Reviewing the organization the person manages (the default of the review screens). */
  "organization_review",
  /** Checking the person's identity for a badge. */
  "badge_check",
  /** Answering the person's own request (support, a correction). */
  "person_request",
] as const;
export type DocumentAccessPurpose = (typeof DOCUMENT_ACCESS_PURPOSES)[number];

/** One line of the access log: when, by whom (their name, or "deleted account"), and why. */
export const DocumentAccessSchema = v.object({
  id: v.string(),
  accessed_at: v.string(),
  kind: v.picklist(["identity_document"]),
  purpose: v.picklist(DOCUMENT_ACCESS_PURPOSES),
  /** The viewer's name; null once their account is deleted. */
  viewer_name: v.nullable(v.string()),
  viewer_role: v.string(),
});
export type DocumentAccess = v.InferOutput<typeof DocumentAccessSchema>;

export const DocumentAccessListSchema = v.object({
  accesses: v.array(DocumentAccessSchema),
  meta: PageMetaSchema,
});

/**
 * The privacy notice's version: a date, changed whenever the notice's text changes in substance.
 * Each person consents to a version; a newer one is asked for once, at their next visit.
 */
export const PRIVACY_NOTICE_VERSION = "2026-12-07";

/**
 * Hours within which a breach that may harm people is reported to SDAIA (the PDPL's implementing
 * regulation); the notice says it and docs/deploy.md's runbook follows it.
 */
export const BREACH_NOTICE_HOURS = 72;

/** What a person consents to: the notice, and separately the upload of their identity document. */
export const CONSENT_KINDS = ["privacy_notice", "identity_document"] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** One consent on record: to which version, when. */
export const ConsentSchema = v.object({
  kind: v.picklist(CONSENT_KINDS),
  version: v.string(),
  given_at: v.string(),
});
export type Consent = v.InferOutput<typeof ConsentSchema>;

/** Consenting to the current notice (the profile's and the next visit's "Agree"). */
export const NoticeConsentInputSchema = v.object({
  version: v.literal(PRIVACY_NOTICE_VERSION, "notice_outdated"),
});

/**
 * What Rawaq destroys by itself, and after how many days by default (each is a server setting,
 * RETENTION_<KEY>_DAYS). The daily retention job has one rule per key, so the notice, the
 * records of processing and the job read the same periods.
 */
export const RETENTION_DEFAULT_DAYS = {
  /** Identity documents and passport scans: after the last fair the person's house took part in ends. */
  identity_documents: 180,
  /** A badge's photo: after the badge's fair ends, or after it was revoked. */
  badge_photos: 30,
  /** A registration or a participation request never submitted: after its last change. */
  unsubmitted_drafts: 365,
  /** Password-reset and e-mail links, and sessions: after they expired, were used or ended. */
  ended_links: 7,
} as const;
export type RetentionKey = keyof typeof RETENTION_DEFAULT_DAYS;
export const RETENTION_KEYS = Object.keys(RETENTION_DEFAULT_DAYS) as RetentionKey[];
export type RetentionDays = Record<RetentionKey, number>;

/** GET /api/privacy: the notice's version and the periods this server keeps data for. */
export const PrivacyTermsSchema = v.object({
  notice_version: v.string(),
  retention_days: v.object(
    Object.fromEntries(RETENTION_KEYS.map((key) => [key, v.number()])) as Record<
      RetentionKey,
      v.NumberSchema<undefined>
    >,
  ),
});
export type PrivacyTerms = v.InferOutput<typeof PrivacyTermsSchema>;

/** Deleting one's own account: the password again, as with every change that cannot be undone. */
export const AccountDeletionInputSchema = v.object({
  password: v.pipe(v.string("required"), v.nonEmpty("required")),
});

/** An administrator deleting an account on the person's request: why, for the audit log. */
export const AdminAccountDeletionInputSchema = v.object({
  reason: v.pipe(
    v.string("required"),
    v.trim(),
    v.minLength(1, "required"),
    v.maxLength(500, "too_long"),
  ),
});

/**
 * What keeps the last manager of a house from deleting their account: a held booth, an invoice
 * not settled. Each names the event, so the page can link to the step that settles it.
 */
export const ObligationSchema = v.object({
  kind: v.picklist(["held_booth", "unpaid_invoice"]),
  event_id: v.string(),
  event_name: v.string(),
  /** The booth's code, or the invoice's number. */
  reference: v.string(),
});
export type Obligation = v.InferOutput<typeof ObligationSchema>;
