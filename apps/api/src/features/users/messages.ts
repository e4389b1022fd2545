import type { MessageDescriptor } from "@lingui/core";

/** The users feature's answers, in both catalogs (marked descriptors, see src/messages.ts). */
export const userMessages = {
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
} satisfies Record<string, MessageDescriptor>;
