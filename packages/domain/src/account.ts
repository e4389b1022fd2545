import * as v from "valibot";
import { PRIVACY_NOTICE_VERSION } from "./privacy.ts";
import { isCalendarDate, isoToday } from "./calendar.ts";
import { cityOfCountry } from "./geo/city-rule.ts";
import { findCountry } from "./geo/countries.ts";
import { isValidE164Phone } from "./phone.ts";
import { normalizeDigits } from "./rules.ts";
import { MINIMUM_AGE_YEARS, PASSPORT_MAX_LENGTH, PASSPORT_MIN_LENGTH } from "./limits.ts";
import { isValidSaudiId } from "./saudi-id.ts";
import { PasswordSchema } from "./credentials.ts";
import { EmailSchema, requiredName, requiredText } from "./validation.ts";

/** Where the user lives decides the identity they give: a Saudi ID or iqama, or a passport. */
export const IDENTITY_TYPES = ["national_id", "passport"] as const;
export type IdentityType = (typeof IDENTITY_TYPES)[number];

/** The identity rule for a user who lives in `countryId` (docs/decisions/020-…). */
export function identityTypeFor(countryId: string): IdentityType {
  return countryId === "SA" ? "national_id" : "passport";
}

/**
 * An identity number in its stored form: Latin digits, spaces and hyphens dropped, letters in
 * capitals (a Saudi ID passes its check only as ten digits, so this leaves it as it is).
 */
export function normalizeIdentityNumber(value: string): string {
  return normalizeDigits(value).replace(/[\s-]/g, "").toUpperCase();
}

const PASSPORT_NUMBER = new RegExp(`^[A-Z0-9]{${PASSPORT_MIN_LENGTH},${PASSPORT_MAX_LENGTH}}$`);

/**
 * A passport number (ICAO 9303: letters and digits; 9 in the machine-readable zone, a few
 * countries print longer ones): 6 to 12 Latin letters and digits once normalised.
 */
export function isValidPassportNumber(value: string): boolean {
  return PASSPORT_NUMBER.test(normalizeIdentityNumber(value));
}

/** Whether an identity number passes the rule of the country the user lives in. */
export function isValidIdentityNumber(countryId: string, value: string): boolean {
  return identityTypeFor(countryId) === "national_id"
    ? isValidSaudiId(normalizeDigits(value))
    : isValidPassportNumber(value);
}

const IsoDateSchema = v.pipe(
  v.string("required"),
  v.trim(),
  v.nonEmpty("required"),
  v.isoDate("invalid_date"),
  v.check(isCalendarDate, "invalid_date"),
);

/** The signup form's fields (spec §3) and their rules, shared by both schemas below. */
const registerEntries = {
  email: EmailSchema,
  password: PasswordSchema,
  password_confirmation: v.pipe(v.string("required"), v.nonEmpty("required")),
  first_name: requiredName(100),
  last_name: requiredName(100),
  phone: v.pipe(requiredText(32), v.transform(normalizeDigits), v.check(isValidE164Phone, "phone")),
  // Checked with the country below: a Saudi ID or iqama in Saudi Arabia, a passport elsewhere.
  confirm_identity: v.pipe(requiredText(32), v.transform(normalizeDigits)),
  /** The passport's issuing country; asked only when the user lives outside Saudi Arabia. */
  identity_country: v.pipe(
    v.optional(v.string("invalid"), ""),
    v.trim(),
    v.maxLength(8, "too_long"),
  ),
  identity_expiration_date: v.pipe(
    IsoDateSchema,
    v.check((date) => date > isoToday(), "future_date"),
  ),
  date_of_birth: v.pipe(
    IsoDateSchema,
    v.check((date) => date < isoToday(), "past_date"),
    v.check((date) => date <= yearsAgo(MINIMUM_AGE_YEARS), "too_young"),
  ),
  country: v.pipe(
    requiredText(8),
    v.check((id) => findCountry(id) !== undefined, "unknown_option"),
  ),
  // Required only where the country has cities: checked with the country below.
  city: v.pipe(v.optional(v.string("invalid"), ""), v.trim(), v.maxLength(40, "too_long")),
  district: requiredText(100),
  street: requiredText(200),
  /**
   * The privacy notice's version the person read and agreed to (issue 31). Optional for the
   * spec's clients, which do not know it; the app's form always sends it, and an older version
   * is refused so that nobody agrees to a text that is no longer the notice.
   */
  privacy_notice_version: v.optional(v.literal(PRIVACY_NOTICE_VERSION, "notice_outdated")),
};

type IdentityFields = { country: string; confirm_identity: string; identity_country: string };

/**
 * The stored identity: the type the country decides, the number in its canonical form, and the
 * issuing country for a passport only.
 */
function withIdentity<T extends IdentityFields>(input: T) {
  const identity_type = identityTypeFor(input.country);
  return {
    ...input,
    identity_type,
    confirm_identity: normalizeIdentityNumber(input.confirm_identity),
    identity_country: identity_type === "passport" ? input.identity_country : "",
  };
}

/**
 * The signup form's fields (spec §3) as the browser checks them: everything the server checks
 * except that the city belongs to the country, which needs the lazily loaded states.
 */
export const SignupFormSchema = v.pipe(
  v.object(registerEntries),
  v.forward(
    v.partialCheck(
      [["password"], ["password_confirmation"]],
      (input) => input.password === input.password_confirmation,
      "confirmed",
    ),
    ["password_confirmation"],
  ),
  // The identity number's rule follows the country; the code says which rule failed.
  v.forward(
    v.partialCheck(
      [["country"], ["confirm_identity"]],
      // Against an unknown country there is no rule to apply; the country's own error says why.
      (input) =>
        findCountry(input.country) === undefined ||
        isValidIdentityNumber(input.country, input.confirm_identity),
      (issue) =>
        identityTypeFor((issue.input as IdentityFields).country) === "national_id"
          ? "national_id"
          : "passport",
    ),
    ["confirm_identity"],
  ),
  // A passport names the country that issued it.
  v.forward(
    v.partialCheck(
      [["country"], ["identity_country"]],
      (input) =>
        findCountry(input.country) === undefined ||
        identityTypeFor(input.country) === "national_id" ||
        findCountry(input.identity_country) !== undefined,
      (issue) =>
        (issue.input as Partial<IdentityFields>).identity_country ? "unknown_option" : "required",
    ),
    ["identity_country"],
  ),
);

/**
 * The signup form's fields as the server checks them: the browser's rules, then the city against
 * the country's list. `personal_image` is checked separately by content; `doc_image` is never
 * sent (spec §7).
 */
export const RegisterInputSchema = v.pipeAsync(
  SignupFormSchema,
  cityOfCountry(),
  v.transform(withIdentity),
);

export type RegisterInput = v.InferOutput<typeof RegisterInputSchema>;

/** The profile's editable fields: name, phone, where the user lives. */
const profileEntries = {
  first_name: registerEntries.first_name,
  last_name: registerEntries.last_name,
  phone: registerEntries.phone,
  country: registerEntries.country,
  city: registerEntries.city,
  district: registerEntries.district,
  street: registerEntries.street,
};

/** The profile form as the browser checks it (the city's list is checked by the server). */
export const ProfileFormSchema = v.object(profileEntries);

/** PATCH profile: the editable fields, the city checked against the country's list. */
export const ProfileInputSchema = v.pipeAsync(ProfileFormSchema, cityOfCountry());
export type ProfileInput = v.InferOutput<typeof ProfileInputSchema>;

/** The same calendar day `years` ago; 28 February when that day is a 29 February that never was. */
function yearsAgo(years: number, now: Date = new Date()): string {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  // setUTCFullYear rolls a missing 29 February over to 1 March, a day after the birthday.
  if (date.getUTCDate() !== now.getUTCDate()) date.setUTCDate(0);
  return isoToday(date);
}
