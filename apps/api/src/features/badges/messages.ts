import type { MessageDescriptor } from "@lingui/core";

/** The badges feature's answers, in both catalogs (marked descriptors, see src/messages.ts). */
export const badgeMessages = {
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
  allowanceTargetUnknown: /*i18n*/ {
    id: "api.allowance_target_unknown",
    message: "There is no such organization or event.",
  },
} satisfies Record<string, MessageDescriptor>;
