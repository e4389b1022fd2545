import * as v from "valibot";
import { NationalAddressSchema } from "./national-address.ts";
import { IMAGE_MAX_BYTES } from "./files.ts";
import { EmailSchema } from "./validation.ts";

export const ORGANIZATION_STATUSES = ["draft", "pending", "approved", "rejected"] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

export const MEMBER_ROLES = ["manager", "staff"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The wizard's three documents: a logo image, and two files that may be PDF or image. */
export const ORGANIZATION_DOCUMENTS = [
  "logo",
  "commercial_registration",
  "publishing_licence",
] as const;
export type OrganizationDocument = (typeof ORGANIZATION_DOCUMENTS)[number];
/** Organization documents (PDF or image): the limit `file_too_large` states, as for photos. */
export const DOCUMENT_MAX_BYTES = IMAGE_MAX_BYTES;
export const DOCUMENT_CONTENT_TYPES = [
  "application/pdf",
  "image/jpeg",
  "image/png",
  "image/webp",
] as const;

/** The fields an approved organization keeps editable (with the documents). */
export const FIELDS_EDITABLE_AFTER_APPROVAL = [
  "commercial_registration_expires_on",
  "publishing_licence_expires_on",
] as const;

export const OrganizationSchema = v.object({
  id: v.string(),
  status: v.picklist(ORGANIZATION_STATUSES),
  rejection_reason: v.nullable(v.string()),
  name: v.string(),
  commercial_name: v.string(),
  commercial_registration_number: v.string(),
  commercial_registration_expires_on: v.string(),
  publishing_licence_number: v.string(),
  publishing_licence_expires_on: v.string(),
  email: v.string(),
  zip: v.string(),
  phone1: v.string(),
  phone2: v.nullable(v.string()),
  country: v.string(),
  city: v.nullable(v.string()),
  iban: v.nullable(v.string()),
  swift: v.nullable(v.string()),
  bank_name: v.nullable(v.string()),
  account_number: v.nullable(v.string()),
  /** The house's VAT registration number, when it has one. */
  vat_number: v.nullable(v.string()),
  /** Its national address (a Saudi house's tax invoices need it); empty strings until given. */
  national_address: NationalAddressSchema,
  /** Which of the three documents are on file. */
  documents: v.object({
    logo: v.boolean(),
    commercial_registration: v.boolean(),
    publishing_licence: v.boolean(),
  }),
  submitted_at: v.nullable(v.string()),
  reviewed_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Organization = v.InferOutput<typeof OrganizationSchema>;

export const BookCountsSchema = v.object({
  pending: v.number(),
  approved: v.number(),
  rejected: v.number(),
});
export type BookCounts = v.InferOutput<typeof BookCountsSchema>;

/**
 * `data.meta` of GET organizations: the caller's standing and what the dashboard needs. The
 * pipeline flags belong to the logistics pipeline (journey step 5) and stay false until it opens.
 */
export const OrganizationMetaSchema = v.object({
  status: v.nullable(v.picklist(ORGANIZATION_STATUSES)),
  role: v.nullable(v.picklist(MEMBER_ROLES)),
  books: BookCountsSchema,
  members: v.number(),
  /** What the caller may change now: everything (draft, rejected), documents and expiry dates (approved), nothing. */
  editable: v.picklist(["all", "documents_and_expiry", "none"]),
  pipeline: v.object({
    is_open: v.boolean(),
    complete_data: v.boolean(),
    labels: v.boolean(),
    shipper: v.boolean(),
  }),
  /** Each logistics step's completeness, computed on the server (issue 11). */
  data_completed: v.boolean(),
  locations_completed: v.boolean(),
  shippers_completed: v.boolean(),
});
export type OrganizationMeta = v.InferOutput<typeof OrganizationMetaSchema>;

export const OrganizationsResultSchema = v.object({
  organization: v.nullable(OrganizationSchema),
  meta: OrganizationMetaSchema,
});

/** Whether an organization in `status` can be opened in the wizard and changed freely. */
export function isFullyEditable(status: OrganizationStatus): boolean {
  return status === "draft" || status === "rejected";
}

export const MemberSchema = v.object({
  user_id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  role: v.picklist(MEMBER_ROLES),
  joined_at: v.string(),
});
export type Member = v.InferOutput<typeof MemberSchema>;

export const INVITATION_STATUSES = ["pending", "accepted", "declined", "cancelled"] as const;

export const InvitationSchema = v.object({
  id: v.string(),
  email: v.string(),
  status: v.picklist(INVITATION_STATUSES),
  organization: v.object({ id: v.string(), name: v.string() }),
  invited_by: v.string(),
  created_at: v.string(),
});
export type Invitation = v.InferOutput<typeof InvitationSchema>;

export const MembersResultSchema = v.object({
  members: v.array(MemberSchema),
  invitations: v.array(InvitationSchema),
});

/** The manager invites a registered user by email. */
export const InvitationInputSchema = v.object({ email: EmailSchema });
