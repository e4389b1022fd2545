import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ContactMessageInputSchema } from "./contact.ts";
import { fieldErrorsFromIssues } from "./validation.ts";

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
