import type { ValidationCode } from "./validation.ts";

/**
 * The generic client-side field rules of spec §5, with their English messages. A rule answers
 * one question about one value; `validateField` asks them in order and stops at the first "no".
 *
 * Only `required` judges emptiness: `numeric`, `email` and `url` pass an empty value (null,
 * undefined, "" or []), so an optional field may stay empty and a required one reports
 * "required", not "must be a valid email address".
 */
export type Rule = {
  /** Reported when `test` fails; turned into a sentence with {@link formatRuleMessage}. */
  readonly code: ValidationCode;
  /** True when the value passes. */
  readonly test: (value: unknown) => boolean;
};

/** A custom rule, e.g. `rule("invalid", (value) => value !== "admin")`. */
export function rule(code: ValidationCode, test: (value: unknown) => boolean): Rule {
  return { code, test };
}

/** The codes with an English default sentence in the kit. */
export type DefaultMessageCode = Extract<
  ValidationCode,
  "required" | "numeric" | "email" | "url" | "invalid" | "too_long" | "too_short"
>;

/**
 * The English sentences: the first five are the spec's (§5), word for word; `too_long` and
 * `too_short` are the schemas' length codes, worded as in @rawaq/i18n. The app passes translated
 * templates for every code; `{field}` stands for the field's name as users read it.
 */
export const DEFAULT_RULE_MESSAGES: Readonly<Record<DefaultMessageCode, string>> = {
  required: "The field {field} is required.",
  numeric: "The field {field} must be a numeric value.",
  email: "The field {field} must be a valid email address.",
  url: "The field {field} must be a valid URL.",
  invalid: "The field {field} is invalid.",
  too_long: "The field {field} is too long.",
  too_short: "The field {field} is too short.",
};

/** The English template for a code; codes without one read as the spec's "is invalid". */
export function defaultRuleMessage(code: ValidationCode): string {
  return code in DEFAULT_RULE_MESSAGES
    ? DEFAULT_RULE_MESSAGES[code as DefaultMessageCode]
    : DEFAULT_RULE_MESSAGES.invalid;
}

/** Fills every `{field}` of a message template with the field's name. */
export function formatRuleMessage(template: string, field: string): string {
  return template.replaceAll("{field}", field);
}

/** Schema validation in forms waits this long after the last trigger (spec §9). */
export const SCHEMA_VALIDATION_DEBOUNCE_MS = 5;

/** Nothing entered: the values `numeric`, `email` and `url` let through. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === "" ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Fails for null, undefined, false, an empty array and a blank or whitespace-only string. */
export const required: Rule = rule("required", (value) => {
  if (value === null || value === undefined || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "string") return value.trim() !== "";
  return true;
});

const WESTERN_DIGITS = /^[0-9]+$/;
const ARABIC_INDIC_DIGITS = /^[\u0660-\u0669]+$/;

/**
 * Digits only, Western (0-9) or Arabic-Indic (٠-٩): no sign, no decimal point, no spaces. One
 * script per value — "١2" fails — as in the validation library the spec's defaults come from;
 * fields that accept mixed input normalise it first with {@link normalizeDigits}. Numbers are
 * judged by their decimal string, so 12 passes and -1, 1.5 and NaN fail. Arrays pass when every
 * item does.
 */
export const numeric: Rule = rule("numeric", (value) =>
  everyItem(value, (item) => {
    if (typeof item !== "string" && typeof item !== "number") return false;
    const text = String(item);
    return WESTERN_DIGITS.test(text) || ARABIC_INDIC_DIGITS.test(text);
  }),
);

// NOTE: the generic address pattern of common form-validation libraries (vee-validate's `email`):
// a dotted local part or a quoted one, then a dotted domain with a 2+ letter top-level label, or
// a bracketed IPv4 address.
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/** A generic email address pattern, e.g. `info@example.sa`. Arrays pass when every item does. */
export const email: Rule = rule("email", (value) =>
  everyItem(value, (item) => typeof item === "string" && EMAIL_PATTERN.test(item)),
);

/**
 * Must parse with `new URL(value)`: an absolute URL with a scheme ("https://example.sa",
 * "mailto:info@example.sa"); "example.sa" fails. Arrays pass when every item does.
 */
export const url: Rule = rule("url", (value) =>
  everyItem(value, (item) => {
    if (typeof item !== "string") return false;
    try {
      new URL(item);
      return true;
    } catch {
      return false;
    }
  }),
);

function everyItem(value: unknown, test: (item: unknown) => boolean): boolean {
  if (isEmptyValue(value)) return true;
  return Array.isArray(value) ? value.every(test) : test(value);
}

/**
 * Runs the rules in order and returns the code of the first that fails (spec §5: validation
 * stops at the first failing rule), or null when the value passes them all.
 */
export function validateField(value: unknown, rules: readonly Rule[]): ValidationCode | null {
  for (const { code, test } of rules) {
    if (!test(value)) return code;
  }
  return null;
}

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/**
 * Turns Arabic-Indic (٠-٩) and Persian (۰-۹) digits into Latin ones and leaves everything else
 * as it is. Rawaq shows Latin digits in both locales but accepts what Arabic keyboards type.
 */
export function normalizeDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}
