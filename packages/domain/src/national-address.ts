import * as v from "valibot";
import { normalizeDigits } from "./rules.ts";
import { requiredName, requiredText } from "./validation.ts";

/**
 * A Saudi national address (issue 30): what ZATCA's rules ask of a Saudi seller (BR-KSA-09) and
 * of a Saudi buyer on a standard tax invoice (BR-KSA-63): building number of 4 digits, street,
 * district; the city and postal code are the organization's own; the additional number of 4
 * digits when there is one.
 */

/** A number of exactly `length` digits, typed in any script, with spaces or hyphens. */
export const exactDigits = (length: number) =>
  v.pipe(
    requiredText(40),
    v.transform((text) => normalizeDigits(text).replace(/[\s-]/g, "")),
    v.regex(new RegExp(`^\\d{${length}}$`), "invalid"),
  );

/** The additional number: empty, or 4 digits. */
export const AdditionalNumberSchema = v.pipe(
  v.optional(v.string("invalid"), ""),
  v.transform((text) => normalizeDigits(text).replace(/[\s-]/g, "")),
  v.check((value) => value === "" || /^\d{4}$/.test(value), "invalid"),
);

export const NationalAddressInputSchema = v.object({
  building_number: exactDigits(4),
  street: requiredName(120),
  district: requiredName(120),
  additional_number: AdditionalNumberSchema,
});
export type NationalAddressInput = v.InferOutput<typeof NationalAddressInputSchema>;

/** An organization's national address as read: empty strings until its manager gives it. */
export const NationalAddressSchema = v.object({
  building_number: v.string(),
  street: v.string(),
  district: v.string(),
  additional_number: v.string(),
});
export type NationalAddress = v.InferOutput<typeof NationalAddressSchema>;

/** Whether the address holds what a Saudi buyer's tax invoice needs. */
export function isNationalAddressComplete(address: NationalAddress): boolean {
  return v.safeParse(NationalAddressInputSchema, address).success;
}
