import type { MessageDescriptor } from "@lingui/core";

/** The users feature's answers, in both catalogs (marked descriptors, see src/messages.ts). */
export const userMessages = {
  userUpdated: /*i18n*/ { id: "api.user_updated", message: "The account has been updated." },
  cannotDisableSelf: /*i18n*/ {
    id: "api.cannot_disable_self",
    message: "You cannot disable your own account.",
  },
  accountDeleted: /*i18n*/ {
    id: "api.admin.account_deleted",
    message: "The account and its personal data have been deleted.",
  },
  obligationsFirst: /*i18n*/ {
    id: "api.admin.deletion.obligations_first",
    message:
      "This person manages a publishing house with a booth on hold or an invoice to settle: these must be settled first.",
  },
  cannotDeleteSelf: /*i18n*/ {
    id: "api.cannot_delete_self",
    message: "Delete your own account from your profile.",
  },
  memberCannotBeAdmin: /*i18n*/ {
    id: "api.member_cannot_be_admin",
    message: "A member of a publishing house cannot be an administrator.",
  },
} satisfies Record<string, MessageDescriptor>;
