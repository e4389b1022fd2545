import type { MessageDescriptor } from "@lingui/core";

/** The profile feature's answers, in both catalogs (marked descriptors, see src/messages.ts). */
export const profileMessages = {
  passwordChanged: /*i18n*/ {
    id: "api.password_changed",
    message: "Your password has been changed. Your other sessions have ended.",
  },
  profileSaved: /*i18n*/ { id: "api.profile_saved", message: "Your profile has been saved." },
  emailChangeSent: /*i18n*/ {
    id: "api.email_change_sent",
    message: "We have sent a link to {email}. Your address changes once you open it.",
  },
  noticeAccepted: /*i18n*/ {
    id: "api.notice_accepted",
    message: "Thank you: your agreement to the privacy notice has been recorded.",
  },
  obligationsFirst: /*i18n*/ {
    id: "api.deletion.obligations_first",
    message:
      "Your publishing house still has a booth on hold or an invoice to settle. Settle them first, then delete your account.",
  },
  accountDeleted: /*i18n*/ {
    id: "api.account_deleted",
    message: "Your account and your personal data have been deleted.",
  },
  sessionEnded: /*i18n*/ { id: "api.session_ended", message: "The session has ended." },
  sessionsEnded: /*i18n*/ {
    id: "api.sessions_ended",
    message: "You have been logged out on every device.",
  },
  // The headings of the copy of a person's data (issue 31), in their language.
  exportGenerated: /*i18n*/ { id: "api.export.generated", message: "Made on" },
  exportAccount: /*i18n*/ { id: "api.export.account", message: "Account and profile" },
  exportSessions: /*i18n*/ { id: "api.export.sessions", message: "Sessions" },
  exportMemberships: /*i18n*/ { id: "api.export.memberships", message: "Organizations" },
  exportInvitations: /*i18n*/ { id: "api.export.invitations", message: "Invitations received" },
  exportMessages: /*i18n*/ {
    id: "api.export.messages",
    message: "Messages written in participation requests",
  },
  exportBadges: /*i18n*/ { id: "api.export.badges", message: "Badges" },
  exportDocumentAccess: /*i18n*/ {
    id: "api.export.document_access",
    message: "Who opened your identity document",
  },
  exportConsents: /*i18n*/ { id: "api.export.consents", message: "Consents" },
} satisfies Record<string, MessageDescriptor>;
