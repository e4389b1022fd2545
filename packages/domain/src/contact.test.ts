import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { codesOf } from "../test/issue-codes.ts";
import { ContactMessageInputSchema, ContactMessageSchema } from "./contact.ts";

const message = {
  name: "دار الكلمة",
  email: "info@example.sa",
  subject: "جناح",
  body: "نود حجز جناح.",
};

describe("ContactMessageInputSchema", () => {
  it("accepts a message, trimmed", () => {
    expect(v.parse(ContactMessageInputSchema, { ...message, name: " دار الكلمة " })).toEqual(
      message,
    );
  });

  it.each([
    ["name", "", "required"],
    ["name", "x".repeat(121), "too_long"],
    ["email", "info@", "email"],
    ["email", `${"a".repeat(244)}@example.sa`, "too_long"],
    ["subject", " ", "required"],
    ["subject", "x".repeat(201), "too_long"],
    ["body", "", "required"],
    ["body", "x".repeat(5001), "too_long"],
  ])("reports %s = %j as %s", (field, value, code) => {
    expect(codesOf(ContactMessageInputSchema, { ...message, [field]: value })).toEqual({
      [field]: [code],
    });
  });
});

describe("ContactMessageSchema", () => {
  it("reads the stored message's id and time", () => {
    const answer = { id: "c1", createdAt: "2026-11-24T09:00:00.000Z" };
    expect(v.parse(ContactMessageSchema, answer)).toEqual(answer);
    expect(v.safeParse(ContactMessageSchema, { id: "c1" }).success).toBe(false);
  });
});
