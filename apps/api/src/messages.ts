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
  organizationExists: /*i18n*/ {
    id: "api.organization_exists",
    message: "You already belong to an organization.",
  },
  adminHasNoOrganization: /*i18n*/ {
    id: "api.admin_has_no_organization",
    message: "Administration accounts cannot register an organization.",
  },
  organizationSaved: /*i18n*/ {
    id: "api.organization_saved",
    message: "Your changes have been saved.",
  },
  organizationUnderReview: /*i18n*/ {
    id: "api.organization_under_review",
    message: "Your organization is being reviewed by the administration and cannot be changed now.",
  },
  organizationIncomplete: /*i18n*/ {
    id: "api.organization_incomplete",
    message: "Complete every step of the registration before submitting it.",
  },
  identityDocumentMissing: /*i18n*/ {
    id: "api.identity_document_missing",
    message: "Upload your identity document in your profile before submitting the registration.",
  },
  organizationSubmitted: /*i18n*/ {
    id: "api.organization_submitted",
    message: "Your organization has been sent to the administration for review.",
  },
  organizationNotSubmittable: /*i18n*/ {
    id: "api.organization_not_submittable",
    message: "Only a draft or a rejected organization can be submitted for review.",
  },
  invitationSent: /*i18n*/ { id: "api.invitation_sent", message: "The invitation has been sent." },
  invitationExists: /*i18n*/ {
    id: "api.invitation_exists",
    message: "This person already has an open invitation from your organization.",
  },
  invitationClosed: /*i18n*/ {
    id: "api.invitation_closed",
    message: "This invitation is no longer open.",
  },
  invitationAccepted: /*i18n*/ {
    id: "api.invitation_accepted",
    message: "You have joined the organization.",
  },
  invitationDeclined: /*i18n*/ {
    id: "api.invitation_declined",
    message: "The invitation was declined.",
  },
  invitationCancelled: /*i18n*/ {
    id: "api.invitation_cancelled",
    message: "The invitation was cancelled.",
  },
  memberRemoved: /*i18n*/ { id: "api.member_removed", message: "The staff member was removed." },
  managerCannotBeRemoved: /*i18n*/ {
    id: "api.manager_cannot_be_removed",
    message: "The organization's manager cannot be removed.",
  },
  booksClosed: /*i18n*/ {
    id: "api.books_closed",
    message: "Books can be added once your organization is approved.",
  },
  bookAdded: /*i18n*/ {
    id: "api.book_added",
    message: "The book was added and is waiting for review.",
  },
  listChecked: /*i18n*/ {
    id: "api.list_checked",
    message: "The list was checked. Nothing is saved until you confirm.",
  },
  listHasErrors: /*i18n*/ {
    id: "api.list_has_errors",
    message: "Some rows have errors. Fix them in your file and upload it again; nothing was saved.",
  },
  listAlreadyCommitted: /*i18n*/ {
    id: "api.list_already_committed",
    message: "This list has already been added.",
  },
  listConflict: /*i18n*/ {
    id: "api.list_conflict",
    message:
      "Some books of this list were added to your organization meanwhile. Upload the list again to see which; nothing was saved.",
  },
  listCommitted: /*i18n*/ {
    id: "api.list_committed",
    message:
      "{count, plural, one {# book was added} other {# books were added}} and {count, plural, one {is} other {are}} waiting for review.",
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
  alreadyDecided: /*i18n*/ {
    id: "api.already_decided",
    message: "This organization is no longer waiting for review; the page has been refreshed.",
  },
  organizationApproved: /*i18n*/ {
    id: "api.organization_approved",
    message: "The organization was approved.",
  },
  organizationRejected: /*i18n*/ {
    id: "api.organization_rejected",
    message: "The organization was rejected.",
  },
  booksDecided: /*i18n*/ {
    id: "api.books_decided",
    message:
      "{count, plural, =0 {No book changed} one {# book was updated} other {# books were updated}}.",
  },
} satisfies Record<string, MessageDescriptor>;
