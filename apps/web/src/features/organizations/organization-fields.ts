import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Organization, OrganizationDocument } from "@rawaq/domain/organization";

/** The wizard's and the pages' field labels (GLOSSARY.md words), in the form's order. */
export const FIELD_LABELS = {
  name: msg`Publishing house name`,
  commercial_name: msg`Commercial name`,
  commercial_registration_number: msg`CR number`,
  commercial_registration_expires_on: msg`CR expiry date`,
  publishing_licence_number: msg`Publishing licence number`,
  publishing_licence_expires_on: msg`Publishing licence expiry date`,
  email: msg`Email`,
  zip: msg`Postal code`,
  phone1: msg`Phone number 1`,
  phone2: msg`Phone number 2`,
  country: msg`Country`,
  city: msg`City`,
  iban: msg`IBAN`,
  swift: msg`SWIFT code`,
  bank_name: msg`Bank`,
  account_number: msg`Account number`,
} satisfies Partial<Record<keyof Organization, MessageDescriptor>>;

export type OrganizationField = keyof typeof FIELD_LABELS;

export const DOCUMENT_LABELS: Record<OrganizationDocument, MessageDescriptor> = {
  logo: msg`Logo`,
  commercial_registration: msg`Commercial registration file`,
  publishing_licence: msg`Publishing licence file`,
};

export const LEGAL_FIELDS = [
  "name",
  "commercial_name",
  "commercial_registration_number",
  "commercial_registration_expires_on",
  "publishing_licence_number",
  "publishing_licence_expires_on",
] as const satisfies readonly OrganizationField[];

export const CONTACT_FIELDS = [
  "email",
  "zip",
  "phone1",
  "phone2",
  "country",
  "city",
] as const satisfies readonly OrganizationField[];

export const BANK_FIELDS = [
  "iban",
  "swift",
  "bank_name",
  "account_number",
] as const satisfies readonly OrganizationField[];

/** Values written left to right inside Arabic text (DESIGN.md, bilingual rules). */
export const LTR_FIELDS: ReadonlySet<OrganizationField> = new Set([
  "commercial_registration_number",
  "publishing_licence_number",
  "email",
  "zip",
  "phone1",
  "phone2",
  "iban",
  "swift",
  "account_number",
]);

export const DATE_FIELDS: ReadonlySet<OrganizationField> = new Set([
  "commercial_registration_expires_on",
  "publishing_licence_expires_on",
]);

/** Whether the three documents are on file. */
export function hasAllDocuments(organization: Organization): boolean {
  const { logo, commercial_registration, publishing_licence } = organization.documents;
  return logo && commercial_registration && publishing_licence;
}

/** Whether step 3 was saved: every bank field is filled. */
export function hasBankAccount(organization: Organization): boolean {
  return BANK_FIELDS.every((field) => Boolean(organization[field]));
}
