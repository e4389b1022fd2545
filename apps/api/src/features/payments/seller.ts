import type { BankDetails, InvoiceParty } from "@rawaq/domain/payments";

/**
 * The fair's administration as the seller on every invoice, and the account exhibitors pay into.
 * Copied into each invoice when it is issued, so a change here never alters an issued invoice.
 */
export const FAIR_SELLER: InvoiceParty = {
  name: "هيئة الأدب والنشر والترجمة",
  vat_number: "310122393500003",
  commercial_registration_number: "1010665432",
  address: { ar: "الرياض، المملكة العربية السعودية", en: "Riyadh, Saudi Arabia" },
};

export const FAIR_BANK: BankDetails = {
  bank_name: "البنك الأهلي السعودي",
  iban: "SA0380000000608010167519",
  account_name: "هيئة الأدب والنشر والترجمة",
};
