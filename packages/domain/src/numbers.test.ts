import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { readNumber, readWholeNumber, wholeNumberSchema } from "./numbers.ts";

describe("readWholeNumber", () => {
  test.each([
    ["12", 12],
    [" 12 ", 12],
    ["007", 7],
    ["١٢", 12],
    ["۱۲", 12],
    [12, 12],
    [0, 0],
  ])("reads %j as %j", (value, expected) => {
    expect(readWholeNumber(value)).toBe(expected);
  });

  // What JavaScript's own conversions read as numbers, and nobody types as one.
  test.each([
    "0x10",
    "0X1A",
    "0b11",
    "0o17",
    "1e3",
    "1E3",
    "Infinity",
    "-Infinity",
    "NaN",
    "",
    "  ",
    "12abc",
    "1 000",
    "1_000",
    "+5",
    "-5",
    "12.0",
    "12.",
    ".5",
    "١٢٫٥",
    "\u221212",
    "9".repeat(400),
    1.5,
    -1,
    Number.POSITIVE_INFINITY,
    Number.NaN,
    null,
    true,
    [12],
  ])("refuses %j", (value) => {
    expect(readWholeNumber(value)).toBeNull();
  });
});

describe("readNumber", () => {
  test("a sign only where the rule allows one", () => {
    expect(readNumber("-46.5", { max: 180, decimals: 2, signed: true })).toBe(-46.5);
    expect(readNumber("\u221246.5", { max: 180, decimals: 2, signed: true })).toBe(-46.5);
    expect(readNumber("-46.5", { max: 180, decimals: 2 })).toBeNull();
  });

  test("decimals only as many as the rule allows, text or JSON", () => {
    expect(readNumber("12.34", { max: 100, decimals: 2 })).toBe(12.34);
    expect(readNumber("12.345", { max: 100, decimals: 2 })).toBeNull();
    expect(readNumber(12.345, { max: 100, decimals: 2 })).toBeNull();
    expect(readNumber(0.29, { max: 100, decimals: 2 })).toBe(0.29);
  });

  test("at most max", () => {
    expect(readNumber("100", { max: 100 })).toBe(100);
    expect(readNumber("101", { max: 100 })).toBeNull();
    expect(readNumber(101, { max: 100 })).toBeNull();
  });
});

describe("wholeNumberSchema", () => {
  const schema = wholeNumberSchema(1, 100, { above: "too_large" });
  const codes = (value: unknown) => {
    const result = v.safeParse(schema, value);
    return result.success ? result.output : result.issues.map((issue) => issue.message);
  };

  test("reads typed and JSON numbers alike", () => {
    expect(codes("٤٢")).toBe(42);
    expect(codes(42)).toBe(42);
  });

  test("says what is wrong", () => {
    expect(codes("")).toEqual(["required"]);
    expect(codes("0x10")).toEqual(["numeric"]);
    expect(codes("1e2")).toEqual(["numeric"]);
    expect(codes(1.5)).toEqual(["numeric"]);
    expect(codes(null)).toEqual(["numeric"]);
    expect(codes("0")).toEqual(["invalid"]);
    expect(codes("101")).toEqual(["too_large"]);
  });
});
