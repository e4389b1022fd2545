import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ContactMessageInputSchema } from "./contact.ts";
import { fieldErrorsFromIssues, schemaFieldErrors } from "./validation.ts";

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

  it("accepts a complete message and trims it", () => {
    const result = v.parse(ContactMessageInputSchema, {
      name: " Dar Al-Kalima ",
      email: "info@example.sa",
      subject: "Booth",
      body: "Hello",
    });
    expect(result.name).toBe("Dar Al-Kalima");
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
        name: "Dar",
        email: "info@example.sa",
        subject: "Booth",
        body: "Hello",
      }),
    ).toEqual({});
  });
});
