import * as v from "valibot";
import { describe, expect, test } from "vitest";
import {
  NationalAddressInputSchema,
  exactDigits,
  isNationalAddressComplete,
} from "./national-address.ts";
import { schemaFieldErrors } from "./validation.ts";

const ADDRESS = {
  building_number: "2322",
  street: "شارع الأمير سلطان",
  district: "المربع",
  additional_number: "",
};

describe("a Saudi national address", () => {
  test("digits typed in any script, with spaces or hyphens, are read as Latin digits", () => {
    expect(
      v.parse(NationalAddressInputSchema, {
        ...ADDRESS,
        building_number: "٢٣-٢٢",
        additional_number: "۱ ۲۳۴",
      }),
    ).toEqual({ ...ADDRESS, building_number: "2322", additional_number: "1234" });
    // The additional number may be left out altogether.
    const { additional_number: _, ...without } = ADDRESS;
    expect(v.parse(NationalAddressInputSchema, without).additional_number).toBe("");
  });

  test.each([
    ["building_number", "232", "invalid"],
    ["building_number", "23221", "invalid"],
    ["building_number", "", "required"],
    ["street", "   ", "required"],
    ["district", "", "required"],
    ["additional_number", "12", "invalid"],
    ["additional_number", "12a4", "invalid"],
  ])("%s = %j is refused (%s)", (field, value, code) => {
    const errors = schemaFieldErrors(NationalAddressInputSchema, { ...ADDRESS, [field]: value });
    expect(errors[field]).toEqual([code]);
    expect(Object.keys(errors)).toEqual([field]);
  });

  test("exactly the number of digits asked for", () => {
    expect(v.is(exactDigits(5), "12244")).toBe(true);
    expect(v.is(exactDigits(5), "1224")).toBe(false);
    expect(v.is(exactDigits(5), "122445")).toBe(false);
    expect(v.parse(exactDigits(3), " 1-2 3 ")).toBe("123");
  });

  test("complete once building number, street and district are there", () => {
    expect(isNationalAddressComplete(ADDRESS)).toBe(true);
    expect(isNationalAddressComplete({ ...ADDRESS, street: "" })).toBe(false);
    expect(isNationalAddressComplete({ ...ADDRESS, district: "" })).toBe(false);
    expect(isNationalAddressComplete({ ...ADDRESS, building_number: "" })).toBe(false);
    expect(isNationalAddressComplete({ ...ADDRESS, building_number: "12" })).toBe(false);
  });
});
