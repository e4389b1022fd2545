import { describe, expect, it } from "vitest";
import { fc } from "../test/fast-check.ts";
import {
  SAUDI_IBAN_PATTERN,
  compactIban,
  formatIban,
  isValidIban,
  isValidSwift,
  maskIban,
} from "./iban.ts";

/**
 * The reference: ISO 13616's check on the whole number at once, with BigInt (the code works in
 * chunks small enough for floating point). Letters count as 10 (A) to 35 (Z).
 */
function mod97HoldsByReference(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = [...rearranged].map((char) => parseInt(char, 36).toString()).join("");
  return BigInt(digits) % 97n === 1n;
}
/** The IBAN of a country and account, with the check digits the standard gives it. */
function withCheckDigits(country: string, bban: string): string {
  const remainder = [...`${bban}${country}00`]
    .map((char) => BigInt(parseInt(char, 36)))
    .reduce((sum, value) => (sum * (value > 9n ? 100n : 10n) + value) % 97n, 0n);
  return `${country}${String(98n - remainder).padStart(2, "0")}${bban}`;
}

// Examples from the IBAN registry and banks' published specimens.
const VALID_IBANS = [
  ["SA0380000000608010167519", "Saudi Arabia"],
  ["SA4420000001234567891234", "Saudi Arabia"],
  ["AE070331234567890123456", "the Emirates"],
  ["BH67BMAG00001299123456", "Bahrain"],
  ["KW81CBKU0000000000001234560101", "Kuwait"],
  ["QA58DOHB00001234567890ABCDEFG", "Qatar"],
  ["EG380019000500000000263180002", "Egypt"],
  ["JO94CBJO0010000000000131000302", "Jordan"],
  ["GB82WEST12345698765432", "the United Kingdom"],
  ["DE89370400440532013000", "Germany"],
  ["FR1420041010050500013M02606", "France"],
  ["NL91ABNA0417164300", "the Netherlands"],
  ["NO9386011117947", "Norway, 15 characters, the shortest"],
  ["MT84MALT011000012345MTLCAST001S", "Malta, 31 characters"],
  ["RU0304452522540817810538091310419", "Russia, 33 characters"],
  ["GB60WEST11111111111111111111111111", "34 characters, the longest the standard allows"],
] as const;

describe("isValidIban", () => {
  it.each(VALID_IBANS)("accepts %s (%s)", (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ["sa03 8000 0000 6080 1016 7519", "lower case, in groups of four"],
    ["SA03\t8000 0000  6080 1016 7519", "tabs and double spaces"],
    ["SA٠٣٨٠٠٠٠٠٠٠٦٠٨٠١٠١٦٧٥١٩", "Arabic-Indic digits"],
    ["SA۰۳۸۰۰۰۰۰۰۰۶۰۸۰۱۰۱۶۷۵۱۹", "Persian digits"],
  ])("accepts %j (%s) as typed", (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ["SA0380000000608010167518", "last digit changed"],
    ["SA0480000000608010167519", "check digits changed"],
    ["SA0380000000608010167591", "two digits swapped"],
    ["GB82WEST12345698765433", "last digit changed"],
    ["GB82WEZT12345698765432", "a letter changed"],
    ["FR1420041010050500013N02606", "a letter in the account changed"],
  ])("refuses %s (%s): the mod-97 check fails", (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  // Each passes the mod-97 check: only the rule named fails.
  it.each([
    ["SA538000000060801016751", "Saudi IBANs are SA + 22 characters: 21 here"],
    ["SA37800000006080101675190", "Saudi IBANs are SA + 22 characters: 23 here"],
    ["NO698601111794", "at least 15 characters: 14 here"],
    ["GB23WEST111111111111111111111111111", "at most 34 characters: 35 here"],
    ["3482WEST12345698765432", "the country is two letters: digits here"],
    ["GBAKWEST12345698765432", "the check digits are digits: letters here"],
  ])("refuses %s (%s)", (iban) => {
    expect(mod97HoldsByReference(iban)).toBe(true);
    expect(isValidIban(iban)).toBe(false);
  });

  it.each([
    ["GB82WEST1234569876543-", "a hyphen"],
    ["GB82WEST12345698765432.", "a full stop after a valid IBAN"],
    ["IBAN GB82WEST12345698765432", "a word before a valid IBAN"],
    ["", "nothing"],
    ["   ", "spaces only"],
  ])("refuses %j (%s)", (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it("applies the Saudi length to Saudi IBANs only", () => {
    // Another country's IBAN that happens to end in SA is judged by the general rule.
    expect(isValidIban("MT13MALT011000012345MTLCAST00SA")).toBe(true);
    expect(isValidIban("SA2780000000608010167ABC")).toBe(true);
  });

  it("agrees with the reference on IBANs built with correct check digits", () => {
    const country = fc.stringMatching(/^[A-Z]{2}$/);
    const bban = fc.stringMatching(/^[0-9A-Z]{11,30}$/);
    fc.assert(
      fc.property(country, bban, (code, account) => {
        const iban = withCheckDigits(code, account);
        expect(mod97HoldsByReference(iban)).toBe(true);
        const saudiLengthOk = code !== "SA" || iban.length === 24;
        expect(isValidIban(iban)).toBe(saudiLengthOk);
      }),
    );
  });

  it("agrees with the reference on any IBAN-shaped text", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}\d{2}[0-9A-Z]{11,30}$/), (iban) => {
        const saudiLengthOk = !iban.startsWith("SA") || iban.length === 24;
        expect(isValidIban(iban)).toBe(saudiLengthOk && mod97HoldsByReference(iban));
      }),
    );
  });

  it("refuses any valid Saudi IBAN with one character mistyped", () => {
    const saudiIban = fc
      .stringMatching(/^\d{22}$/)
      .map((bban) => withCheckDigits("SA", bban.slice(2)));
    fc.assert(
      fc.property(
        saudiIban,
        fc.integer({ min: 2, max: 23 }),
        fc.integer({ min: 1, max: 9 }),
        (iban, place, shift) => {
          const mistyped =
            iban.slice(0, place) + ((Number(iban[place]) + shift) % 10) + iban.slice(place + 1);
          expect(isValidIban(iban)).toBe(true);
          expect(isValidIban(mistyped)).toBe(false);
        },
      ),
    );
  });
});

describe("SAUDI_IBAN_PATTERN", () => {
  it("is SA, two check digits and twenty letters or digits, nothing around", () => {
    expect(SAUDI_IBAN_PATTERN.test("SA0380000000608010167519")).toBe(true);
    expect(SAUDI_IBAN_PATTERN.test("SA2780000000608010167ABC")).toBe(true);
    expect(SAUDI_IBAN_PATTERN.test("XSA0380000000608010167519")).toBe(false);
    expect(SAUDI_IBAN_PATTERN.test("SA03800000006080101675190")).toBe(false);
    expect(SAUDI_IBAN_PATTERN.test("SA038000000060801016751")).toBe(false);
    expect(SAUDI_IBAN_PATTERN.test("SAAB80000000608010167519")).toBe(false);
    expect(SAUDI_IBAN_PATTERN.test("SA038000000060801016751-")).toBe(false);
  });
});

describe("compactIban", () => {
  it("removes every kind of space, upper-cases and turns Eastern digits into Latin ones", () => {
    expect(compactIban(" sa03 8000\t0000\n6080 1016 7519 ")).toBe("SA0380000000608010167519");
    expect(compactIban("sa٠٣ ۸۰۰۰")).toBe("SA038000");
    expect(compactIban("gb82 west")).toBe("GB82WEST");
  });
});

describe("isValidSwift", () => {
  it.each([
    ["RJHISARI", "Al Rajhi Bank"],
    ["NCBKSAJE", "the Saudi National Bank"],
    ["DEUTDEFF", "eight characters"],
    ["DEUTDEFF500", "with a branch"],
    ["BNPAFRPPXXX", "with the primary office's XXX"],
    ["rjhi sa ri", "lower case with spaces"],
    ["NCBK SAJE 0 01", "grouped with a branch"],
  ])("accepts %j (%s)", (swift) => {
    expect(isValidSwift(swift)).toBe(true);
  });

  it.each([
    ["RJHISAR", "seven characters"],
    ["RJHISARI1", "nine characters"],
    ["RJHISARI12", "ten characters"],
    ["RJHISARI1234", "twelve characters"],
    ["RJH1SARI", "a digit in the bank code"],
    ["RJHIS4RI", "a digit in the country code"],
    ["RJHISA-I", "a hyphen in the location"],
    ["RJHISARI-01", "a hyphen in the branch"],
    ["XRJHISARI", "a letter before a valid code"],
    ["", "nothing"],
  ])("refuses %j (%s)", (swift) => {
    expect(isValidSwift(swift)).toBe(false);
  });
});

describe("formatIban", () => {
  it("writes an IBAN as typed in groups of four, the way bank statements print it", () => {
    expect(formatIban("sa0380000000608010167519")).toBe("SA03 8000 0000 6080 1016 7519");
    expect(formatIban("GB82 WEST 1234 5698 7654 32")).toBe("GB82 WEST 1234 5698 7654 32");
    expect(formatIban("")).toBe("");
  });
});

describe("maskIban", () => {
  it("hides all but the last 4 characters of a Saudi IBAN, in groups of four", () => {
    expect(maskIban("SA0380000000608010167519")).toBe("•••• •••• •••• •••• •••• 7519");
    expect(maskIban("sa03 8000 0000 6080 1016 7519")).toBe("•••• •••• •••• •••• •••• 7519");
  });

  it("keeps the length, so the reader sees how long the hidden part is", () => {
    expect(maskIban("GB82WEST12345698765432")).toBe("•••• •••• •••• •••• ••54 32");
    expect(maskIban("608010167519")).toBe("•••• •••• 7519");
  });

  it("shows a value of 4 characters or fewer as it is: there is nothing to hide", () => {
    expect(maskIban("7519")).toBe("7519");
    expect(maskIban("")).toBe("");
  });

  it("changes nothing when given what it gave: the server masks, the page shows the same", () => {
    const masked = maskIban("SA0380000000608010167519");
    expect(maskIban(masked)).toBe(masked);
  });

  it("never lets through a character before the last 4", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{5,34}$/), (iban) => {
        const masked = maskIban(iban).replaceAll(" ", "");
        expect(masked).toHaveLength(iban.length);
        expect(masked.slice(-4)).toBe(iban.slice(-4));
        expect(masked.slice(0, -4)).toMatch(/^•+$/);
      }),
    );
  });
});
