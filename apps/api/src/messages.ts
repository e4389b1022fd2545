import type { MessageDescriptor } from "@lingui/core";

// `/*i18n*/` marks plain descriptors for `lingui extract`; the API runs without a macro compiler.
export const apiMessages = {
  notFound: /*i18n*/ { id: "api.not_found", message: "Not found." },
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
  accountDisabled: /*i18n*/ {
    id: "api.account_disabled",
    message: "This account has been disabled. Contact the administration.",
  },
  resetRequested: /*i18n*/ {
    id: "api.reset_requested",
    message:
      "If an account is registered with this address, a link to choose a new password is on its way to it. The link works once, for {minutes, plural, one {# minute} other {# minutes}}.",
  },
  linkInvalid: /*i18n*/ {
    id: "api.link_invalid",
    message: "This link is invalid or has expired. Ask for a new one.",
  },
  passwordReset: /*i18n*/ {
    id: "api.password_reset",
    message: "Your password has been changed and every session ended. Log in with the new one.",
  },
  passwordChanged: /*i18n*/ {
    id: "api.password_changed",
    message: "Your password has been changed. Your other sessions have ended.",
  },
  profileSaved: /*i18n*/ { id: "api.profile_saved", message: "Your profile has been saved." },
  emailChangeSent: /*i18n*/ {
    id: "api.email_change_sent",
    message: "We have sent a link to {email}. Your address changes once you open it.",
  },
  emailChanged: /*i18n*/ {
    id: "api.email_changed",
    message: "Your email address has been changed.",
  },
  sessionEnded: /*i18n*/ { id: "api.session_ended", message: "The session has ended." },
  sessionsEnded: /*i18n*/ {
    id: "api.sessions_ended",
    message: "You have been logged out on every device.",
  },
  userUpdated: /*i18n*/ { id: "api.user_updated", message: "The account has been updated." },
  lastAdmin: /*i18n*/ {
    id: "api.last_admin",
    message: "At least one active administrator must remain.",
  },
  cannotDisableSelf: /*i18n*/ {
    id: "api.cannot_disable_self",
    message: "You cannot disable your own account.",
  },
  memberCannotBeAdmin: /*i18n*/ {
    id: "api.member_cannot_be_admin",
    message: "A member of a publishing house cannot be an administrator.",
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
  logisticsClosed: /*i18n*/ {
    id: "api.logistics_closed",
    message:
      "Complete data opens once your organization is approved, no book is pending and at least one is approved.",
  },
  logisticsStepClosed: /*i18n*/ {
    id: "api.logistics_step_closed",
    message: "Finish the previous step first.",
  },
  logisticsSaved: /*i18n*/ {
    id: "api.logistics_saved",
    message: "The book's data was saved.",
  },
  logisticsSavedMany: /*i18n*/ {
    id: "api.logistics_saved_many",
    message: "{count, plural, one {# book was saved} other {# books were saved}}.",
  },
  logisticsImportCommittedBefore: /*i18n*/ {
    id: "api.logistics_import_committed_before",
    message: "The data of this file has already been saved.",
  },
  logisticsImportStale: /*i18n*/ {
    id: "api.logistics_import_stale",
    message:
      "Some books or parcels changed since this file was checked. Upload it again to check it; nothing was saved.",
  },
  parcelsSent: /*i18n*/ {
    id: "api.parcels_sent",
    message: "{count, plural, one {# parcel was sent} other {# parcels were sent}}.",
  },
  shipperAssigned: /*i18n*/ {
    id: "api.shipper_assigned",
    message:
      "{count, plural, one {The shipper was assigned to # parcel} other {The shipper was assigned to # parcels}}.",
  },
  parcelsMoved: /*i18n*/ {
    id: "api.parcels_moved",
    message:
      "{count, plural, =0 {No parcel changed} one {# parcel was updated} other {# parcels were updated}}.",
  },
  shipperSaved: /*i18n*/ { id: "api.shipper_saved", message: "The shipper was saved." },
  matchingBooksChanged: /*i18n*/ {
    id: "api.matching_books_changed",
    message:
      "The list changed meanwhile: {count, plural, =0 {no book matches the filter now} one {# book matches the filter now} other {# books match the filter now}}. Nothing was decided; check the list and decide again.",
  },
  booksDecided: /*i18n*/ {
    id: "api.books_decided",
    message:
      "{count, plural, =0 {No book changed} one {# book was updated} other {# books were updated}}.",
  },
  /** A title and its copies in a parcel, as a cell of the parcels' export lists them. */
  parcelItem: /*i18n*/ { id: "api.parcel_item", message: "{title} × {quantity}" },
} satisfies Record<string, MessageDescriptor>;

/**
 * The product's mail, one subject and one text body per template, written in the recipient's
 * language (core/mail.ts). Values: {name}, {link} and the template's own.
 */
/** Fair participation: events, requests, reservations (issue 12). */
export const participationMessages = {
  tooManyPlanStreams: /*i18n*/ {
    id: "api.too_many_plan_streams",
    message:
      "This account has too many live floor plans open. Close one, and this one updates again in a moment.",
  },
  eventSaved: /*i18n*/ { id: "api.event_saved", message: "The event has been saved." },
  zoneSaved: /*i18n*/ { id: "api.zone_saved", message: "The zone has been saved." },
  layoutSaved: /*i18n*/ { id: "api.layout_saved", message: "The floor plan has been saved." },
  boothsImported: /*i18n*/ {
    id: "api.booths_imported",
    message: "{count, plural, one {# booth was imported.} other {# booths were imported.}}",
  },
  boothInUse: /*i18n*/ {
    id: "api.booth_in_use",
    message: "Booth {code} is held or confirmed and cannot be removed.",
  },
  registrationClosed: /*i18n*/ {
    id: "api.registration_closed",
    message: "Registration for this event is not open.",
  },
  requestExists: /*i18n*/ {
    id: "api.request_exists",
    message: "Your organization already has a request for this event.",
  },
  organizationNotApproved: /*i18n*/ {
    id: "api.organization_not_approved",
    message: "Your organization must be approved before it can take part in an event.",
  },
  requestSaved: /*i18n*/ { id: "api.request_saved", message: "The request has been saved." },
  requestSubmitted: /*i18n*/ {
    id: "api.request_submitted",
    message: "The request has been sent to the administration.",
  },
  requestNotEditable: /*i18n*/ {
    id: "api.request_not_editable",
    message: "This request cannot be changed in its current status.",
  },
  requestDecided: /*i18n*/ {
    id: "api.request_decided",
    message: "The decision has been recorded.",
  },
  messageSent: /*i18n*/ { id: "api.message_sent", message: "The message has been sent." },
  noApprovedRequest: /*i18n*/ {
    id: "api.no_approved_request",
    message: "Booths can be reserved once a participation request is approved.",
  },
  boothTaken: /*i18n*/ {
    id: "api.booth_taken",
    message: "This booth has just been taken. Please choose another one.",
  },
  boothBlocked: /*i18n*/ { id: "api.booth_blocked", message: "This booth is not available." },
  boothHeld: /*i18n*/ {
    id: "api.booth_held",
    message: "The booth is held for you for {minutes, plural, one {# minute} other {# minutes}}.",
  },
  holdCancelled: /*i18n*/ { id: "api.hold_cancelled", message: "The reservation was cancelled." },
  reservationConfirmed: /*i18n*/ {
    id: "api.reservation_confirmed",
    message: "The reservation is confirmed.",
  },
  reservationClosed: /*i18n*/ {
    id: "api.reservation_closed",
    message: "This reservation has already ended.",
  },
};

export const paymentMessages = {
  requestInFlight: /*i18n*/ {
    id: "api.request_in_flight",
    message: "The same request is still being processed. Please wait a moment.",
  },
  invoiceIssued: /*i18n*/ {
    id: "api.invoice_issued",
    message: "The booth is confirmed pending payment. Its invoice has been issued.",
  },
  holdNotLive: /*i18n*/ {
    id: "api.hold_not_live",
    message: "This hold has ended; hold the booth again to get an invoice.",
  },
  invoiceExists: /*i18n*/ {
    id: "api.invoice_exists",
    message: "This reservation already has an invoice.",
  },
  proofReceived: /*i18n*/ {
    id: "api.proof_received",
    message: "The transfer receipt has been sent to the administration for review.",
  },
  proofNotAccepted: /*i18n*/ {
    id: "api.proof_not_accepted",
    message: "This invoice does not take a transfer receipt in its current state.",
  },
  invoicePaid: /*i18n*/ {
    id: "api.invoice_paid",
    message: "The payment is confirmed and the booth is booked.",
  },
  invoiceRejected: /*i18n*/ {
    id: "api.invoice_rejected",
    message: "The transfer receipt has been rejected; the exhibitor has been told why.",
  },
  invoiceNotDecidable: /*i18n*/ {
    id: "api.invoice_not_decidable",
    message: "Only an invoice with a transfer receipt waiting for review can be decided.",
  },
  badgeCreated: /*i18n*/ { id: "api.badge_created", message: "The badge has been created." },
  badgeRevoked: /*i18n*/ { id: "api.badge_revoked", message: "The badge has been revoked." },
  noConfirmedBooth: /*i18n*/ {
    id: "api.no_confirmed_booth",
    message: "Badges are named once a booth is confirmed by payment.",
  },
  allowanceSaved: /*i18n*/ {
    id: "api.allowance_saved",
    message: "The badge allowance has been saved.",
  },
  contactReplied: /*i18n*/ {
    id: "api.contact_replied",
    message: "The reply has been sent by mail and recorded.",
  },
  contactUpdated: /*i18n*/ { id: "api.contact_updated", message: "The message has been updated." },
  bankAccountSaved: /*i18n*/ {
    id: "api.bank_account_saved",
    message: "The bank account has been changed. Your organization's members have been told.",
  },
  bankAccountUnchanged: /*i18n*/ {
    id: "api.bank_account_unchanged",
    message: "The bank account is already as entered; nothing was changed.",
  },
  bankAccountNotApproved: /*i18n*/ {
    id: "api.bank_account_not_approved",
    message:
      "The bank account is changed here once the organization is approved; until then it is part of the registration.",
  },
  allowanceTargetUnknown: /*i18n*/ {
    id: "api.allowance_target_unknown",
    message: "There is no such organization or event.",
  },
};

export const mailTemplates = {
  password_reset: {
    subject: /*i18n*/ { id: "mail.password_reset.subject", message: "Reset your Rawaq password" },
    text: /*i18n*/ {
      id: "mail.password_reset.text",
      message:
        "Hello {name},\n\nWe were asked to reset the password of your Rawaq account. Open this link to choose a new one:\n\n{link}\n\nThe link works once, within {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, ignore this message: your password stays as it is.\n\nRawaq",
    },
  },
  email_change: {
    subject: /*i18n*/ {
      id: "mail.email_change.subject",
      message: "Confirm your new email address",
    },
    text: /*i18n*/ {
      id: "mail.email_change.text",
      message:
        "Hello {name},\n\nOpen this link to make {email} the email address of your Rawaq account:\n\n{link}\n\nThe link works once, within {hours, plural, one {# hour} other {# hours}}. If you did not ask for this change, ignore this message.\n\nRawaq",
    },
  },
  password_changed: {
    subject: /*i18n*/ {
      id: "mail.password_changed.subject",
      message: "Your Rawaq password was changed",
    },
    text: /*i18n*/ {
      id: "mail.password_changed.text",
      message:
        "Hello {name},\n\nThe password of your Rawaq account has just been changed, and its other sessions have been logged out.\n\nIf you did not do this, choose a new password at once:\n\n{link}\n\nRawaq",
    },
  },
  contact_reply: {
    subject: /*i18n*/ {
      id: "mail.contact_reply.subject",
      message: "Re: {subject}",
    },
    text: /*i18n*/ {
      id: "mail.contact_reply.text",
      message: "Hello {name},\n\n{body}\n\nThe administration of the fair, Rawaq",
    },
  },
} satisfies Record<string, { subject: MessageDescriptor; text: MessageDescriptor }>;

export type MailTemplate = keyof typeof mailTemplates;
