import type { MessageDescriptor } from "@lingui/core";

/**
 * The product's mail, one subject and one text body per template, written in the recipient's
 * language (core/mail.ts). Values: {name}, {link} and the template's own.
 */
export const mailTemplates = {
  password_reset: {
    subject: /*i18n*/ { id: "mail.password_reset.subject", message: "Reset your Rawaq password" },
    text: /*i18n*/ {
      id: "mail.password_reset.text",
      message:
        "Hello {name},\n\nWe were asked to reset the password of your Rawaq account. Open this link to choose a new one:\n\n{link}\n\nThe link works once, within {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, ignore this message: your password stays as it is.\n\nRawaq",
    },
  },
  email_change: {
    subject: /*i18n*/ {
      id: "mail.email_change.subject",
      message: "Confirm your new email address",
    },
    text: /*i18n*/ {
      id: "mail.email_change.text",
      message:
        "Hello {name},\n\nOpen this link to make {email} the email address of your Rawaq account:\n\n{link}\n\nThe link works once, within {hours, plural, one {# hour} other {# hours}}. If you did not ask for this change, ignore this message.\n\nRawaq",
    },
  },
  password_changed: {
    subject: /*i18n*/ {
      id: "mail.password_changed.subject",
      message: "Your Rawaq password was changed",
    },
    text: /*i18n*/ {
      id: "mail.password_changed.text",
      message:
        "Hello {name},\n\nThe password of your Rawaq account has just been changed, and its other sessions have been logged out.\n\nIf you did not do this, choose a new password at once:\n\n{link}\n\nRawaq",
    },
  },
  // A deadline of the fair draws near and the house has not finished the step (issue 32).
  deadline_reminder: {
    subject: /*i18n*/ {
      id: "mail.deadline_reminder.subject",
      message:
        "{step, select, participation_request {Participation request} book_list {Book list} complete_data {Complete data} parcel_delivery {Parcel delivery} other {Payment}}: the last day is {due}",
    },
    text: /*i18n*/ {
      id: "mail.deadline_reminder.text",
      message:
        "Hello {name},\n\n{days, plural, =0 {Today is the last day} one {One day is left} other {# days are left}} for {step, select, participation_request {your participation request} book_list {your book list} complete_data {the data of your titles} parcel_delivery {delivering your parcels} other {paying your invoices}} at {event}: the last day is {due}, and your publishing house has not finished this step yet.\n\n{link}\n\nRawaq",
    },
  },
  contact_reply: {
    subject: /*i18n*/ {
      id: "mail.contact_reply.subject",
      message: "Re: {subject}",
    },
    text: /*i18n*/ {
      id: "mail.contact_reply.text",
      message: "Hello {name},\n\n{body}\n\nThe administration of the fair, Rawaq",
    },
  },
} satisfies Record<string, { subject: MessageDescriptor; text: MessageDescriptor }>;

export type MailTemplate = keyof typeof mailTemplates;
