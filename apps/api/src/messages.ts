import type { MessageDescriptor } from "@lingui/core";

// `/*i18n*/` marks plain descriptors for `lingui extract`; the API runs without a macro compiler.

/**
 * Messages shared by more than one feature, and those of http/ and core/. A feature's own
 * answers live beside it in features/<feature>/messages.ts, mail in core/mail-templates.ts
 * (decision 078). `lingui extract` reads every file under src/ for the marked descriptors.
 */
export const apiMessages = {
  notFound: /*i18n*/ { id: "api.not_found", message: "Not found." },
  lastAdmin: /*i18n*/ {
    id: "api.last_admin",
    message: "At least one active administrator must remain.",
  },
  // Who a deleted person was in the records the fair keeps (issue 31): a pseudonym, never a name.
  deletedAccount: /*i18n*/ {
    id: "api.deleted_account",
    message: "Deleted account {pseudonym}",
  },
  noOrganization: /*i18n*/ {
    id: "api.no_organization",
    message:
      "You have no publishing house yet: register yours, or accept an invitation from one in your profile.",
  },
  validationFailed: /*i18n*/ {
    id: "api.validation_failed",
    message: "Some fields need your attention.",
  },
  internalError: /*i18n*/ { id: "api.internal_error", message: "Internal Server Error" },
  serviceUnavailable: /*i18n*/ {
    id: "api.service_unavailable",
    message: "The service is briefly unavailable. Please try again in a few seconds.",
  },
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
  malformedBody: /*i18n*/ {
    id: "api.malformed_body",
    message: "The request body could not be read.",
  },
  bodyNotObject: /*i18n*/ {
    id: "api.body_not_object",
    message: "The request body must be a JSON object.",
  },
  prototypeField: /*i18n*/ {
    id: "api.prototype_field",
    message: "The request names a field that is never accepted: {name}.",
  },
  unauthenticated: /*i18n*/ { id: "api.unauthenticated", message: "Please log in to continue." },
  forbidden: /*i18n*/ {
    id: "api.forbidden",
    message: "You do not have permission to do this.",
  },
  tooManyRequestsSeconds: /*i18n*/ {
    id: "api.too_many_requests_seconds",
    message:
      "Too many attempts. Please try again in {seconds, plural, one {# second} other {# seconds}}.",
  },
  tooManyRequestsMinutes: /*i18n*/ {
    id: "api.too_many_requests_minutes",
    message:
      "Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  },
  tooManyRequestsAtOnce: /*i18n*/ {
    id: "api.too_many_requests_at_once",
    message: "Too many requests at once from your connection. Please try again in a moment.",
  },
  requestInFlight: /*i18n*/ {
    id: "api.request_in_flight",
    message: "The same request is still being processed. Please wait a moment.",
  },
  fileSaved: /*i18n*/ { id: "api.file_saved", message: "The file has been uploaded." },
  listChecked: /*i18n*/ {
    id: "api.list_checked",
    message: "The list was checked. Nothing is saved until you confirm.",
  },
  listHasErrors: /*i18n*/ {
    id: "api.list_has_errors",
    message: "Some rows have errors. Fix them in your file and upload it again; nothing was saved.",
  },
  spreadsheetTooManyRows: /*i18n*/ {
    id: "api.spreadsheet_too_many_rows",
    message: "A list may have at most {max} rows. Split it into several files.",
  },
  spreadsheetMalformed: /*i18n*/ {
    id: "api.spreadsheet_malformed",
    message:
      "This file could not be read. Save it again as .xlsx or .csv (for example from the template) and retry.",
  },
  spreadsheetEmpty: /*i18n*/ {
    id: "api.spreadsheet_empty",
    message: "This file has no book rows under its header.",
  },
  spreadsheetMissingColumns: /*i18n*/ {
    id: "api.spreadsheet_missing_columns",
    message: "These columns are missing: {columns}. Use the template's header row.",
  },
} satisfies Record<string, MessageDescriptor>;
