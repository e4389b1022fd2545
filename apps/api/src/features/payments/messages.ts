import type { MessageDescriptor } from "@lingui/core";

/** The payments feature's answers, in both catalogs (marked descriptors, see src/messages.ts). */
export const paymentMessages = {
  invoiceIssued: /*i18n*/ {
    id: "api.invoice_issued",
    message: "The booth is confirmed pending payment. Its invoice has been issued.",
  },
  holdNotLive: /*i18n*/ {
    id: "api.hold_not_live",
    message: "This hold has ended; hold the booth again to get an invoice.",
  },
  invoiceExists: /*i18n*/ {
    id: "api.invoice_exists",
    message: "This reservation already has an invoice.",
  },
  proofReceived: /*i18n*/ {
    id: "api.proof_received",
    message: "The transfer receipt has been sent to the administration for review.",
  },
  proofNotAccepted: /*i18n*/ {
    id: "api.proof_not_accepted",
    message: "This invoice does not take a transfer receipt in its current state.",
  },
  invoiceNotCleared: /*i18n*/ {
    id: "api.invoice_not_cleared",
    message:
      "This invoice is being registered with the Zakat, Tax and Customs Authority. It can be downloaded once it is cleared.",
  },
  eInvoiceRetrying: /*i18n*/ {
    id: "api.e_invoice_retrying",
    message: "The e-invoice will be sent to the Zakat, Tax and Customs Authority again now.",
  },
  eInvoiceNotWaiting: /*i18n*/ {
    id: "api.e_invoice_not_waiting",
    message: "This e-invoice is not waiting to be sent: it is being sent, cleared or rejected.",
  },
  nationalAddressMissing: /*i18n*/ {
    id: "api.national_address_missing",
    message:
      "The tax invoice of a Saudi house names its national address. Your organization's manager adds the building number, street and district on the payment information page, then confirms the booth.",
  },
  invoicePaid: /*i18n*/ {
    id: "api.invoice_paid",
    message: "The payment is confirmed and the booth is booked.",
  },
  invoiceRejected: /*i18n*/ {
    id: "api.invoice_rejected",
    message: "The transfer receipt has been rejected; the exhibitor has been told why.",
  },
  invoiceNotDecidable: /*i18n*/ {
    id: "api.invoice_not_decidable",
    message: "Only an invoice with a transfer receipt waiting for review can be decided.",
  },
  bankAccountSaved: /*i18n*/ {
    id: "api.bank_account_saved",
    message: "The bank account has been changed. Your organization's members have been told.",
  },
  bankAccountUnchanged: /*i18n*/ {
    id: "api.bank_account_unchanged",
    message: "The bank account is already as entered; nothing was changed.",
  },
  bankAccountNotApproved: /*i18n*/ {
    id: "api.bank_account_not_approved",
    message:
      "The bank account is changed here once the organization is approved; until then it is part of the registration.",
  },
} satisfies Record<string, MessageDescriptor>;
