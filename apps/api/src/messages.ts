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
} satisfies Record<string, MessageDescriptor>;
