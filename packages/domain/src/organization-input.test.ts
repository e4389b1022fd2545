import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { codesOf, codesOfAsync } from "../test/issue-codes.ts";
import {
  OrganizationBankInputSchema,
  OrganizationExpiryInputSchema,
  OrganizationLegalFormSchema,
  OrganizationLegalInputSchema,
} from "./organization-input.ts";

// Expiry dates must not have passed: the clock is pinned to a known day.
const TODAY = "2026-11-24";
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${TODAY}T10:00:00Z`) });
});
afterEach(() => {
  vi.useRealTimers();
});

const legal = {
  name: "دار المعرفة",
  commercial_name: "Al-Maarifa Publishing",
  commercial_registration_number: "1010123456",
  commercial_registration_expires_on: "2027-06-30",
  publishing_licence_number: "PL2024001",
  publishing_licence_expires_on: "2028-01-15",
  email: "info@almaarifa.sa",
  zip: "12345",
  phone1: "+966112345678",
  phone2: "",
  country: "SA",
  city: "SA-RIYADH",
};

const legalServerErrors = (input: unknown) => codesOfAsync(OrganizationLegalInputSchema, input);

const bothLegalSchemas = [
  [
    "OrganizationLegalFormSchema",
    async (input: unknown) => codesOf(OrganizationLegalFormSchema, input),
  ],
  ["OrganizationLegalInputSchema", legalServerErrors],
] as const;

describe.each(bothLegalSchemas)("%s", (_name, errorsOf) => {
  it("accepts a complete step", async () => {
    expect(await errorsOf(legal)).toEqual({});
  });

  it.each([
    ["commercial_registration_number", "1010"],
    ["commercial_registration_number", "A".repeat(20)],
    ["publishing_licence_number", "cr-١٠١٠ 22"],
    ["commercial_registration_expires_on", "2026-11-25"],
    ["zip", "123"],
    ["zip", "SW1A 1AA"],
    ["zip", "11564-1234"],
    ["zip", "١٢٣٤٥"],
    ["phone2", "+966501234567"],
    ["phone2", "   "],
  ])("accepts %s = %j", async (field, value) => {
    expect(await errorsOf({ ...legal, [field]: value })).toEqual({});
  });

  it.each([
    ["name", "  ", "required"],
    ["name", "\u200f\u200e", "required"],
    ["name", "د".repeat(201), "too_long"],
    ["commercial_name", "", "required"],
    ["commercial_name", "x".repeat(201), "too_long"],
    ["commercial_registration_number", "", "required"],
    ["commercial_registration_number", "101", "invalid"],
    ["commercial_registration_number", "1".repeat(21), "invalid"],
    ["commercial_registration_number", "1010/123", "invalid"],
    ["commercial_registration_number", "1".repeat(41), "too_long"],
    ["publishing_licence_number", " ", "required"],
    ["publishing_licence_number", "PL_2024", "invalid"],
    ["commercial_registration_expires_on", "", "required"],
    ["commercial_registration_expires_on", TODAY, "future_date"],
    ["commercial_registration_expires_on", "2020-01-01", "future_date"],
    ["commercial_registration_expires_on", "2027-02-29", "invalid_date"],
    ["commercial_registration_expires_on", "2027/06/30", "invalid_date"],
    ["commercial_registration_expires_on", 20270630, "required"],
    ["publishing_licence_expires_on", "  ", "required"],
    ["publishing_licence_expires_on", TODAY, "future_date"],
    ["email", "", "required"],
    ["email", "info@almaarifa", "email"],
    ["zip", "", "required"],
    ["zip", "12", "invalid"],
    ["zip", "12#45", "invalid"],
    ["zip", "#12345", "invalid"],
    ["zip", "12345#", "invalid"],
    ["zip", "1".repeat(13), "too_long"],
    ["phone1", "", "required"],
    ["phone1", "0112345678", "phone"],
    ["phone2", "0501234567", "phone"],
    ["phone2", 966501234567, "invalid"],
    ["city", "x".repeat(41), "too_long"],
    ["city", 1, "invalid"],
  ])("reports %s = %j as %s", async (field, value, code) => {
    expect(await errorsOf({ ...legal, [field]: value })).toEqual({ [field]: [code] });
  });

  it.each([
    ["", "required"],
    ["XX", "unknown_option"],
    ["KSA", "unknown_option"],
    ["Saudi Arabia", "too_long"],
  ])("reports the country %j, without a city, as %s", async (country, code) => {
    expect(await errorsOf({ ...legal, country, city: "" })).toEqual({ country: [code] });
  });
});

describe("OrganizationLegalInputSchema", () => {
  it("stores what was typed in its canonical form", async () => {
    const parsed = await v.parseAsync(OrganizationLegalInputSchema, {
      ...legal,
      name: " \u202bدار  المعرفة\u202c ",
      commercial_registration_number: " cr-١٠١٠ 123 ",
      publishing_licence_number: "pl-2024-001",
      commercial_registration_expires_on: " 2027-06-30 ",
      email: "Info@AlMaarifa.SA",
      zip: "١٢٣٤٥",
      phone1: "+٩٦٦١١٢٣٤٥٦٧٨",
      phone2: " +966501234567 ",
    });
    expect(parsed).toEqual({
      ...legal,
      name: "دار المعرفة",
      commercial_registration_number: "CR1010123",
      publishing_licence_number: "PL2024001",
      commercial_registration_expires_on: "2027-06-30",
      email: "info@almaarifa.sa",
      zip: "12345",
      phone1: "+966112345678",
      phone2: "+966501234567",
    });
  });

  it("treats a missing second phone and city as empty", async () => {
    const { phone2: _phone2, city: _city, ...rest } = legal;
    const parsed = await v.parseAsync(OrganizationLegalInputSchema, { ...rest, country: "AQ" });
    expect(parsed.phone2).toBe("");
    expect(parsed.city).toBe("");
  });

  it("needs a city where the country has cities, and one of that country", async () => {
    expect(await legalServerErrors({ ...legal, city: "" })).toEqual({ city: ["required"] });
    expect(await legalServerErrors({ ...legal, city: "EG-C" })).toEqual({
      city: ["unknown_option"],
    });
    expect(await legalServerErrors({ ...legal, country: "AQ", city: "" })).toEqual({});
    expect(await legalServerErrors({ ...legal, country: "AQ", city: "AQ-01" })).toEqual({
      city: ["unknown_option"],
    });
  });

  it("checks the city even when another field is missing", async () => {
    expect(await legalServerErrors({ ...legal, zip: undefined, city: "" })).toEqual({
      zip: ["required"],
      city: ["required"],
    });
    expect(await legalServerErrors({ ...legal, zip: undefined, city: "EG-C" })).toEqual({
      zip: ["required"],
      city: ["unknown_option"],
    });
  });

  it("does not judge the city against a missing country", async () => {
    expect(await legalServerErrors({ ...legal, country: undefined })).toEqual({
      country: ["required"],
    });
  });

  it("leaves the city's list to the server in the form", () => {
    expect(codesOf(OrganizationLegalFormSchema, { ...legal, city: "" })).toEqual({});
    expect(codesOf(OrganizationLegalFormSchema, { ...legal, city: "EG-C" })).toEqual({});
  });
});

const bank = {
  iban: "SA0380000000608010167519",
  swift: "RJHISARI",
  bank_name: "مصرف الراجحي",
  account_number: "608010167519",
};

describe("OrganizationBankInputSchema", () => {
  it("accepts a bank account and stores it compact", () => {
    expect(
      v.parse(OrganizationBankInputSchema, {
        iban: "sa03 8000 0000 6080 1016 7519",
        swift: "rjhi sa ri",
        bank_name: "  مصرف\u200f  الراجحي ",
        account_number: "6080-1016 ٧٥١٩",
      }),
    ).toEqual({ ...bank, vat_number: "" });
  });

  it("takes an optional Saudi VAT number, as typed, and stores it compact", () => {
    expect(
      v.parse(OrganizationBankInputSchema, { ...bank, vat_number: " 300 1234 5678 9003 " }),
    ).toMatchObject({ vat_number: "300123456789003" });
    expect(
      v.parse(OrganizationBankInputSchema, { ...bank, vat_number: "٣٠٠١٢٣٤٥٦٧٨٩٠٠٣" }),
    ).toMatchObject({ vat_number: "300123456789003" });
    expect(v.parse(OrganizationBankInputSchema, { ...bank, vat_number: "" })).toMatchObject({
      vat_number: "",
    });
  });

  it("accepts another country's IBAN and a letter in the account number", () => {
    expect(
      codesOf(OrganizationBankInputSchema, {
        ...bank,
        iban: "GB82 WEST 1234 5698 7654 32",
        account_number: "12345678AB",
      }),
    ).toEqual({});
  });

  it.each([
    ["iban", "", "required"],
    ["iban", "SA0380000000608010167518", "iban"],
    ["iban", "SA538000000060801016751", "iban"],
    ["iban", "S".repeat(43), "too_long"],
    ["swift", " ", "required"],
    ["swift", "RJHISAR", "swift"],
    ["swift", "R".repeat(16), "too_long"],
    ["bank_name", "", "required"],
    ["bank_name", "ب".repeat(121), "too_long"],
    ["account_number", "", "required"],
    ["account_number", "123", "invalid"],
    ["account_number", "1".repeat(35), "too_long"],
    ["account_number", "1234.5678", "invalid"],
    ["vat_number", "30012345678900", "vat_number"],
    ["vat_number", "3001234567890033", "vat_number"],
    ["vat_number", "200123456789003", "vat_number"],
    ["vat_number", "300123456789002", "vat_number"],
    ["vat_number", "3001234567890A3", "vat_number"],
    ["vat_number", "3".repeat(41), "too_long"],
  ])("reports %s = %j as %s", (field, value, code) => {
    expect(codesOf(OrganizationBankInputSchema, { ...bank, [field]: value })).toEqual({
      [field]: [code],
    });
  });
});

describe("OrganizationExpiryInputSchema", () => {
  const expiry = {
    commercial_registration_expires_on: "2027-06-30",
    publishing_licence_expires_on: "2026-11-25",
  };

  it("accepts dates that have not passed", () => {
    expect(v.parse(OrganizationExpiryInputSchema, expiry)).toEqual(expiry);
  });

  it("reports a passed, missing or impossible date", () => {
    expect(
      codesOf(OrganizationExpiryInputSchema, {
        commercial_registration_expires_on: TODAY,
        publishing_licence_expires_on: "2026-02-30",
      }),
    ).toEqual({
      commercial_registration_expires_on: ["future_date"],
      publishing_licence_expires_on: ["invalid_date"],
    });
    expect(codesOf(OrganizationExpiryInputSchema, {})).toEqual({
      commercial_registration_expires_on: ["required"],
      publishing_licence_expires_on: ["required"],
    });
  });
});
