import { describe, expect, it } from "vitest";
import { isValidSaudiId } from "./saudi-id.ts";

/** Builds a valid number from nine leading digits by choosing the check digit. */
function withCheckDigit(first9: string): string {
  for (let check = 0; check <= 9; check++) {
    if (isValidSaudiId(`${first9}${check}`)) return `${first9}${check}`;
  }
  throw new Error("no check digit fits");
}

describe("isValidSaudiId", () => {
  it("accepts a citizen ID and an iqama number with a correct check digit", () => {
    expect(isValidSaudiId("1000000008")).toBe(true);
    expect(isValidSaudiId(withCheckDigit("212345678"))).toBe(true);
  });

  it("rejects a wrong check digit", () => {
    const valid = withCheckDigit("104567891");
    const wrong = `${valid.slice(0, 9)}${(Number(valid[9]) + 1) % 10}`;
    expect(isValidSaudiId(wrong)).toBe(false);
  });

  it("rejects numbers that do not start with 1 or 2, or are not ten digits", () => {
    expect(isValidSaudiId("3000000004")).toBe(false);
    expect(isValidSaudiId("100000000")).toBe(false);
    expect(isValidSaudiId("10000000080")).toBe(false);
    expect(isValidSaudiId("10000a0008")).toBe(false);
  });
});
