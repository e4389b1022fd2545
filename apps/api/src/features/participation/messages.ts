import type { MessageDescriptor } from "@lingui/core";

/** The participation feature's answers, in both catalogs (marked descriptors, see src/messages.ts). */
export const participationMessages = {
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
} satisfies Record<string, MessageDescriptor>;
