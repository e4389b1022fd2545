import type { MessageDescriptor } from "@lingui/core";

/** The organizations feature's answers, in both catalogs (marked descriptors, see src/messages.ts). */
export const organizationMessages = {
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
} satisfies Record<string, MessageDescriptor>;
