import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { SellerInputSchema, isSellerComplete, nationalAddressLines } from "./seller.ts";
import { schemaFieldErrors } from "./validation.ts";

const SELLER = {
  name_ar: "هيئة الأدب والنشر والترجمة",
  name_en: "Literature, Publishing and Translation Commission",
  vat_number: "310122393500003",
  commercial_registration_number: "1010665432",
  building_number: "7235",
  street: "طريق الملك فهد",
  district: "العليا",
  city: "الرياض",
  zip: "12244",
  additional_number: "3322",
};

describe("the seller ZATCA's rules ask for", () => {
  test("a complete seller passes; digits are read in any script, spaces and hyphens dropped", () => {
    const typed = {
      ...SELLER,
      vat_number: "٣١٠١٢٢٣٩٣٥٠٠٠٠٣",
      commercial_registration_number: "1010 665 432",
      zip: "12244",
      building_number: "٧٢٣٥",
      additional_number: "",
    };
    const parsed = v.parse(SellerInputSchema, typed);
    expect(parsed).toMatchObject({
      vat_number: "310122393500003",
      commercial_registration_number: "1010665432",
      building_number: "7235",
      additional_number: "",
    });
    expect(isSellerComplete(parsed)).toBe(true);
  });

  test("the VAT number: 15 digits, the first and the last 3", () => {
    const errors = (vat_number: string) =>
      schemaFieldErrors(SellerInputSchema, { ...SELLER, vat_number }).vat_number;
    expect(errors("310122393500003")).toBeUndefined();
    expect(errors("210122393500003")).toEqual(["vat_number"]);
    expect(errors("310122393500002")).toEqual(["vat_number"]);
    expect(errors("31012239350003")).toEqual(["vat_number"]);
    expect(errors("3101223935000033")).toEqual(["vat_number"]);
    expect(errors("")).toEqual(["required"]);
  });

  test("the national address: building and additional numbers of 4 digits, a postal code of 5", () => {
    const errors = (field: keyof typeof SELLER, value: string) =>
      schemaFieldErrors(SellerInputSchema, { ...SELLER, [field]: value })[field];
    expect(errors("building_number", "723")).toEqual(["invalid"]);
    expect(errors("building_number", "72355")).toEqual(["invalid"]);
    expect(errors("zip", "1224")).toEqual(["invalid"]);
    expect(errors("additional_number", "33")).toEqual(["invalid"]);
    expect(errors("commercial_registration_number", "101066543")).toEqual(["invalid"]);
    expect(errors("street", "  ")).toEqual(["required"]);
    expect(isSellerComplete({ ...SELLER, district: "" })).toBe(false);
  });

  test("the address reads on one line in each language", () => {
    expect(nationalAddressLines(SELLER)).toEqual({
      ar: "7235 طريق الملك فهد، العليا، الرياض 12244",
      en: "7235 طريق الملك فهد, العليا, الرياض 12244",
    });
  });
});
