import * as v from "valibot";
import { SAUDI_VAT_NUMBER_PATTERN, compactVatNumber } from "./iban.ts";
import { AdditionalNumberSchema, exactDigits } from "./national-address.ts";
import { requiredName, requiredText } from "./validation.ts";

/**
 * The fair's organizer as the seller of every booth invoice (issue 30): what ZATCA's rules ask of
 * a seller on a standard tax invoice, set by the administration and copied into each invoice when
 * it is issued. Its legal name in Arabic and English, its VAT registration number (15 digits, the
 * first and the last 3: BR-KSA-39/40), its commercial registration (10 digits: the scheme CRN)
 * and its national address (BR-KSA-09: building number of 4 digits, street, district, city,
 * postal code of 5 digits; the additional number of 4 digits when it has one).
 */

export const SellerInputSchema = v.object({
  name_ar: requiredName(200),
  name_en: requiredName(200),
  vat_number: v.pipe(
    requiredText(40),
    v.transform(compactVatNumber),
    v.check((value) => SAUDI_VAT_NUMBER_PATTERN.test(value), "vat_number"),
  ),
  commercial_registration_number: exactDigits(10),
  building_number: exactDigits(4),
  street: requiredName(120),
  district: requiredName(120),
  city: requiredName(80),
  zip: exactDigits(5),
  additional_number: AdditionalNumberSchema,
});
export type SellerInput = v.InferOutput<typeof SellerInputSchema>;

/** The seller as the administration reads it; `updated_at` is null until it is first saved. */
export const SellerSchema = v.object({
  name_ar: v.string(),
  name_en: v.string(),
  vat_number: v.string(),
  commercial_registration_number: v.string(),
  building_number: v.string(),
  street: v.string(),
  district: v.string(),
  city: v.string(),
  zip: v.string(),
  additional_number: v.string(),
  updated_at: v.nullable(v.string()),
});
export type Seller = v.InferOutput<typeof SellerSchema>;

/** Whether the seller holds everything a ZATCA invoice needs (a national address among it). */
export function isSellerComplete(seller: Omit<Seller, "updated_at">): boolean {
  return v.safeParse(SellerInputSchema, seller).success;
}

/**
 * The seller's national address on one line in each of the invoice's languages (the address is
 * written once, as registered; only the separators differ): "7235 King Fahd Road, Al Olaya,
 * Riyadh 12244".
 */
export function nationalAddressLines(
  seller: Pick<Seller, "building_number" | "street" | "district" | "city" | "zip">,
): { ar: string; en: string } {
  const parts = [
    `${seller.building_number} ${seller.street}`.trim(),
    seller.district,
    `${seller.city} ${seller.zip}`.trim(),
  ].filter(Boolean);
  return { ar: parts.join("، "), en: parts.join(", ") };
}
