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
    message: "The field {field} must be at least {min} characters.",
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
  passport: /*i18n*/ {
    id: "validation.passport",
    message:
      "The field {field} must be a valid passport number ({min} to {max} letters and digits).",
  },
  wrong_password: /*i18n*/ {
    id: "validation.wrong_password",
    message: "The field {field} is not correct.",
  },
  same_email: /*i18n*/ {
    id: "validation.same_email",
    message: "The field {field} is already the address of your account.",
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
  too_young: /*i18n*/ {
    id: "validation.too_young",
    message: "You must be at least {years} years old.",
  },
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
    message: "The field {field} must not be larger than {size}.",
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
    message: "The field {field} must not be larger than {size}.",
  },
  booth_sheet_too_large: /*i18n*/ {
    id: "validation.booth_sheet_too_large",
    message: "The field {field} must not be larger than {size}.",
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
  vat_number: /*i18n*/ {
    id: "validation.vat_number",
    message: "The field {field} must be a Saudi VAT number: 15 digits, starting and ending with 3.",
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
  date_order: /*i18n*/ {
    id: "validation.date_order",
    message: "The field {field} comes before a date it must follow.",
  },
  area_exceeded: /*i18n*/ {
    id: "validation.area_exceeded",
    message: "The field {field} is more than your approved area.",
  },
  outside_plan: /*i18n*/ {
    id: "validation.outside_plan",
    message: "The field {field} lies outside the floor plan.",
  },
  overlap: /*i18n*/ {
    id: "validation.overlap",
    message: "The field {field} overlaps another booth.",
  },
  positive: /*i18n*/ {
    id: "validation.positive",
    message: "The field {field} must be greater than zero.",
  },
  too_large: /*i18n*/ {
    id: "validation.too_large",
    message: "The field {field} is too large.",
  },
  price: /*i18n*/ {
    id: "validation.price",
    message: "The field {field} must be an amount in riyals with at most two decimals.",
  },
  barcode: /*i18n*/ {
    id: "validation.barcode",
    message:
      "The field {field} must be a valid EAN-13 or ISBN-13 when it is a number (check digit included), or letters and digits.",
  },
  parcel_number: /*i18n*/ {
    id: "validation.parcel_number",
    message: "The field {field} may contain only Latin letters, digits and hyphens.",
  },
  duplicate_parcel: /*i18n*/ {
    id: "validation.duplicate_parcel",
    message: "The field {field} names the same parcel more than once.",
  },
  parcel_sum: /*i18n*/ {
    id: "validation.parcel_sum",
    message: "The quantities in {field} must add up to the book's quantity.",
  },
  parcel_sent: /*i18n*/ {
    id: "validation.parcel_sent",
    message: "The field {field} names a parcel that was already sent and can no longer change.",
  },
  unknown_book: /*i18n*/ {
    id: "validation.unknown_book",
    message: "The field {field} matches no approved book of your organization.",
  },
  labels_attached: /*i18n*/ {
    id: "validation.labels_attached",
    message: "Confirm that the labels are attached before sending the parcels.",
  },
  idempotency_mismatch: /*i18n*/ {
    id: "validation.idempotency_mismatch",
    message: "This request key was already used for a different request.",
  },
  allowance_used: /*i18n*/ {
    id: "validation.allowance_used",
    message:
      "All the badges of your allowance are named. Revoke one or ask the administration for more.",
  },
  arabic_letters: /*i18n*/ {
    id: "validation.arabic_letters",
    message: "The field {field} must be written in Arabic letters.",
  },
  latin_letters: /*i18n*/ {
    id: "validation.latin_letters",
    message: "The field {field} must be written in English (Latin) letters.",
  },
  // The fair's rules (issue 32), said of a parcel being sent.
  rule_copies_per_title: /*i18n*/ {
    id: "validation.rule_copies_per_title",
    message: "This parcel holds a title with more copies than the fair allows.",
  },
  rule_parcels_per_area: /*i18n*/ {
    id: "validation.rule_parcels_per_area",
    message: "This parcel goes beyond the parcels the fair allows for your confirmed stand.",
  },
  rule_publication_age: /*i18n*/ {
    id: "validation.rule_publication_age",
    message: "This parcel holds a title older than the fair admits.",
  },
  rule_refused_titles: /*i18n*/ {
    id: "validation.rule_refused_titles",
    message: "This parcel holds a title the fair refuses.",
  },
  notice_outdated: /*i18n*/ {
    id: "validation.notice_outdated",
    message:
      "The privacy notice has changed since this page opened: read the new one and agree again.",
  },
};

/** Field names as users read them, used inside validation messages. */
export const fieldLabels: Record<string, MessageDescriptor> = {
  name: /*i18n*/ { id: "field.name", message: "name" },
  email: /*i18n*/ { id: "field.email", message: "email" },
  subject: /*i18n*/ { id: "field.subject", message: "subject" },
  body: /*i18n*/ { id: "field.body", message: "message" },
  password: /*i18n*/ { id: "field.password", message: "password" },
  privacy_consent: /*i18n*/ {
    id: "field.privacy_consent",
    message: "agreement to the privacy notice",
  },
  password_confirmation: /*i18n*/ {
    id: "field.password_confirmation",
    message: "password confirmation",
  },
  first_name: /*i18n*/ { id: "field.first_name", message: "first name" },
  last_name: /*i18n*/ { id: "field.last_name", message: "last name" },
  phone: /*i18n*/ { id: "field.phone", message: "phone number" },
  confirm_identity: /*i18n*/ {
    id: "field.confirm_identity",
    message: "identity number",
  },
  identity_country: /*i18n*/ {
    id: "field.identity_country",
    message: "passport's issuing country",
  },
  current_password: /*i18n*/ { id: "field.current_password", message: "current password" },
  locale: /*i18n*/ { id: "field.locale", message: "language" },
  role: /*i18n*/ { id: "field.role", message: "role" },
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
  building_number: /*i18n*/ { id: "field.building_number", message: "building number" },
  additional_number: /*i18n*/ { id: "field.additional_number", message: "additional number" },
  phone1: /*i18n*/ { id: "field.phone1", message: "phone number 1" },
  phone2: /*i18n*/ { id: "field.phone2", message: "phone number 2" },
  iban: /*i18n*/ { id: "field.iban", message: "IBAN" },
  swift: /*i18n*/ { id: "field.swift", message: "SWIFT code" },
  bank_name: /*i18n*/ { id: "field.bank_name", message: "bank" },
  account_number: /*i18n*/ { id: "field.account_number", message: "account number" },
  vat_number: /*i18n*/ { id: "field.vat_number", message: "VAT number" },
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
  name_ar: /*i18n*/ { id: "field.name_ar", message: "Arabic name" },
  name_en: /*i18n*/ { id: "field.name_en", message: "English name" },
  venue_ar: /*i18n*/ { id: "field.venue_ar", message: "venue (Arabic)" },
  venue_en: /*i18n*/ { id: "field.venue_en", message: "venue (English)" },
  address_ar: /*i18n*/ { id: "field.address_ar", message: "address (Arabic)" },
  address_en: /*i18n*/ { id: "field.address_en", message: "address (English)" },
  latitude: /*i18n*/ { id: "field.latitude", message: "latitude" },
  longitude: /*i18n*/ { id: "field.longitude", message: "longitude" },
  registration_opens_on: /*i18n*/ {
    id: "field.registration_opens_on",
    message: "registration start",
  },
  registration_closes_on: /*i18n*/ {
    id: "field.registration_closes_on",
    message: "registration end",
  },
  shipping_starts_on: /*i18n*/ { id: "field.shipping_starts_on", message: "shipping start" },
  opens_on: /*i18n*/ { id: "field.opens_on", message: "opening date" },
  ends_on: /*i18n*/ { id: "field.ends_on", message: "end date" },
  code: /*i18n*/ { id: "field.code", message: "code" },
  plan_width: /*i18n*/ { id: "field.plan_width", message: "plan width" },
  plan_height: /*i18n*/ { id: "field.plan_height", message: "plan height" },
  type: /*i18n*/ { id: "field.type", message: "booth type" },
  area_square_metres: /*i18n*/ { id: "field.area_square_metres", message: "area (m²)" },
  price_mode: /*i18n*/ { id: "field.price_mode", message: "pricing" },
  price_halalas: /*i18n*/ { id: "field.price_halalas", message: "price" },
  event_id: /*i18n*/ { id: "field.event_id", message: "event" },
  requested_area: /*i18n*/ { id: "field.requested_area", message: "requested area" },
  booth_type: /*i18n*/ { id: "field.booth_type", message: "booth type" },
  titles_count: /*i18n*/ { id: "field.titles_count", message: "number of titles" },
  notes: /*i18n*/ { id: "field.notes", message: "notes" },
  approved_area: /*i18n*/ { id: "field.approved_area", message: "approved area" },
  booth_id: /*i18n*/ { id: "field.booth_id", message: "booth" },
  quantity: /*i18n*/ { id: "field.quantity", message: "quantity" },
  price: /*i18n*/ { id: "field.price", message: "price" },
  barcode: /*i18n*/ { id: "field.barcode", message: "barcode" },
  parcels: /*i18n*/ { id: "field.parcels", message: "parcels" },
  book_id: /*i18n*/ { id: "field.book_id", message: "book ID" },
  number: /*i18n*/ { id: "field.number", message: "parcel number" },
  destination: /*i18n*/ { id: "field.destination", message: "destination" },
  shipper_id: /*i18n*/ { id: "field.shipper_id", message: "shipper" },
  labels_attached: /*i18n*/ { id: "field.labels_attached", message: "labels attached" },
  status: /*i18n*/ { id: "field.status", message: "status" },
  idempotency_key: /*i18n*/ { id: "field.idempotency_key", message: "request key" },
  reservation_id: /*i18n*/ { id: "field.reservation_id", message: "reservation" },
  printed_name: /*i18n*/ { id: "field.printed_name", message: "name as printed" },
  photo: /*i18n*/ { id: "field.photo", message: "photo" },
  member_user_id: /*i18n*/ { id: "field.member_user_id", message: "staff member" },
  allowance: /*i18n*/ { id: "field.allowance", message: "badge allowance" },
  description_ar: /*i18n*/ { id: "field.description_ar", message: "description in Arabic" },
  description_en: /*i18n*/ { id: "field.description_en", message: "description in English" },
  website: /*i18n*/ { id: "field.website", message: "website" },
  public_email: /*i18n*/ { id: "field.public_email", message: "public email" },
  public_phone: /*i18n*/ { id: "field.public_phone", message: "public phone number" },
  organization_id: /*i18n*/ { id: "field.organization_id", message: "publishing house" },
};
