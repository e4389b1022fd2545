// NOTE: the only module of the kit that imports libphonenumber-js. Its metadata is the bulk of the
// phone input's weight, so it must stay behind `@rawaq/ui/phone-input`, which the app lazy-loads.
//
// `max` metadata, not `min`: with `min` a number is "valid" as soon as its length is possible
// (+971 90 123 4567 passes); `max` carries each country's number patterns, which is what "parses
// to a valid number for the country" means. Measured: +20.5 KB gzip (min 35.4 KB, max 55.9 KB).
import { AsYouType, getCountries, getCountryCallingCode } from "libphonenumber-js/max";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { CountryCode, NumberFormat, PhoneNumber } from "libphonenumber-js/max";
import metadata from "libphonenumber-js/metadata.max.json";
import { PHONE_INPUT_LIMITS } from "./constants.ts";
import type { PhoneInputMode } from "./constants.ts";
import { normalizeDigits } from "@rawaq/domain/rules";
import { significantCharacters, splitExtension } from "./phone-text.ts";

export type { CountryCode };

/** Every country libphonenumber knows (245), each of which has a flag. */
export const ALL_COUNTRIES: readonly CountryCode[] = getCountries();

const ALL_COUNTRY_SET = new Set<string>(ALL_COUNTRIES);

export function toCountryCode(code: string | undefined): CountryCode | undefined {
  const upper = code?.trim().toUpperCase();
  return upper && ALL_COUNTRY_SET.has(upper) ? (upper as CountryCode) : undefined;
}

export function callingCodeOf(country: CountryCode): string {
  return getCountryCallingCode(country);
}

const CALLING_CODES = Object.keys(metadata.country_calling_codes);

/** The first country the metadata lists for a calling code is its main one (+1 → US, +7 → RU). */
function mainCountryOf(callingCode: string): CountryCode | undefined {
  return toCountryCode(metadata.country_calling_codes[callingCode]?.[0]);
}

/** No calling code is, or begins with, the digits typed after `+`: they can never become one. */
function isUnknownCallingCode(digits: string): boolean {
  if (digits === "") return false;
  return !CALLING_CODES.some((code) => digits.startsWith(code) || code.startsWith(digits));
}

export type PhoneAnalysis = {
  /** Typed with `+` or an international prefix (`00`). */
  isInternational: boolean;
  /** The digits after `+` match no calling code (`+999…`). */
  isCallingCodeUnknown: boolean;
  callingCode: string | undefined;
  /** The country the number belongs to: inferred from its calling code, else the selected one. */
  country: CountryCode | undefined;
  /** The national significant number typed so far. */
  nationalDigits: string;
  extension: string | undefined;
  /** The parsed number once it has at least `minDigits` national digits. */
  number: PhoneNumber | undefined;
  /** `+<calling code><national digits>` once there are `minDigits` national digits, else "". */
  e164: string;
  /** Valid for its country, that country is allowed, and the extension is not too long. */
  isValid: boolean;
  /** The "as you type" rendering of the number (without the extension). */
  asYouType: string;
};

export function analysePhone(
  text: string,
  selected: CountryCode | undefined,
  isAllowed: (country: CountryCode) => boolean,
): PhoneAnalysis {
  const normalized = normalizeDigits(text).slice(0, PHONE_INPUT_LIMITS.maxExtractedLength);
  const { main, extension } = splitExtension(normalized);
  const significant = significantCharacters(main);
  // NOTE: getNationalNumber() is documented in the README but missing from the typings (1.13).
  const typer = new AsYouType(selected) as AsYouType & { getNationalNumber(): string };
  const asYouType = typer.input(main);
  const isInternational = typer.isInternational() || significant.startsWith("+");
  const internationalDigits = significant.startsWith("+")
    ? significant.slice(1).replaceAll("+", "")
    : significant.replace(/^00/, "");
  const isCallingCodeUnknown = isInternational && isUnknownCallingCode(internationalDigits);
  const callingCode = typer.getCallingCode();

  let country = typer.getCountry();
  if (isInternational && !country && callingCode) {
    // The shared +1, +7, +44…: keep the user's choice when it shares the code.
    country =
      selected && callingCodeOf(selected) === callingCode ? selected : mainCountryOf(callingCode);
  }
  if (!isInternational) country = country ?? selected;

  const nationalDigits = typer.getNationalNumber();
  const number =
    nationalDigits.length >= PHONE_INPUT_LIMITS.minDigits && !isCallingCodeUnknown
      ? parsePhoneNumberFromString(
          extension ? `${main} ext. ${extension}` : main,
          isInternational ? undefined : selected,
        )
      : undefined;
  if (number?.country) country = number.country;

  const isValid =
    number !== undefined &&
    number.isValid() &&
    number.country !== undefined &&
    isAllowed(number.country) &&
    nationalDigits.length <= PHONE_INPUT_LIMITS.maxNationalDigits &&
    (extension ?? "").length <= PHONE_INPUT_LIMITS.maxExtensionDigits;

  // The parser keeps the national prefix of an incomplete number (+966050); the typer does not.
  const numberCallingCode = callingCode ?? (country ? callingCodeOf(country) : undefined);
  const e164 = isValid
    ? (number?.number ?? "")
    : number && numberCallingCode
      ? `+${numberCallingCode}${nationalDigits}`
      : "";

  return {
    isInternational,
    isCallingCodeUnknown,
    callingCode,
    country,
    nationalDigits,
    extension,
    number,
    e164,
    isValid,
    asYouType,
  };
}

const FORMAT: Record<Exclude<PhoneInputMode, "auto">, NumberFormat> = {
  national: "NATIONAL",
  international: "INTERNATIONAL",
  "e.164": "E.164",
  rfc3966: "RFC3966",
  idd: "IDD",
};

/**
 * A valid number in the display mode; `home` is where an IDD number is dialled from. Without
 * `withExtension` the extension is left out (the field keeps it as the user typed it).
 */
export function formatNumber(
  analysis: PhoneAnalysis,
  mode: PhoneInputMode,
  home: CountryCode | undefined,
  withExtension = true,
): string | undefined {
  const { number } = analysis;
  if (!number) return undefined;
  const format: NumberFormat =
    mode === "auto" ? (analysis.isInternational ? "INTERNATIONAL" : "NATIONAL") : FORMAT[mode];
  const options = withExtension ? {} : { formatExtension: (formatted: string) => formatted };
  if (format === "IDD") {
    return (
      (home && number.format("IDD", { ...options, fromCountry: home })) ||
      number.format("INTERNATIONAL", options)
    );
  }
  const formatted = number.format(format, options);
  return withExtension ? formatted : formatted.replace(/;ext=\d*$/, "");
}

/**
 * What the input shows: a valid number in the display mode, anything else formatted as typed
 * (E.164 stays compact), an unknown calling code untouched.
 */
export function displayText(
  text: string,
  analysis: PhoneAnalysis,
  mode: PhoneInputMode,
  home: CountryCode | undefined,
): string {
  const normalized = normalizeDigits(text);
  if (analysis.isCallingCodeUnknown) return normalized;
  const { main, extension } = splitExtension(normalized);
  const number = analysis.isValid
    ? (formatNumber(analysis, mode, home, false) ?? main)
    : mode === "e.164"
      ? significantCharacters(main)
      : analysis.asYouType;
  if (number === "" && main.trim() !== "") return normalized;
  if (extension === undefined) return number;
  // The extension stays as typed ("x12", "ext. 12"), one space after the number.
  return `${number} ${normalized.slice(main.length).trimStart()}`;
}
