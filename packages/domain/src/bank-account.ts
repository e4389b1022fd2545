import * as v from "valibot";
import {
  SAUDI_VAT_NUMBER_PATTERN,
  compactIban,
  compactVatNumber,
  isValidIban,
  isValidSwift,
} from "./iban.ts";
import { normalizeDigits } from "./rules.ts";
import { requiredName, requiredText } from "./validation.ts";

// An organization's bank account: step 3 of the registration wizard, and what its manager
// changes from the payment page once the organization is approved (docs/decisions/048-…).

/** Step 3, the bank account the fair pays refunds to and invoices name. */
export const OrganizationBankInputSchema = v.object({
  iban: v.pipe(requiredText(42), v.transform(compactIban), v.check(isValidIban, "iban")),
  swift: v.pipe(
    requiredText(15),
    v.transform((text) => text.replace(/\s+/g, "").toUpperCase()),
    v.check(isValidSwift, "swift"),
  ),
  bank_name: requiredName(120),
  account_number: v.pipe(
    requiredText(34),
    v.transform((text) => normalizeDigits(text).replace(/[\s-]/g, "")),
    v.regex(/^[0-9A-Za-z]{4,34}$/, "invalid"),
  ),
  // Optional: a house registered for VAT has its number printed on its invoices as the buyer's.
  vat_number: v.pipe(
    v.optional(v.string("invalid"), ""),
    v.trim(),
    v.maxLength(40, "too_long"),
    v.transform(compactVatNumber),
    v.check((value) => value === "" || SAUDI_VAT_NUMBER_PATTERN.test(value), "vat_number"),
  ),
});
export type OrganizationBankInput = v.InferOutput<typeof OrganizationBankInputSchema>;

/**
 * The bank account as the API sends it. Managers and the administration read the numbers in
 * full; staff read the IBAN and the account number masked but for their last 4 characters.
 */
export const BankAccountSchema = v.object({
  iban: v.nullable(v.string()),
  swift: v.nullable(v.string()),
  bank_name: v.nullable(v.string()),
  account_number: v.nullable(v.string()),
  vat_number: v.nullable(v.string()),
});
export type BankAccount = v.InferOutput<typeof BankAccountSchema>;
