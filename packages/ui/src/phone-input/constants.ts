/**
 * The phone input's limits and texts, to the letter of the spec (§5, §8, §9). Exported so the app,
 * its schemas and the tests read the same numbers instead of repeating them.
 */
export const PHONE_INPUT_LIMITS = {
  /** The input's maxlength, in characters. */
  maxInputLength: 25,
  /** Fewer national digits than this is no number at all (nothing is emitted as E.164). */
  minDigits: 2,
  /** A keystroke that would make the national (significant) number longer is refused. */
  maxNationalDigits: 17,
  /** A longer extension makes the number invalid. */
  maxExtensionDigits: 20,
  /** Pasted or given text is cut to this many characters before a number is looked for in it. */
  maxExtractedLength: 250,
  /** Type-to-find in the open list forgets the typed letters after this much quiet, in ms. */
  typeToFindResetMs: 700,
  /** The list opens above the field when less than this remains below it, in px. */
  minSpaceBelowPx: 200,
} as const;

export const PHONE_INPUT_DEFAULTS = {
  placeholder: "Enter a phone number",
  name: "telephone",
  type: "tel",
  mode: "auto",
  /** The last-resort default country when the browser's locale names no usable region. */
  fallbackCountry: "SA",
} as const;

/** The messages `onError` receives, exactly as the spec's error catalogue (§8) words them. */
export const PHONE_INPUT_ERRORS = {
  countryFetch: "unable to fetch the country",
  unknownCountry: "Unknown country",
  unknownCallingCode: "Unknown calling code",
} as const;

export type PhoneInputErrorMessage = (typeof PHONE_INPUT_ERRORS)[keyof typeof PHONE_INPUT_ERRORS];

export const PHONE_INPUT_MODES = [
  "auto",
  "national",
  "international",
  "e.164",
  "rfc3966",
  "idd",
] as const;

/**
 * `auto` follows the user: international when they typed `+` (or an international prefix such
 * as `00`), national otherwise. The other modes format a complete, valid number that way.
 */
export type PhoneInputMode = (typeof PHONE_INPUT_MODES)[number];

/** The spec: an invalid mode falls back to international. */
export function resolveMode(mode: string | undefined): PhoneInputMode {
  if (mode === undefined) return PHONE_INPUT_DEFAULTS.mode;
  return (PHONE_INPUT_MODES as readonly string[]).includes(mode)
    ? (mode as PhoneInputMode)
    : "international";
}
