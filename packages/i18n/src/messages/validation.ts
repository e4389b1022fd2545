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
};
