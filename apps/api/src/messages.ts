import type { MessageDescriptor } from "@lingui/core";

// `/*i18n*/` marks plain descriptors for `lingui extract`; the API runs without a macro compiler.
export const apiMessages = {
  notFound: /*i18n*/ { id: "api.not_found", message: "Not found." },
  validationFailed: /*i18n*/ {
    id: "api.validation_failed",
    message: "Some fields need your attention.",
  },
  internalError: /*i18n*/ { id: "api.internal_error", message: "Internal Server Error" },
  payloadTooLarge: /*i18n*/ {
    id: "api.payload_too_large",
    message: "The request is too large.",
  },
  unsupportedMediaType: /*i18n*/ {
    id: "api.unsupported_media_type",
    message: "This kind of content is not accepted.",
  },
  malformedJson: /*i18n*/ {
    id: "api.malformed_json",
    message: "The request body is not valid JSON.",
  },
  contactReceived: /*i18n*/ {
    id: "api.contact_received",
    message: "Thank you. Your message has reached the administration.",
  },
  unauthenticated: /*i18n*/ { id: "api.unauthenticated", message: "Please log in to continue." },
  forbidden: /*i18n*/ {
    id: "api.forbidden",
    message: "You do not have permission to do this.",
  },
  invalidCredentials: /*i18n*/ {
    id: "api.invalid_credentials",
    message: "These credentials do not match our records.",
  },
  tooManyLoginAttempts: /*i18n*/ {
    id: "api.too_many_login_attempts",
    message: "Too many login attempts. Please try again in {seconds} seconds.",
  },
  emailTaken: /*i18n*/ {
    id: "api.email_taken",
    message: "This email is already registered.",
  },
  registered: /*i18n*/ {
    id: "api.registered",
    message: "Your account has been created. You can now log in.",
  },
  loggedOut: /*i18n*/ { id: "api.logged_out", message: "You have been logged out." },
  fileSaved: /*i18n*/ { id: "api.file_saved", message: "The file has been uploaded." },
} satisfies Record<string, MessageDescriptor>;
