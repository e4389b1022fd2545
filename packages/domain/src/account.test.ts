import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { codesOf, codesOfAsync } from "../test/issue-codes.ts";
import {
  ProfileInputSchema,
  RegisterInputSchema,
  SignupFormSchema,
  identityTypeFor,
  isValidIdentityNumber,
  isValidPassportNumber,
  normalizeIdentityNumber,
} from "./account.ts";

// The date rules compare with today (UTC): the clock is pinned to a known day.
const TODAY = "2026-11-24";
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${TODAY}T10:00:00Z`) });
});
afterEach(() => {
  vi.useRealTimers();
});

const signup = {
  email: "huda@example.sa",
  password: "correct-horse-1",
  password_confirmation: "correct-horse-1",
  first_name: "هدى",
  last_name: "الشمري",
  phone: "+966501234567",
  confirm_identity: "1012345672",
  identity_expiration_date: "2030-01-01",
  date_of_birth: "1990-05-17",
  country: "SA",
  city: "SA-RIYADH",
  district: "العليا",
  street: "طريق الملك فهد",
};

const serverErrors = (input: unknown) => codesOfAsync(RegisterInputSchema, input);

const bothSchemas = [
  ["SignupFormSchema", async (input: unknown) => codesOf(SignupFormSchema, input)],
  ["RegisterInputSchema", serverErrors],
] as const;

describe.each(bothSchemas)("%s", (_name, errorsOf) => {
  it("accepts a complete signup", async () => {
    expect(await errorsOf(signup)).toEqual({});
  });

  it("accepts an iqama holder of exactly eighteen whose identity expires tomorrow", async () => {
    const input = {
      ...signup,
      confirm_identity: "2123456788",
      date_of_birth: "2008-11-24",
      identity_expiration_date: "2026-11-25",
    };
    expect(await errorsOf(input)).toEqual({});
  });

  it.each([
    ["email", "", "required"],
    ["email", "   ", "required"],
    ["email", "huda@", "email"],
    ["email", `${"h".repeat(244)}@example.sa`, "too_long"],
    ["password_confirmation", "", "required"],
    ["password_confirmation", "correct-horse-2", "confirmed"],
    ["first_name", "  ", "required"],
    ["first_name", "ه".repeat(101), "too_long"],
    ["last_name", "", "required"],
    ["last_name", "ش".repeat(101), "too_long"],
    ["phone", "", "required"],
    ["phone", "0501234567", "phone"],
    ["phone", "+96650123456", "phone"],
    ["phone", `+966${"5".repeat(30)}`, "too_long"],
    ["confirm_identity", "", "required"],
    ["confirm_identity", "1012345673", "national_id"],
    ["confirm_identity", "3123456786", "national_id"],
    ["confirm_identity", "1".repeat(33), "too_long"],
    ["identity_expiration_date", "", "required"],
    ["identity_expiration_date", "  ", "required"],
    ["identity_expiration_date", TODAY, "future_date"],
    ["identity_expiration_date", "2026-11-23", "future_date"],
    ["identity_expiration_date", "2027-02-29", "invalid_date"],
    ["identity_expiration_date", "01/01/2030", "invalid_date"],
    ["date_of_birth", "", "required"],
    ["date_of_birth", TODAY, "past_date"],
    ["date_of_birth", "2026-11-25", "past_date"],
    ["date_of_birth", "2008-11-25", "too_young"],
    ["date_of_birth", "2019-06-01", "too_young"],
    ["date_of_birth", "1990-02-30", "invalid_date"],
    ["city", "x".repeat(41), "too_long"],
    ["city", 1, "invalid"],
    ["district", " ", "required"],
    ["district", "x".repeat(101), "too_long"],
    ["street", "", "required"],
    ["street", "x".repeat(201), "too_long"],
  ])("reports %s = %j as %s", async (field, value, code) => {
    expect(await errorsOf({ ...signup, [field]: value })).toEqual({ [field]: [code] });
  });

  it.each([
    ["correct-hor", { password: ["password_too_short"] }],
    ["x".repeat(129), { password: ["too_long"] }],
    ["", { password: ["required"], password_confirmation: ["required"] }],
  ])("reports the password %j, confirmed alike, as %j", async (password, errors) => {
    const input = { ...signup, password, password_confirmation: password };
    expect(await errorsOf(input)).toEqual(errors);
  });

  it("accepts passwords of 12 and 128 characters", async () => {
    for (const password of ["x".repeat(12), "x".repeat(128)]) {
      expect(await errorsOf({ ...signup, password, password_confirmation: password })).toEqual({});
    }
  });

  it.each([
    ["", "required"],
    ["XX", "unknown_option"],
    ["sa", "unknown_option"],
    ["Saudi Arabia", "too_long"],
  ])("reports the country %j, without a city, as %s", async (country, code) => {
    expect(await errorsOf({ ...signup, country, city: "" })).toEqual({ country: [code] });
  });

  it("reports a missing field as required", async () => {
    const { street: _street, ...withoutStreet } = signup;
    expect(await errorsOf(withoutStreet)).toEqual({ street: ["required"] });
  });

  it("compares the passwords even when another field is missing", async () => {
    const input = { ...signup, street: undefined, password_confirmation: "correct-horse-2" };
    expect(await errorsOf(input)).toEqual({
      street: ["required"],
      password_confirmation: ["confirmed"],
    });
  });

  it("does not call a missing password unconfirmed", async () => {
    expect(await errorsOf({ ...signup, password: undefined })).toEqual({ password: ["required"] });
    expect(await errorsOf({ ...signup, password: 123456789012 })).toEqual({
      password: ["required"],
    });
  });

  it.each([
    "identity_expiration_date",
    "date_of_birth",
    "password_confirmation",
    "confirm_identity",
  ])("reports %s sent as a number as required", async (field) => {
    expect(await errorsOf({ ...signup, [field]: 20300101 })).toEqual({ [field]: ["required"] });
  });
});

describe.each(bothSchemas)("%s, the identity", (_name, errorsOf) => {
  const abroad = { ...signup, country: "EG", city: "EG-C", identity_country: "EG" };

  it.each(["A1234567", "123456", "AB12345678CD", "p 1234-567"])(
    "accepts the passport number %j outside Saudi Arabia",
    async (number) => {
      expect(await errorsOf({ ...abroad, confirm_identity: number })).toEqual({});
    },
  );

  it.each([
    ["12345", "passport"],
    ["ABCDEFGHIJKLM", "passport"],
    ["A1234567!", "passport"],
    ["جواز١٢٣٤٥", "passport"],
  ])("reports the passport number %j as %s", async (number, code) => {
    expect(await errorsOf({ ...abroad, confirm_identity: number })).toEqual({
      confirm_identity: [code],
    });
  });

  it("applies no identity rule against an unknown country", async () => {
    expect(await errorsOf({ ...abroad, country: "XX", city: "", confirm_identity: "A1" })).toEqual({
      country: ["unknown_option"],
    });
  });

  it("applies the Saudi ID check in Saudi Arabia only", async () => {
    expect(await errorsOf({ ...signup, confirm_identity: "A1234567" })).toEqual({
      confirm_identity: ["national_id"],
    });
    expect(await errorsOf({ ...abroad, confirm_identity: "1012345673" })).toEqual({});
  });

  it.each([
    [5, "invalid"],
    ["ABCDEFGHI", "too_long"],
  ])("reports the issuing country %j as %s", async (identity_country, code) => {
    expect(await errorsOf({ ...abroad, identity_country })).toEqual({ identity_country: [code] });
  });

  it("needs the passport's issuing country outside Saudi Arabia, and a real one", async () => {
    expect(await errorsOf({ ...abroad, identity_country: "" })).toEqual({
      identity_country: ["required"],
    });
    expect(await errorsOf({ ...abroad, identity_country: "XX" })).toEqual({
      identity_country: ["unknown_option"],
    });
    expect(await errorsOf({ ...signup, identity_country: "XX" })).toEqual({});
  });
});

describe("identity helpers", () => {
  it("the country decides the identity type", () => {
    expect(identityTypeFor("SA")).toBe("national_id");
    expect(identityTypeFor("AE")).toBe("passport");
    expect(identityTypeFor("")).toBe("passport");
  });

  it("normalises a passport number", () => {
    expect(normalizeIdentityNumber(" ab-12 ٣٤ ")).toBe("AB1234");
  });

  it("judges an identity number by the country's rule", () => {
    expect(isValidIdentityNumber("SA", "١٠١٢٣٤٥٦٧٢")).toBe(true);
    expect(isValidIdentityNumber("SA", "A1234567")).toBe(false);
    expect(isValidIdentityNumber("QA", "A1234567")).toBe(true);
    expect(isValidIdentityNumber("QA", "A12")).toBe(false);
    expect(isValidPassportNumber("a123456")).toBe(true);
  });
});

describe("SignupFormSchema", () => {
  it("leaves the city's list to the server", () => {
    expect(codesOf(SignupFormSchema, { ...signup, city: "" })).toEqual({});
    expect(codesOf(SignupFormSchema, { ...signup, city: "AE-DU" })).toEqual({});
  });
});

describe("RegisterInputSchema", () => {
  it("stores what was typed in its canonical form", async () => {
    const parsed = await v.parseAsync(RegisterInputSchema, {
      ...signup,
      email: " Huda@Example.SA ",
      first_name: "  هدى ",
      phone: "+٩٦٦٥٠١٢٣٤٥٦٧",
      confirm_identity: "١٠١٢٣٤٥٦٧٢",
      identity_expiration_date: " 2030-01-01 ",
      city: " SA-RIYADH ",
      identity_country: "EG",
    });
    expect(parsed).toEqual({
      ...signup,
      email: "huda@example.sa",
      first_name: "هدى",
      phone: "+966501234567",
      confirm_identity: "1012345672",
      identity_expiration_date: "2030-01-01",
      city: "SA-RIYADH",
      identity_type: "national_id",
      // A Saudi ID has no issuing country to keep.
      identity_country: "",
    });
  });

  it("stores a passport number in capitals without spaces or hyphens, with its country", async () => {
    const parsed = await v.parseAsync(RegisterInputSchema, {
      ...signup,
      country: "EG",
      city: "EG-C",
      confirm_identity: " a12 34-5٦٧٨ ",
      identity_country: " JO ",
    });
    expect(parsed).toMatchObject({
      confirm_identity: "A12345678",
      identity_type: "passport",
      identity_country: "JO",
    });
  });

  it("needs a city where the country has cities", async () => {
    expect(await serverErrors({ ...signup, city: "" })).toEqual({ city: ["required"] });
    expect(await serverErrors({ ...signup, city: "   " })).toEqual({ city: ["required"] });
    const { city: _city, ...withoutCity } = signup;
    expect(await serverErrors(withoutCity)).toEqual({ city: ["required"] });
  });

  it("needs the city to belong to the country", async () => {
    expect(await serverErrors({ ...signup, city: "AE-DU" })).toEqual({ city: ["unknown_option"] });
    expect(await serverErrors({ ...signup, city: "Riyadh" })).toEqual({ city: ["unknown_option"] });
    expect(
      await serverErrors({ ...signup, country: "AE", city: "AE-DU", identity_country: "AE" }),
    ).toEqual({});
  });

  it("checks the city even when another field is missing", async () => {
    expect(await serverErrors({ ...signup, street: undefined, city: "" })).toEqual({
      street: ["required"],
      city: ["required"],
    });
    expect(await serverErrors({ ...signup, street: undefined, city: "AE-DU" })).toEqual({
      street: ["required"],
      city: ["unknown_option"],
    });
  });

  it("does not judge the city against a missing country", async () => {
    expect(await serverErrors({ ...signup, country: undefined })).toEqual({
      country: ["required"],
    });
  });

  it("takes no city where the country has none", async () => {
    const antarctica = { ...signup, country: "AQ", identity_country: "NO" };
    expect(await serverErrors({ ...antarctica, city: "" })).toEqual({});
    expect(await serverErrors({ ...antarctica, city: "AQ-01" })).toEqual({
      city: ["unknown_option"],
    });
  });
});

describe("the minimum age of 18", () => {
  it("on 29 February admits those born on 28 February 18 years before, not on 1 March", async () => {
    vi.setSystemTime(new Date("2028-02-29T10:00:00Z"));
    const errorsFor = (date_of_birth: string) => serverErrors({ ...signup, date_of_birth });
    expect(await errorsFor("2010-02-28")).toEqual({});
    expect(await errorsFor("2010-03-01")).toEqual({ date_of_birth: ["too_young"] });
  });

  it("is reached on the eighteenth birthday, and on 1 March by those born on 29 February", async () => {
    vi.setSystemTime(new Date("2026-03-01T00:00:00Z"));
    const errorsFor = (date_of_birth: string) => serverErrors({ ...signup, date_of_birth });
    expect(await errorsFor("2008-03-01")).toEqual({});
    expect(await errorsFor("2008-03-02")).toEqual({ date_of_birth: ["too_young"] });
    expect(await errorsFor("2008-02-29")).toEqual({});
  });
});

describe("ProfileInputSchema", () => {
  const profile = {
    first_name: "هدى",
    last_name: "الشمري",
    phone: "+966501234567",
    country: "SA",
    city: "SA-JEDDAH",
    district: "الروضة",
    street: "شارع الأمير سلطان",
  };
  const errorsOf = (input: unknown) => codesOfAsync(ProfileInputSchema, input);

  it("accepts a profile with a city of its country", async () => {
    expect(await errorsOf(profile)).toEqual({});
  });

  it("needs a city where the country has cities, of that country", async () => {
    expect(await errorsOf({ ...profile, city: "" })).toEqual({ city: ["required"] });
    expect(await errorsOf({ ...profile, city: "AE-DU" })).toEqual({ city: ["unknown_option"] });
    expect(await errorsOf({ ...profile, city: "SA-01" })).toEqual({ city: ["unknown_option"] });
    expect(await errorsOf({ ...profile, country: "AQ", city: "" })).toEqual({});
  });

  it("checks the fields the signup checks", async () => {
    expect(await errorsOf({ ...profile, phone: "0501234567", street: " " })).toEqual({
      phone: ["phone"],
      street: ["required"],
    });
  });
});
