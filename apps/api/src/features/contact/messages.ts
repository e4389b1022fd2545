import type { MessageDescriptor } from "@lingui/core";

/** The contact feature's answers, in both catalogs (marked descriptors, see src/messages.ts). */
export const inboxMessages = {
  contactReceived: /*i18n*/ {
    id: "api.contact_received",
    message: "Thank you. Your message has reached the administration.",
  },
  contactReplied: /*i18n*/ {
    id: "api.contact_replied",
    message: "The reply has been sent by mail and recorded.",
  },
  contactUpdated: /*i18n*/ { id: "api.contact_updated", message: "The message has been updated." },
} satisfies Record<string, MessageDescriptor>;
