import * as v from "valibot";
import { normalizeDigits } from "./rules.ts";

// The one reader of the numbers clients send: JSON fields, form fields, query strings, multipart
// fields and spreadsheet cells. JavaScript's own conversions read forms nobody types as numbers
// (`Number("0x1A")` is 26, `Number("1e3")` 1000, `Number("0b11")` 3, `Number("")` and
// `Number(" ")` 0, `parseInt("12abc")` 12, `Number("Infinity")`…), so a number is read here
// and nowhere else: lint refuses `Number(…)`, `parseInt` and `parseFloat` in the API's features
// and http layer, and in the web app's forms (eslint.config.js).

export interface NumberRule {
  /** The largest value accepted (the smallest is 0, or -max where `signed`). */
  max: number;
  /** Digits allowed after the decimal point: 0 (the default) for whole numbers, 2 for money. */
  decimals?: number;
  /** A leading minus or plus (coordinates); otherwise a sign is refused. */
  signed?: boolean;
  /** Thousands separators between groups of three, as people type money (`1,250.50`). */
  grouping?: boolean;
}

/**
 * A number as a client sent it, or null when it is not one by `rule`. Text may use Western,
 * Arabic-Indic or Persian digits and the Arabic decimal and thousands separators (`١٢٫٥`),
 * with spaces around it, and nothing else: no sign unless the rule allows one, no decimal point
 * unless it allows decimals, no hexadecimal, binary, octal, exponent, Infinity or inner spaces.
 * A JSON number must be finite and meet the same rule.
 */
export function readNumber(value: unknown, rule: NumberRule): number | null {
  const decimals = rule.decimals ?? 0;
  let number: number;
  if (typeof value === "number") {
    // Finite, with no more decimals than the rule allows (`1.5` where a count is meant).
    const scaled = value * 10 ** decimals;
    if (!Number.isFinite(scaled) || Math.abs(scaled - Math.round(scaled)) > 1e-6) return null;
    number = value;
  } else if (typeof value === "string") {
    const text = normalizeDigits(value)
      .trim()
      .replace(/\u066b/g, ".")
      .replace(/\u066c/g, ",")
      .replace(/^\u2212/, "-");
    const sign = rule.signed ? "[-+]?" : "";
    const whole = rule.grouping ? String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)` : String.raw`\d+`;
    const fraction = decimals > 0 ? String.raw`(?:\.\d{1,${decimals}})?` : "";
    if (!new RegExp(`^${sign}${whole}${fraction}$`).test(text)) return null;
    // The text is plain decimal digits now, the one form the conversion reads only one way.
    number = Number(text.replaceAll(",", ""));
  } else {
    return null;
  }
  if (Math.abs(number) > rule.max || (!rule.signed && number < 0)) return null;
  return Object.is(number, -0) ? 0 : number;
}

/** A whole number of any size JavaScript counts exactly (`0`, `12`, `١٢`), or null. */
export function readWholeNumber(value: unknown): number | null {
  return readNumber(value, { max: Number.MAX_SAFE_INTEGER });
}

type RangeCode = "invalid" | "positive" | "too_large";

/**
 * A whole number from `min` to `max`, from a JSON number or typed text (forms, csv cells): the
 * schema of every whole-number input. Codes: `codes.empty` (default `required`) for blank text,
 * `numeric` when it is not a whole number by {@link readNumber}, `codes.below` / `codes.above`
 * (default `invalid`) when out of range. A JSON number's minus is its own; typed text has none.
 */
export function wholeNumberSchema(
  min: number,
  max: number,
  codes: { empty?: "required" | "numeric"; below?: RangeCode; above?: RangeCode } = {},
) {
  const inRange = (check: (value: number) => boolean) => (value: number) =>
    Number.isNaN(value) || check(value);
  return v.pipe(
    v.union([v.number(), v.string()], "numeric"),
    v.check((value) => typeof value === "number" || value.trim() !== "", codes.empty ?? "required"),
    v.transform(
      (value) =>
        readNumber(value, { max: Number.MAX_SAFE_INTEGER, signed: typeof value === "number" }) ??
        Number.NaN,
    ),
    v.check((value) => !Number.isNaN(value), "numeric"),
    v.check(
      inRange((value) => value >= min),
      codes.below ?? "invalid",
    ),
    v.check(
      inRange((value) => value <= max),
      codes.above ?? "invalid",
    ),
  );
}
