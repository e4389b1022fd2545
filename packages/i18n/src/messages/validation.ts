import type { MessageDescriptor } from "@lingui/core";
import type { ValidationCode } from "@rawaq/domain/validation";

// NOTE: the English texts are the spec's (§5), word for word. `/*i18n*/` marks plain descriptors
// for `lingui extract`, so the API can use them without a macro compiler.
export const validationMessages: Record<ValidationCode, MessageDescriptor> = {
  required: /*i18n*/ { id: "validation.required", message: "The field {field} is required." },
  numeric: /*i18n*/ {
    id: "validation.numeric",
    message: "The field {field} must be a numeric value.",
  },
  email: /*i18n*/ {
    id: "validation.email",
    message: "The field {field} must be a valid email address.",
  },
  url: /*i18n*/ { id: "validation.url", message: "The field {field} must be a valid URL." },
  invalid: /*i18n*/ { id: "validation.invalid", message: "The field {field} is invalid." },
  too_long: /*i18n*/ { id: "validation.too_long", message: "The field {field} is too long." },
  too_short: /*i18n*/ { id: "validation.too_short", message: "The field {field} is too short." },
  password_too_short: /*i18n*/ {
    id: "validation.password_too_short",
    message: "The field {field} must be at least 12 characters.",
  },
  confirmed: /*i18n*/ {
    id: "validation.confirmed",
    message: "The field {field} does not match the password.",
  },
  phone: /*i18n*/ {
    id: "validation.phone",
    message: "The field {field} must be a valid phone number.",
  },
  national_id: /*i18n*/ {
    id: "validation.national_id",
    message: "The field {field} must be a valid national ID or iqama number.",
  },
  invalid_date: /*i18n*/ {
    id: "validation.invalid_date",
    message: "The field {field} must be a valid date.",
  },
  future_date: /*i18n*/ {
    id: "validation.future_date",
    message: "The field {field} must be a date in the future.",
  },
  past_date: /*i18n*/ {
    id: "validation.past_date",
    message: "The field {field} must be a date in the past.",
  },
  too_young: /*i18n*/ { id: "validation.too_young", message: "You must be at least 18 years old." },
  unknown_option: /*i18n*/ {
    id: "validation.unknown_option",
    message: "The field {field} must be chosen from the list.",
  },
  file_type: /*i18n*/ {
    id: "validation.file_type",
    message: "The field {field} must be a JPEG, PNG or WebP image.",
  },
  file_too_large: /*i18n*/ {
    id: "validation.file_too_large",
    message: "The field {field} must not be larger than 5 MB.",
  },
  document_file_type: /*i18n*/ {
    id: "validation.document_file_type",
    message: "The field {field} must be a PDF file or a JPEG, PNG or WebP image.",
  },
  spreadsheet_file_type: /*i18n*/ {
    id: "validation.spreadsheet_file_type",
    message: "The field {field} must be an Excel (.xlsx) or CSV file.",
  },
  spreadsheet_too_large: /*i18n*/ {
    id: "validation.spreadsheet_too_large",
    message: "The field {field} must not be larger than 10 MB.",
  },
  isbn: /*i18n*/ {
    id: "validation.isbn",
    message: "The field {field} must be a valid ISBN-10 or ISBN-13 (check digit included).",
  },
  isbn_prefix: /*i18n*/ {
    id: "validation.isbn_prefix",
    message: "The field {field} must start with 978 or 979.",
  },
  iban: /*i18n*/ {
    id: "validation.iban",
    message: "The field {field} must be a valid IBAN (SA followed by 22 characters).",
  },
  swift: /*i18n*/ {
    id: "validation.swift",
    message: "The field {field} must be a valid SWIFT/BIC code (8 or 11 characters).",
  },
  duplicate: /*i18n*/ {
    id: "validation.duplicate",
    message: "The field {field} is already used by a book of your organization.",
  },
  duplicate_in_file: /*i18n*/ {
    id: "validation.duplicate_in_file",
    message: "The field {field} appears more than once in this file.",
  },
  taken: /*i18n*/ {
    id: "validation.taken",
    message: "The field {field} is already registered.",
  },
  locked: /*i18n*/ {
    id: "validation.locked",
    message: "The field {field} was approved by the administration and can no longer be changed.",
  },
  unknown_user: /*i18n*/ {
    id: "validation.unknown_user",
    message: "No registered user has this {field}. Ask them to sign up first.",
  },
  has_organization: /*i18n*/ {
    id: "validation.has_organization",
    message: "The user with this {field} already belongs to an organization.",
  },
};

/** Field names as users read them, used inside validation messages. */
export const fieldLabels: Record<string, MessageDescriptor> = {
  name: /*i18n*/ { id: "field.name", message: "name" },
  email: /*i18n*/ { id: "field.email", message: "email" },
  subject: /*i18n*/ { id: "field.subject", message: "subject" },
  body: /*i18n*/ { id: "field.body", message: "message" },
  password: /*i18n*/ { id: "field.password", message: "password" },
  password_confirmation: /*i18n*/ {
    id: "field.password_confirmation",
    message: "password confirmation",
  },
  first_name: /*i18n*/ { id: "field.first_name", message: "first name" },
  last_name: /*i18n*/ { id: "field.last_name", message: "last name" },
  phone: /*i18n*/ { id: "field.phone", message: "phone number" },
  confirm_identity: /*i18n*/ {
    id: "field.confirm_identity",
    message: "national ID / iqama number",
  },
  identity_expiration_date: /*i18n*/ {
    id: "field.identity_expiration_date",
    message: "identity expiry date",
  },
  date_of_birth: /*i18n*/ { id: "field.date_of_birth", message: "date of birth" },
  country: /*i18n*/ { id: "field.country", message: "country" },
  city: /*i18n*/ { id: "field.city", message: "city" },
  district: /*i18n*/ { id: "field.district", message: "district" },
  street: /*i18n*/ { id: "field.street", message: "street" },
  personal_image: /*i18n*/ { id: "field.personal_image", message: "personal photo" },
  file: /*i18n*/ { id: "field.file", message: "file" },
  commercial_name: /*i18n*/ { id: "field.commercial_name", message: "commercial name" },
  commercial_registration_number: /*i18n*/ {
    id: "field.commercial_registration_number",
    message: "CR number",
  },
  commercial_registration_expires_on: /*i18n*/ {
    id: "field.commercial_registration_expires_on",
    message: "commercial registration expiry date",
  },
  publishing_licence_number: /*i18n*/ {
    id: "field.publishing_licence_number",
    message: "publishing licence number",
  },
  publishing_licence_expires_on: /*i18n*/ {
    id: "field.publishing_licence_expires_on",
    message: "publishing licence expiry date",
  },
  zip: /*i18n*/ { id: "field.zip", message: "postal code" },
  phone1: /*i18n*/ { id: "field.phone1", message: "phone number 1" },
  phone2: /*i18n*/ { id: "field.phone2", message: "phone number 2" },
  iban: /*i18n*/ { id: "field.iban", message: "IBAN" },
  swift: /*i18n*/ { id: "field.swift", message: "SWIFT code" },
  bank_name: /*i18n*/ { id: "field.bank_name", message: "bank" },
  account_number: /*i18n*/ { id: "field.account_number", message: "account number" },
  logo: /*i18n*/ { id: "field.logo", message: "logo" },
  commercial_registration: /*i18n*/ {
    id: "field.commercial_registration",
    message: "commercial registration file",
  },
  publishing_licence: /*i18n*/ {
    id: "field.publishing_licence",
    message: "publishing licence file",
  },
  identity_document: /*i18n*/ { id: "field.identity_document", message: "identity document" },
  title: /*i18n*/ { id: "field.title", message: "title" },
  author: /*i18n*/ { id: "field.author", message: "author" },
  author_nationality: /*i18n*/ { id: "field.author_nationality", message: "author nationality" },
  language: /*i18n*/ { id: "field.language", message: "language" },
  isbn: /*i18n*/ { id: "field.isbn", message: "ISBN" },
  issue_date: /*i18n*/ { id: "field.issue_date", message: "issue date" },
  publisher_name: /*i18n*/ { id: "field.publisher_name", message: "publisher name" },
  reason: /*i18n*/ { id: "field.reason", message: "reason" },
  ids: /*i18n*/ { id: "field.ids", message: "books" },
  decision: /*i18n*/ { id: "field.decision", message: "decision" },
};
