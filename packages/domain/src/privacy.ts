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
