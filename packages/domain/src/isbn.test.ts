import { describe, expect, it } from "vitest";
import { fc } from "../test/fast-check.ts";
import { compactIsbn, completeIsbn13, isbnProblem, toIsbn13 } from "./isbn.ts";

/**
 * The references, as direct weighted sums over every character including the check digit:
 * ISBN-13 weighs 1, 3, 1, 3… and the sum is a multiple of 10; ISBN-10 weighs 1 to 10 from the
 * left (the code weighs 10 to 1) and the sum is a multiple of 11, with X standing for 10.
 */
function isbn13HoldsByReference(digits: string): boolean {
  const weights = [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1];
  const sum = weights.reduce((total, weight, place) => total + weight * Number(digits[place]), 0);
  return /^\d{13}$/.test(digits) && sum % 10 === 0;
}
function isbn10HoldsByReference(chars: string): boolean {
  if (!/^\d{9}[\dX]$/.test(chars)) return false;
  let sum = 0;
  for (let weight = 1; weight <= 10; weight++) {
    const char = chars[weight - 1]!;
    sum += weight * (char === "X" ? 10 : Number(char));
  }
  return sum % 11 === 0;
}
function checkCharByReference(body: string, holds: (value: string) => boolean): string {
  return [..."0123456789X"].find((check) => holds(body + check))!;
}

// Published ISBNs of real books, each with its other form where it has one.
const VALID_ISBN13 = [
  ["978-0-306-40615-7", "9780306406157"],
  ["978-3-16-148410-0", "9783161484100"],
  ["978-0-13-110362-7", "9780131103627"],
  ["978-0-262-03384-8", "9780262033848"],
  ["978-1-4028-9462-6", "9781402894626"],
  ["978-9953-68-653-0", "9789953686530"],
  ["979-10-90636-07-1", "9791090636071"],
] as const;
const VALID_ISBN10 = [
  ["0-306-40615-2", "9780306406157"],
  ["3-16-148410-X", "9783161484100"],
  ["0-13-110362-8", "9780131103627"],
  ["0-262-03384-4", "9780262033848"],
  ["0-8044-2957-X", "9780804429573"],
] as const;

describe("isbnProblem", () => {
  it.each(VALID_ISBN13)("accepts the ISBN-13 %s", (isbn) => {
    expect(isbnProblem(isbn)).toBeNull();
  });

  it.each(VALID_ISBN10)("accepts the ISBN-10 %s", (isbn) => {
    expect(isbnProblem(isbn)).toBeNull();
  });

  it.each([
    ["9780306406157", "digits only"],
    ["978 0 306 40615 7", "spaces"],
    ["978\u00a00\u00a0306\u00a040615\u00a07", "no-break spaces"],
    ["978\u20100\u2010306\u201040615\u20107", "Unicode hyphens"],
    ["978\u20130\u2013306\u201340615\u20137", "en dashes"],
    ["978\u20150\u2015306\u201540615\u20157", "horizontal bars"],
    ["٩٧٨-٠-٣٠٦-٤٠٦١٥-٧", "Arabic-Indic digits"],
    ["۹۷۸-۰-۳۰۶-۴۰۶۱۵-۷", "Persian digits"],
    ["3-16-148410-x", "a lower-case x"],
  ])("accepts %j (%s) as typed", (isbn) => {
    expect(isbnProblem(isbn)).toBeNull();
  });

  it.each([
    ["978-0-306-40615-8", "ISBN-13, last digit changed"],
    ["978-0-306-40651-7", "ISBN-13, two digits swapped"],
    ["978-3-16-148410-1", "ISBN-13 whose check digit is 0"],
    ["0-306-40615-3", "ISBN-10, last digit changed"],
    ["0-306-40651-2", "ISBN-10, two digits swapped"],
    ["3-16-148410-0", "ISBN-10 whose check digit is X"],
    ["0-8044-2957-9", "ISBN-10, X replaced by 9"],
  ])("reports a bad check digit in %s (%s)", (isbn) => {
    expect(isbnProblem(isbn)).toBe("isbn");
  });

  // Each keeps a correct check for the digits the code reads: only the length or shape is wrong.
  it.each([
    ["97803064061570", "14 digits: a valid ISBN-13 and one more"],
    ["978030640615", "12 digits"],
    ["03064061520", "11 digits: a valid ISBN-10 and one more"],
    ["030640615", "9 digits"],
    ["08044295X4", "an X before the check digit (the weighted sum holds)"],
    ["X00000000X", "an X in the first place (the weighted sum holds)"],
    ["978030640615X", "an X at the end of thirteen characters"],
    ["978-0-306-40615-7.", "a full stop after a valid ISBN"],
    ["ISBN 978-0-306-40615-7", "the word ISBN before it"],
    ["", "nothing"],
  ])("reports %j (%s)", (isbn) => {
    expect(isbnProblem(isbn)).toBe("isbn");
  });

  // Valid EAN-13 barcodes: only the 978/979 prefix is wrong.
  it.each([
    ["4006381333931", "a grocery barcode"],
    ["9771234567003", "an ISSN barcode (977)"],
    ["4978030640618", "978 inside, not at the start"],
    ["5978123456781", "978 inside, not at the start"],
    ["9761234567899", "976"],
  ])("reports %s (%s) as not a book number", (ean) => {
    expect(isbn13HoldsByReference(ean)).toBe(true);
    expect(isbnProblem(ean)).toBe("isbn_prefix");
  });

  it("agrees with the reference on any thirteen digits", () => {
    const prefix = fc.constantFrom("978", "979", "977", "400", "097");
    fc.assert(
      fc.property(prefix, fc.stringMatching(/^\d{10}$/), (start, rest) => {
        const digits = start + rest;
        const expected = !isbn13HoldsByReference(digits)
          ? "isbn"
          : start === "978" || start === "979"
            ? null
            : "isbn_prefix";
        expect(isbnProblem(digits)).toBe(expected);
      }),
    );
  });

  it("agrees with the reference on any ten characters of an ISBN-10's alphabet", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\dX]{10}$/), (chars) => {
        expect(isbnProblem(chars)).toBe(isbn10HoldsByReference(chars) ? null : "isbn");
      }),
    );
  });

  it("accepts exactly one check character for every nine digits of an ISBN-10", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (body) => {
        const accepted = [..."0123456789X"].filter((check) => isbnProblem(body + check) === null);
        expect(accepted).toEqual([checkCharByReference(body, isbn10HoldsByReference)]);
      }),
    );
  });
});

describe("completeIsbn13", () => {
  it.each([
    ["978030640615", "9780306406157"],
    ["978316148410", "9783161484100"],
    ["978603000001", "9786030000012"],
    ["978603824000", "9786038240007"],
    ["979123456789", "9791234567896"],
    ["978999999999", "9789999999991"],
  ])("completes %s to %s", (first12, isbn) => {
    expect(completeIsbn13(first12)).toBe(isbn);
  });

  it("adds the check digit the reference finds", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^97[89]\d{9}$/), (first12) => {
        const isbn = completeIsbn13(first12);
        expect(isbn).toBe(first12 + checkCharByReference(first12, isbn13HoldsByReference));
        expect(isbnProblem(isbn)).toBeNull();
      }),
    );
  });
});

describe("toIsbn13", () => {
  it.each([...VALID_ISBN13, ...VALID_ISBN10])("stores %s as %s", (isbn, canonical) => {
    expect(toIsbn13(isbn)).toBe(canonical);
  });

  it("gives an ISBN-10 and its ISBN-13 the same form", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (body) => {
        const isbn10 = body + checkCharByReference(body, isbn10HoldsByReference);
        const isbn13 = toIsbn13(isbn10);
        expect(isbn13).toBe(
          `978${body}${checkCharByReference(`978${body}`, isbn13HoldsByReference)}`,
        );
        expect(toIsbn13(isbn13)).toBe(isbn13);
      }),
    );
  });
});

describe("compactIsbn", () => {
  it("keeps the digits and an upper-case X, and drops separators", () => {
    expect(compactIsbn(" 0-8044\u00a02957\u2013x ")).toBe("080442957X");
    expect(compactIsbn("٩٧٨ ۰")).toBe("9780");
    expect(compactIsbn("978.0")).toBe("978.0");
  });
});
