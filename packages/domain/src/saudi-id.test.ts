import { describe, expect, it } from "vitest";
import { fc } from "../test/fast-check.ts";
import { isValidSaudiId } from "./saudi-id.ts";

/**
 * The reference: the standard Luhn check, read from the right with every second digit doubled and
 * the doubled digit's digit sum looked up in a table. The code reads from the left.
 */
const DOUBLED_DIGIT_SUM = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];
function luhnHolds(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, fromRight) => {
    const digit = "0123456789".indexOf(char);
    sum += fromRight % 2 === 1 ? DOUBLED_DIGIT_SUM[digit]! : digit;
  });
  return sum % 10 === 0;
}
function isSaudiIdByReference(value: string): boolean {
  const isTenDigits =
    value.length === 10 && [...value].every((char) => "0123456789".includes(char));
  return isTenDigits && (value[0] === "1" || value[0] === "2") && luhnHolds(value);
}

// Worked by hand for 1012345672: the digits in odd places from the left (1, 1, 3, 5, 7) doubled
// are 2, 2, 6, 10, 14, whose digit sums add up to 2 + 2 + 6 + 1 + 5 = 16; the others add up to
// 0 + 2 + 4 + 6 + 2 = 14; 16 + 14 = 30, a multiple of ten. The rest were computed the same way.
const NATIONAL_IDS = [
  "1000000008",
  "1012345672",
  "1047993165",
  "1087654321",
  "1122334459",
  "1198765438",
  "1555555554",
  "1999999996",
];
const IQAMAS = [
  "2000000006",
  "2123456788",
  "2314159266",
  "2345678904",
  "2555555552",
  "2718281823",
  "2987654320",
];

describe("isValidSaudiId", () => {
  it.each(NATIONAL_IDS)("accepts the national ID %s", (id) => {
    expect(isValidSaudiId(id)).toBe(true);
  });

  it.each(IQAMAS)("accepts the iqama %s", (id) => {
    expect(isValidSaudiId(id)).toBe(true);
  });

  it.each([
    ["1012345673", "check digit one too high"],
    ["1012345671", "check digit one too low"],
    ["1555555555", "check digit 5 instead of 4"],
    ["1999999999", "all nines"],
    ["2123456787", "iqama with a wrong check digit"],
    ["2000000000", "iqama with a zero check digit"],
    ["1102345672", "two neighbouring digits swapped"],
    ["1000000000", "one followed by zeros"],
  ])("refuses %s (%s)", (id) => {
    expect(isValidSaudiId(id)).toBe(false);
  });

  // Each passes the Luhn check: only the first digit (1 or 2) is wrong.
  it.each(["0123456782", "3123456786", "4123456784", "5123456781", "6123456789", "9123456783"])(
    "refuses %s, which does not start with 1 or 2",
    (id) => {
      expect(luhnHolds(id)).toBe(true);
      expect(isValidSaudiId(id)).toBe(false);
    },
  );

  // Each holds a valid ten-digit number at its start or end: only the length or shape is wrong.
  it.each([
    ["10123456720", "a digit after a valid ID"],
    ["41012345672", "a digit before a valid ID, whose first ten digits pass the check"],
    ["1012345672 ", "a space after a valid ID"],
    [" 1012345672", "a space before a valid ID"],
    ["101234567", "nine digits"],
    ["", "nothing"],
    ["1O12345672", "a letter O for a zero"],
    ["١٠١٢٣٤٥٦٧٢", "Arabic-Indic digits (forms normalise them first)"],
  ])("refuses %j (%s)", (value) => {
    expect(isValidSaudiId(value)).toBe(false);
  });

  it("agrees with the reference on any ten digits starting with 1 or 2", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[12]\d{9}$/), (value) => {
        expect(isValidSaudiId(value)).toBe(isSaudiIdByReference(value));
      }),
    );
  });

  it("agrees with the reference on any short string of digits and other characters", () => {
    const char = fc.constantFrom(..."0123456789 1122x-");
    fc.assert(
      fc.property(fc.string({ unit: char, minLength: 8, maxLength: 12 }), (value) => {
        expect(isValidSaudiId(value)).toBe(isSaudiIdByReference(value));
      }),
    );
  });

  it("finds exactly one check digit for every nine leading digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[12]\d{8}$/), (first9) => {
        const accepted = [..."0123456789"].filter((check) => isValidSaudiId(first9 + check));
        expect(accepted).toHaveLength(1);
      }),
    );
  });

  it("refuses any valid number with one digit mistyped", () => {
    const validId = fc
      .stringMatching(/^[12]\d{8}$/)
      .map((first9) => [..."0123456789"].map((check) => first9 + check).find(luhnHolds)!);
    fc.assert(
      fc.property(
        validId,
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (id, place, shift) => {
          const mistyped =
            id.slice(0, place) + ((Number(id[place]) + shift) % 10) + id.slice(place + 1);
          expect(isValidSaudiId(id)).toBe(true);
          expect(isValidSaudiId(mistyped)).toBe(false);
        },
      ),
    );
  });
});
