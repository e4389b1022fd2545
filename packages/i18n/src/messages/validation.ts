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
};

/** Field names as users read them, used inside validation messages. */
export const fieldLabels: Record<string, MessageDescriptor> = {
  name: /*i18n*/ { id: "field.name", message: "name" },
  email: /*i18n*/ { id: "field.email", message: "email" },
  subject: /*i18n*/ { id: "field.subject", message: "subject" },
  body: /*i18n*/ { id: "field.body", message: "message" },
};
