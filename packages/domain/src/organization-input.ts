import * as v from "valibot";
import { isCalendarDate, isoToday } from "./calendar.ts";
import { cityOfCountry } from "./geo/city-rule.ts";
import { findCountry } from "./geo/countries.ts";
import { isValidE164Phone } from "./phone.ts";
import { normalizeDigits } from "./rules.ts";
import { EmailSchema, requiredName, requiredText } from "./validation.ts";

/**
 * What an exhibitor enters about an organization (the wizard's steps and the later edits), with
 * its rules. Kept apart from organization.ts: these rules pull in phone metadata and the country
 * list, which pages that only read an organization should not download.
 */

/** Registration and licence numbers: digits (any script) and letters, 4 to 20 characters. */
const RegistryNumberSchema = v.pipe(
  requiredText(40),
  v.transform((text) => normalizeDigits(text).replace(/[\s-]/g, "").toUpperCase()),
  v.regex(/^[0-9A-Z]{4,20}$/, "invalid"),
);

/** An expiry date: an ISO date that has not passed. */
const ExpiryDateSchema = v.pipe(
  v.string("required"),
  v.trim(),
  v.nonEmpty("required"),
  v.isoDate("invalid_date"),
  v.check(isCalendarDate, "invalid_date"),
  v.check((date) => date > isoToday(), "future_date"),
);

const PhoneSchema = v.pipe(
  requiredText(32),
  v.transform(normalizeDigits),
  v.check(isValidE164Phone, "phone"),
);

const legalEntries = {
  name: requiredName(200),
  commercial_name: requiredName(200),
  commercial_registration_number: RegistryNumberSchema,
  commercial_registration_expires_on: ExpiryDateSchema,
  publishing_licence_number: RegistryNumberSchema,
  publishing_licence_expires_on: ExpiryDateSchema,
  email: EmailSchema,
  zip: v.pipe(
    requiredText(12),
    v.transform(normalizeDigits),
    v.regex(/^[0-9A-Za-z -]{3,12}$/, "invalid"),
  ),
  phone1: PhoneSchema,
  // The second phone is optional; an entered one must be valid.
  phone2: v.pipe(
    v.optional(v.string("invalid"), ""),
    v.trim(),
    v.transform(normalizeDigits),
    v.check((phone) => phone === "" || isValidE164Phone(phone), "phone"),
  ),
  country: v.pipe(
    requiredText(8),
    v.check((id) => findCountry(id) !== undefined, "unknown_option"),
  ),
  city: v.pipe(v.optional(v.string("invalid"), ""), v.trim(), v.maxLength(40, "too_long")),
};

/** Step 1, legal data, as the browser checks it (the city's list is checked by the server). */
export const OrganizationLegalFormSchema = v.object(legalEntries);

/** Step 1 as the server checks it: the city must belong to the country when it has cities. */
export const OrganizationLegalInputSchema = v.pipeAsync(
  v.objectAsync(legalEntries),
  cityOfCountry(),
);
export type OrganizationLegalInput = v.InferOutput<typeof OrganizationLegalInputSchema>;

// Step 3 lives in its own module, so the payment page validates it without the phone metadata
// and the country list this module pulls in.
export { OrganizationBankInputSchema, type OrganizationBankInput } from "./bank-account.ts";

/** What stays editable after approval (besides the three documents): the expiry dates. */
export const OrganizationExpiryInputSchema = v.object({
  commercial_registration_expires_on: ExpiryDateSchema,
  publishing_licence_expires_on: ExpiryDateSchema,
});
export type OrganizationExpiryInput = v.InferOutput<typeof OrganizationExpiryInputSchema>;
