import { describe, expect, test } from "vitest";
import { fc } from "../test/fast-check.ts";
import {
  MAX_TYPED_HALALAS,
  formatSar,
  halalasToSar,
  riyalsOf,
  percentOfHalalas,
  sarToHalalas,
} from "./money.ts";

describe("reading riyals as typed into whole halalas", () => {
  test.each([
    ["12", 1200],
    [" 12 ", 1200],
    ["12.5", 1250],
    ["12.50", 1250],
    ["12.30", 1230],
    ["12.05", 1205],
    ["1", 100],
    ["1.55", 155],
    ["0.01", 1],
    ["0.29", 29],
    ["4.35", 435], // 4.35 × 100 is 434.99999999999994 in floating point
    ["١٢٫٥", 1250],
    ["۱۲٫۵", 1250],
    ["١٬٢٥٠", 125_000],
    ["1,250", 125_000],
    ["1,250.50", 125_050],
    ["12,345,678", 1_234_567_800],
    ["1,250,000.00", 125_000_000],
    ["000012.30", 1230],
    ["0000000000012.30", 1230], // leading zeros are not digits of riyals
    ["999999999", 99_999_999_900],
    ["999999999.99", 99_999_999_999],
    [12.5, 1250],
    [0.99, 99],
    [0.29, 29],
    [4.35, 435],
    [7, 700],
    [0, 0],
  ])("reads %j riyals as %j halalas", (typed, halalas) => {
    expect(sarToHalalas(typed)).toBe(halalas);
  });

  test.each<[unknown, string]>([
    ["", "nothing"],
    ["abc", "letters"],
    ["-1", "a minus sign"],
    ["−1", "a typographic minus"],
    ["+1", "a plus sign"],
    ["12.", "a point without decimals"],
    [".5", "decimals without riyals"],
    ["1.234", "three decimals"],
    ["12.505", "three decimals, one of them a half"],
    ["1234567890", "ten digits of riyals"],
    ["1,000,000,000", "a thousand million"],
    ["12x5", "a letter for the point"],
    ["12.5.0", "two points"],
    ["1 250", "an inner space"],
    ["0x10", "hexadecimal"],
    ["1e3", "an exponent"],
    ["Infinity", "Infinity"],
    ["12,5", "a decimal comma"],
    ["1,25", "a comma before two digits"],
    ["1,2500", "a comma before four digits"],
    ["12,50.5", "a comma inside the riyals"],
    [",125", "a leading comma"],
    ["125,", "a trailing comma"],
    [-1, "a negative number"],
    [1.234, "a number with three decimals"],
    [Number.NaN, "NaN"],
    [Number.POSITIVE_INFINITY, "an infinite number"],
    [1_000_000_000, "a number past the ceiling"],
    [null, "null"],
    [true, "a boolean"],
    [{}, "an object"],
  ])("does not read %j (%s)", (typed) => {
    expect(sarToHalalas(typed)).toBeNull();
  });

  test("minus zero reads as zero", () => {
    expect(Object.is(sarToHalalas(-0), 0)).toBe(true);
  });

  test("any two-decimal text reads exactly, up to the ceiling", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        (riyals, halalas) => {
          const text = `${riyals}.${String(halalas).padStart(2, "0")}`;
          expect(sarToHalalas(text)).toBe(riyals * 100 + halalas);
        },
      ),
    );
  });
});

describe("writing halalas as riyals", () => {
  test.each([
    [0, "0.00"],
    [5, "0.05"],
    [99, "0.99"],
    [100, "1.00"],
    [1230, "12.30"],
    [1299, "12.99"],
    [115_000, "1150.00"],
    [10_000_000, "100000.00"],
    [-5, "-0.05"],
    [-250, "-2.50"],
    [-115_000, "-1150.00"],
    [MAX_TYPED_HALALAS, "999999999.99"],
    [Number.MAX_SAFE_INTEGER, "90071992547409.91"],
  ])("writes %j halalas as %j", (halalas, text) => {
    expect(halalasToSar(halalas)).toBe(text);
  });

  test.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    "refuses %j, which is not a whole number of halalas",
    (halalas) => {
      expect(() => halalasToSar(halalas)).toThrow(RangeError);
    },
  );

  test("writing and reading back gives the same halalas", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_TYPED_HALALAS }), (halalas) => {
        const digits = String(halalas).padStart(3, "0");
        expect(halalasToSar(halalas)).toBe(`${digits.slice(0, -2)}.${digits.slice(-2)}`);
        expect(sarToHalalas(halalasToSar(halalas))).toBe(halalas);
      }),
    );
  });
});

describe("a percentage of an amount, half up", () => {
  test.each([
    [0, 15, 0],
    [3, 15, 0], // 0.45
    [4, 15, 1], // 0.60
    [10, 15, 2], // 1.50: a half rounds up
    [33, 15, 5], // 4.95
    [450_000, 15, 67_500],
    [2_147_483_647, 15, 322_122_547],
    [999, 0, 0],
    [999, 100, 999],
  ])("%i halalas at %i %% is %i", (halalas, percent, share) => {
    expect(percentOfHalalas(halalas, percent)).toBe(share);
  });

  test.each([
    [-1, 15],
    [1.5, 15],
    [100, 7.5],
    [100, -1],
  ])("refuses %j at %j %%", (halalas, percent) => {
    expect(() => percentOfHalalas(halalas, percent)).toThrow(RangeError);
  });
});

describe("amounts for a reader", () => {
  // Intl keeps the sign and the amount together with a no-break space; the Arabic one is wrapped
  // in right-to-left marks so it keeps its order inside a sentence.
  test.each([
    [450_000, "SAR\u00a04,500.00", "\u200f4,500.00\u00a0ر.س.\u200f"],
    [5, "SAR\u00a00.05", "\u200f0.05\u00a0ر.س.\u200f"],
    [123_456_789, "SAR\u00a01,234,567.89", "\u200f1,234,567.89\u00a0ر.س.\u200f"],
    [-250, "-SAR\u00a02.50", "\u200f\u200e-2.50\u00a0ر.س.\u200f"],
  ])("writes %j halalas in English and Arabic with Latin digits", (halalas, en, ar) => {
    expect(formatSar(halalas, "en")).toBe(en);
    expect(formatSar(halalas, "ar")).toBe(ar);
  });

  test("amounts past a float's exact range keep their last halala", () => {
    // 90071992547409.91 riyals is not a double; its text is formatted as written.
    expect(formatSar(Number.MAX_SAFE_INTEGER, "en")).toBe("SAR\u00a090,071,992,547,409.91");
  });
});

describe("riyalsOf", () => {
  test("counts riyals from halalas, fractions kept", () => {
    expect(riyalsOf(1250)).toBe(12.5);
    expect(riyalsOf(0)).toBe(0);
    expect(riyalsOf(99)).toBe(0.99);
    expect(() => riyalsOf(1.5)).toThrow(RangeError);
  });
});
