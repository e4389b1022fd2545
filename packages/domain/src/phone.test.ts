import { describe, expect, it } from "vitest";
import { isValidE164Phone } from "./phone.ts";

describe("isValidE164Phone", () => {
  it.each([
    ["+966501234567", "a Saudi mobile"],
    ["+966112345678", "a Riyadh landline"],
    ["+971501234567", "an Emirati mobile"],
    ["+201001234567", "an Egyptian mobile"],
    ["+447400123456", "a British mobile"],
    ["+14155552671", "an American number"],
    ["+493012345678901", "a Berlin extension, fifteen digits: E.164's longest"],
  ])("accepts %s (%s)", (phone) => {
    expect(isValidE164Phone(phone)).toBe(true);
  });

  it.each([
    ["+96650123456", "a Saudi mobile one digit short"],
    ["+9665012345678", "a Saudi mobile one digit long"],
    ["+966812345678", "a Saudi prefix that is not in use"],
    ["+12", "a country code and a digit"],
    ["+1", "a country code alone"],
    ["+", "a plus alone"],
    ["", "nothing"],
  ])("refuses %j (%s): not a number of its country", (phone) => {
    expect(isValidE164Phone(phone)).toBe(false);
  });

  // Not the E.164 form, though the phone library reads several of them as a valid number.
  it.each([
    ["966501234567", "no plus"],
    ["00966501234567", "the international prefix instead of a plus"],
    ["+0966501234567", "a country code starting with 0"],
    ["+966 50 123 4567", "spaces"],
    ["+966-50-123-4567", "hyphens"],
    ["tel:+966501234567", "text before the number"],
    ["+966501234567 ext. 5", "text after the number"],
    ["+٩٦٦٥٠١٢٣٤٥٦٧", "Arabic-Indic digits (forms normalise them first)"],
    ["+4930123456789012", "sixteen digits, more than E.164 allows"],
  ])("refuses %j (%s)", (phone) => {
    expect(isValidE164Phone(phone)).toBe(false);
  });
});
