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
  sessionEnded: /*i18n*/ { id: "api.session_ended", message: "The session has ended." },
  sessionsEnded: /*i18n*/ {
    id: "api.sessions_ended",
    message: "You have been logged out on every device.",
  },
} satisfies Record<string, MessageDescriptor>;
