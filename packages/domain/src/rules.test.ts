import { describe, expect, it } from "vitest";
import {
  DEFAULT_RULE_MESSAGES,
  SCHEMA_VALIDATION_DEBOUNCE_MS,
  defaultRuleMessage,
  email,
  formatRuleMessage,
  isEmptyValue,
  normalizeDigits,
  numeric,
  required,
  rule,
  url,
  validateField,
} from "./rules.ts";
import { VALIDATION_CODES } from "./validation.ts";

describe("required", () => {
  it.each([
    ["null", null],
    ["undefined", undefined],
    ["false", false],
    ["an empty array", []],
    ["an empty string", ""],
    ["a whitespace-only string", "  "],
    ["tabs and newlines", "\t\n"],
    ["a no-break space", "\u00a0"],
  ])("fails for %s", (_name, value) => {
    expect(required.test(value)).toBe(false);
    expect(required.code).toBe("required");
  });

  it.each([
    ["0", 0],
    ["the string 0", "0"],
    ["true", true],
    ["a word", "رواق"],
    ["padded text", "  x  "],
    ["a non-empty array", [""]],
    ["an object", {}],
    ["NaN", Number.NaN],
  ])("passes for %s", (_name, value) => {
    expect(required.test(value)).toBe(true);
  });
});

describe("numeric", () => {
  it.each([
    ["Western digits", "0123456789"],
    ["Arabic-Indic digits", "١٢٣"],
    ["all Arabic-Indic digits", "٠١٢٣٤٥٦٧٨٩"],
    ["a zero", "0"],
    ["the number 0", 0],
    ["a whole number", 12],
    ["an array of digit strings", ["1", "٢"]],
  ])("passes %s", (_name, value) => {
    expect(numeric.test(value)).toBe(true);
  });

  it.each([
    ["letters after digits", "12a"],
    ["a leading minus", "-1"],
    ["a leading plus", "+1"],
    ["a decimal point", "1.5"],
    ["an Arabic decimal separator", "١٫٥"],
    ["a thousands separator", "1,000"],
    ["a space inside", "1 2"],
    ["padding", " 12 "],
    ["a whitespace-only string", "  "],
    ["Western and Arabic-Indic mixed", "١2"],
    ["Persian digits", "۱۲۳"],
    ["a negative number", -1],
    ["a fraction", 1.5],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["a huge number written in exponent form", 1e21],
    ["a boolean", true],
    ["an array with one bad item", ["1", "x"]],
    ["a nested array that prints as digits", [["12"]]],
    ["an object that prints as digits", { toString: () => "12" }],
  ])("fails %s", (_name, value) => {
    expect(numeric.test(value)).toBe(false);
    expect(numeric.code).toBe("numeric");
  });
});

describe("email", () => {
  it.each([
    "info@example.sa",
    "first.last+fair@dar-alkalima.com.sa",
    '"odd name"@example.org',
    "admin@[192.168.100.200]",
    "admin@[10.0.0.1]",
  ])("passes %s", (value) => {
    expect(email.test(value)).toBe(true);
  });

  it.each([
    "not-an-address",
    "info@",
    "@example.sa",
    "info@example",
    "info@example.s",
    "two@@example.sa",
    "with space@example.sa",
    "info@example..sa",
    "  ",
    " info@example.sa",
    "info@example.sa!",
    "info@example.sa ",
    "admin@[1921.168.100.200]",
    "admin@[192.1681.100.200]",
    "admin@[192.168.1001.200]",
    "admin@[192.168.100.2001]",
    "admin@[a.168.100.200]",
    "admin@[192.b.100.200]",
    "admin@[192.168.c.200]",
    "admin@[192.168.100.d]",
  ])("fails %j", (value) => {
    expect(email.test(value)).toBe(false);
    expect(email.code).toBe("email");
  });

  it("fails for a value that is not text, even one that prints as an address", () => {
    expect(email.test(42)).toBe(false);
    expect(email.test([["info@example.sa"]])).toBe(false);
    expect(email.test({ toString: () => "info@example.sa" })).toBe(false);
  });
});

describe("url", () => {
  it.each([
    "https://example.sa",
    "http://example.sa/books?page=2#top",
    "https://رواق.example/معرض",
    "mailto:info@example.sa",
    "ftp://files.example.sa/list.csv",
  ])("passes %s, which has a scheme", (value) => {
    expect(url.test(value)).toBe(true);
  });

  it.each(["example.sa", "www.example.sa/books", "/books", "//example.sa", "https://", "  "])(
    "fails %j, which does not parse without a base",
    (value) => {
      expect(url.test(value)).toBe(false);
      expect(url.code).toBe("url");
    },
  );

  it("fails for a value that is not text, even one that prints as a URL", () => {
    expect(url.test(42)).toBe(false);
    expect(url.test([["https://example.sa"]])).toBe(false);
    expect(url.test({ toString: () => "https://example.sa" })).toBe(false);
  });
});

describe("empty values and the non-required rules", () => {
  it.each([null, undefined, "", []])("numeric, email and url pass %j", (value) => {
    expect(isEmptyValue(value)).toBe(true);
    expect(numeric.test(value)).toBe(true);
    expect(email.test(value)).toBe(true);
    expect(url.test(value)).toBe(true);
  });

  it.each([false, 0, "  "])("%j is not empty", (value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});

describe("validateField", () => {
  it("returns null when every rule passes", () => {
    expect(validateField("12", [required, numeric])).toBeNull();
    expect(validateField("", [])).toBeNull();
  });

  it("returns the code of the first failing rule and asks no further", () => {
    const later = rule("invalid", () => {
      throw new Error("must not run");
    });
    expect(validateField("", [required, numeric, later])).toBe("required");
    expect(validateField("12a", [required, numeric, email])).toBe("numeric");
  });

  it("lets an optional empty field pass and an optional filled one be judged", () => {
    expect(validateField("", [email])).toBeNull();
    expect(validateField("x", [email])).toBe("email");
  });

  it("runs custom rules", () => {
    const notReserved = rule("invalid", (value) => value !== "admin");
    expect(validateField("admin", [required, notReserved])).toBe("invalid");
    expect(validateField("dar", [required, notReserved])).toBeNull();
  });
});

describe("messages", () => {
  it("are the spec's sentences, word for word", () => {
    expect(DEFAULT_RULE_MESSAGES.required).toBe("The field {field} is required.");
    expect(DEFAULT_RULE_MESSAGES.numeric).toBe("The field {field} must be a numeric value.");
    expect(DEFAULT_RULE_MESSAGES.email).toBe("The field {field} must be a valid email address.");
    expect(DEFAULT_RULE_MESSAGES.url).toBe("The field {field} must be a valid URL.");
    expect(DEFAULT_RULE_MESSAGES.invalid).toBe("The field {field} is invalid.");
  });

  it("word the length codes as @rawaq/i18n does", () => {
    expect(DEFAULT_RULE_MESSAGES.too_long).toBe("The field {field} is too long.");
    expect(DEFAULT_RULE_MESSAGES.too_short).toBe("The field {field} is too short.");
  });

  it("are validation codes, and every other code falls back to the invalid sentence", () => {
    for (const code of Object.keys(DEFAULT_RULE_MESSAGES)) {
      expect(VALIDATION_CODES).toContain(code);
    }
    for (const code of VALIDATION_CODES) {
      expect(defaultRuleMessage(code)).toBe(
        code in DEFAULT_RULE_MESSAGES
          ? DEFAULT_RULE_MESSAGES[code as keyof typeof DEFAULT_RULE_MESSAGES]
          : "The field {field} is invalid.",
      );
    }
    expect(defaultRuleMessage("too_long")).toBe("The field {field} is too long.");
  });

  it("fill in the field name", () => {
    expect(formatRuleMessage(DEFAULT_RULE_MESSAGES.required, "email")).toBe(
      "The field email is required.",
    );
    expect(formatRuleMessage(DEFAULT_RULE_MESSAGES.numeric, "CR number")).toBe(
      "The field CR number must be a numeric value.",
    );
    expect(formatRuleMessage("الحقل {field} مطلوب.", "البريد الإلكتروني")).toBe(
      "الحقل البريد الإلكتروني مطلوب.",
    );
  });

  it("fill every occurrence and leave other braces alone", () => {
    expect(formatRuleMessage("{field}: {field} {other}", "zip")).toBe("zip: zip {other}");
  });
});

describe("SCHEMA_VALIDATION_DEBOUNCE_MS", () => {
  it("is the spec's 5 ms", () => {
    expect(SCHEMA_VALIDATION_DEBOUNCE_MS).toBe(5);
  });
});

describe("normalizeDigits", () => {
  it("turns Arabic-Indic digits into Latin ones", () => {
    expect(normalizeDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
  });

  it("turns Persian digits into Latin ones", () => {
    expect(normalizeDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
  });

  it("leaves Latin digits, letters, signs and separators as they are", () => {
    expect(normalizeDigits("CR-١٠١٠ رقم 22, ۳.5")).toBe("CR-1010 رقم 22, 3.5");
    expect(normalizeDigits("")).toBe("");
  });

  it("makes mixed input pass numeric", () => {
    expect(numeric.test("١2")).toBe(false);
    expect(numeric.test(normalizeDigits("١2"))).toBe(true);
  });
});
