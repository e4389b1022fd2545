import * as v from "valibot";
import { EmailSchema, isCalendarDate, isoToday } from "./account.ts";
import { findCountry, hasState, loadStates } from "./geo/countries.ts";
import { compactIban, isValidIban, isValidSwift } from "./iban.ts";
import { isValidE164Phone } from "./phone.ts";
import { normalizeDigits } from "./rules.ts";
import { cleanText } from "./text.ts";
import { requiredText } from "./validation.ts";

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
/** Organization documents (PDF or image) may be at most this large. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_CONTENT_TYPES = [
  "application/pdf",
  "image/jpeg",
  "image/png",
  "image/webp",
] as const;

/** A name or label: invisible bidi controls removed, whitespace collapsed, required. */
export function requiredName(maxLength: number) {
  return v.pipe(
    v.string("required"),
    v.transform(cleanText),
    v.nonEmpty("required"),
    v.maxLength(maxLength, "too_long"),
  );
}

/** Registration and licence numbers: digits (any script) and letters, 4 to 20 characters. */
const RegistryNumberSchema = v.pipe(
  requiredText(40),
  v.transform((text) => normalizeDigits(text).replace(/[\s-]/g, "").toUpperCase()),
  v.regex(/^[0-9A-Z]{4,20}$/, "invalid"),
);

/** An expiry date: an ISO date that has not passed. */
const ExpiryDateSchema = v.pipe(
  v.string("required"),
  v.trim(),
  v.nonEmpty("required"),
  v.isoDate("invalid_date"),
  v.check(isCalendarDate, "invalid_date"),
  v.check((date) => date > isoToday(), "future_date"),
);

const PhoneSchema = v.pipe(
  requiredText(32),
  v.transform(normalizeDigits),
  v.check(isValidE164Phone, "phone"),
);

const legalEntries = {
  name: requiredName(200),
  commercial_name: requiredName(200),
  commercial_registration_number: RegistryNumberSchema,
  commercial_registration_expires_on: ExpiryDateSchema,
  publishing_licence_number: RegistryNumberSchema,
  publishing_licence_expires_on: ExpiryDateSchema,
  email: EmailSchema,
  zip: v.pipe(
    requiredText(12),
    v.transform(normalizeDigits),
    v.regex(/^[0-9A-Za-z -]{3,12}$/, "invalid"),
  ),
  phone1: PhoneSchema,
  // The second phone is optional; an entered one must be valid.
  phone2: v.pipe(
    v.optional(v.string("invalid"), ""),
    v.trim(),
    v.transform(normalizeDigits),
    v.check((phone) => phone === "" || isValidE164Phone(phone), "phone"),
  ),
  country: v.pipe(
    requiredText(8),
    v.check((id) => findCountry(id) !== undefined, "unknown_option"),
  ),
  city: v.pipe(v.optional(v.string("invalid"), ""), v.trim(), v.maxLength(40, "too_long")),
};

/** Step 1, legal data, as the browser checks it (the city's list is checked by the server). */
export const OrganizationLegalFormSchema = v.object(legalEntries);

/** Step 1 as the server checks it: the city must belong to the country when it has cities. */
export const OrganizationLegalInputSchema = v.pipeAsync(
  v.objectAsync(legalEntries),
  v.forwardAsync(
    v.partialCheckAsync(
      [["country"], ["city"]],
      async (input) => input.city !== "" || (await loadStates(input.country)).length === 0,
      "required",
    ),
    ["city"],
  ),
  v.forwardAsync(
    v.partialCheckAsync(
      [["country"], ["city"]],
      (input) => input.city === "" || hasState(input.country, input.city),
      "unknown_option",
    ),
    ["city"],
  ),
);
export type OrganizationLegalInput = v.InferOutput<typeof OrganizationLegalInputSchema>;

/** Step 3, the bank account the fair pays refunds to and invoices name. */
export const OrganizationBankInputSchema = v.object({
  iban: v.pipe(requiredText(42), v.transform(compactIban), v.check(isValidIban, "iban")),
  swift: v.pipe(
    requiredText(15),
    v.transform((text) => text.replace(/\s+/g, "").toUpperCase()),
    v.check(isValidSwift, "swift"),
  ),
  bank_name: requiredName(120),
  account_number: v.pipe(
    requiredText(34),
    v.transform((text) => normalizeDigits(text).replace(/[\s-]/g, "")),
    v.regex(/^[0-9A-Za-z]{4,34}$/, "invalid"),
  ),
});
export type OrganizationBankInput = v.InferOutput<typeof OrganizationBankInputSchema>;

/** What stays editable after approval (besides the three documents): the expiry dates. */
export const OrganizationExpiryInputSchema = v.object({
  commercial_registration_expires_on: ExpiryDateSchema,
  publishing_licence_expires_on: ExpiryDateSchema,
});
export type OrganizationExpiryInput = v.InferOutput<typeof OrganizationExpiryInputSchema>;

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

export const InvitationInputSchema = v.object({ email: EmailSchema });

export const MembersResultSchema = v.object({
  members: v.array(MemberSchema),
  invitations: v.array(InvitationSchema),
});
