import type { MessageDescriptor } from "@lingui/core";

/** The deadlines feature's answers, in both catalogs (marked descriptors, see src/messages.ts). */
export const deadlineMessages = {
  saved: /*i18n*/ { id: "api.deadlines.saved", message: "The deadlines have been saved." },
  reminderSent: /*i18n*/ {
    id: "api.deadlines.reminder_sent",
    message: "The reminder has been sent to the members of the publishing house.",
  },
  nothingLeft: /*i18n*/ {
    id: "api.deadlines.nothing_left",
    message: "This publishing house has finished this step: there is nothing to remind it of.",
  },
} satisfies Record<string, MessageDescriptor>;
