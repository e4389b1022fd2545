import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ContactMessageInputSchema } from "./contact.ts";
import {
  EmailSchema,
  VALIDATION_CODES,
  fieldErrorsFromIssues,
  isValidationCode,
  requiredName,
  requiredText,
  schemaFieldErrors,
} from "./validation.ts";

describe("fieldErrorsFromIssues", () => {
  it("reports the first failing rule of each field, keyed by field name", () => {
    const result = v.safeParse(ContactMessageInputSchema, {
      name: "   ",
      email: "not-an-address",
      subject: "x".repeat(201),
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsFromIssues(result.issues ?? [])).toEqual({
      name: ["required"],
      email: ["email"],
      subject: ["too_long"],
      body: ["required"],
    });
  });

  it("reports a field sent as null as required, whatever its rule says", () => {
    const schema = v.object({ count: v.number("numeric") });
    const errors = (input: unknown) =>
      fieldErrorsFromIssues(v.safeParse(schema, input).issues ?? []);
    expect(errors({ count: null })).toEqual({ count: ["required"] });
    expect(errors({})).toEqual({ count: ["required"] });
    expect(errors({ count: "x" })).toEqual({ count: ["numeric"] });
  });

  it("reports a message that is not a code as invalid, and root issues under an empty key", () => {
    const schema = v.pipe(
      v.object({ a: v.string("not a code") }),
      v.check(() => false, "too_short"),
    );
    expect(fieldErrorsFromIssues(v.safeParse(schema, { a: 1 }).issues ?? [])).toEqual({
      a: ["invalid"],
    });
    expect(fieldErrorsFromIssues(v.safeParse(schema, { a: "x" }).issues ?? [])).toEqual({
      "": ["too_short"],
    });
  });

  it("names nested fields by their dotted path", () => {
    const schema = v.object({ ids: v.array(v.string("invalid")) });
    expect(fieldErrorsFromIssues(v.safeParse(schema, { ids: ["a", 2] }).issues ?? [])).toEqual({
      "ids.1": ["invalid"],
    });
  });
});

describe("schemaFieldErrors", () => {
  it("returns the first failing code of each field", () => {
    expect(schemaFieldErrors(ContactMessageInputSchema, { name: "Dar", email: "x" })).toEqual({
      email: ["email"],
      subject: ["required"],
      body: ["required"],
    });
  });

  it("returns no errors for valid input", () => {
    expect(
      schemaFieldErrors(ContactMessageInputSchema, {
        name: " Dar Al-Kalima ",
        email: "info@example.sa",
        subject: "Booth",
        body: "Hello",
      }),
    ).toEqual({});
  });
});

describe("isValidationCode", () => {
  it("knows every code and nothing else", () => {
    for (const code of VALIDATION_CODES) expect(isValidationCode(code)).toBe(true);
    for (const text of ["", "Required", "The field is required.", "toString"]) {
      expect(isValidationCode(text)).toBe(false);
    }
  });
});

describe("requiredText", () => {
  const schema = v.object({ text: requiredText(5) });

  it("trims and keeps inner spacing", () => {
    expect(v.parse(schema, { text: "  a  b " })).toEqual({ text: "a  b" });
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    [7, "required"],
    ["abcdef", "too_long"],
  ])("reports %j as %s", (text, code) => {
    expect(schemaFieldErrors(schema, { text })).toEqual({ text: [code] });
  });

  it("counts the length after trimming", () => {
    expect(schemaFieldErrors(schema, { text: "  abcde  " })).toEqual({});
  });
});

describe("requiredName", () => {
  const schema = v.object({ name: requiredName(5) });

  it("removes invisible controls and collapses whitespace", () => {
    expect(v.parse(schema, { name: "\u200f a \t\n b\u202c " })).toEqual({ name: "a b" });
  });

  it.each([
    ["", "required"],
    ["\u200f\u200e \u2066", "required"],
    [7, "required"],
    ["abcdef", "too_long"],
  ])("reports %j as %s", (name, code) => {
    expect(schemaFieldErrors(schema, { name })).toEqual({ name: [code] });
  });

  it("counts the length after cleaning", () => {
    expect(schemaFieldErrors(schema, { name: " a  b \u200f c " })).toEqual({});
  });

  const long = v.object({ name: requiredName(100) });

  it("refuses a letter buried under combining marks", () => {
    expect(schemaFieldErrors(long, { name: `Z${"\u0301\u0336\u0353".repeat(5)}algo` })).toEqual({
      name: ["invalid"],
    });
    // Invisible characters between the marks change nothing: they are cleaned first.
    expect(schemaFieldErrors(long, { name: "a\u0301\u0302\u200d\u0303\u0304\u0305" })).toEqual({
      name: ["invalid"],
    });
  });

  it.each([
    ["Arabic with its vowels, shadda and tanween", "مُحَمَّدٌ الرُّشْدِيُّ"],
    ["Vietnamese written with combining accents", "Nguye\u0302\u0303n"],
    ["four marks on one letter", "a\u0301\u0302\u0303\u0304"],
  ])("keeps %s", (_, name) => {
    expect(v.parse(long, { name })).toEqual({ name });
  });
});

describe("EmailSchema", () => {
  const schema = v.object({ email: EmailSchema });

  it("stores the address trimmed and in lower case", () => {
    expect(v.parse(schema, { email: " Info@Example.SA " })).toEqual({ email: "info@example.sa" });
  });

  it.each([
    ["", "required"],
    ["info@example", "email"],
    [`${"a".repeat(244)}@example.sa`, "too_long"],
  ])("reports %j as %s", (email, code) => {
    expect(schemaFieldErrors(schema, { email })).toEqual({ email: [code] });
  });
});
