import type { MessageDescriptor } from "@lingui/core";

/** The auth feature's answers, in both catalogs (marked descriptors, see src/messages.ts). */
export const authMessages = {
  invalidCredentials: /*i18n*/ {
    id: "api.invalid_credentials",
    message: "These credentials do not match our records.",
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
  emailChanged: /*i18n*/ {
    id: "api.email_changed",
    message: "Your email address has been changed.",
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
} satisfies Record<string, MessageDescriptor>;
