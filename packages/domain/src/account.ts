import * as v from "valibot";
import { isCalendarDate, isoToday } from "./calendar.ts";
import { findCountry, hasState, loadStates } from "./geo/countries.ts";
import { isValidE164Phone } from "./phone.ts";
import { normalizeDigits } from "./rules.ts";
import { isValidSaudiId } from "./saudi-id.ts";
import { EmailSchema, requiredText } from "./validation.ts";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const MINIMUM_AGE_YEARS = 18;

const IsoDateSchema = v.pipe(
  v.string("required"),
  v.trim(),
  v.nonEmpty("required"),
  v.isoDate("invalid_date"),
  v.check(isCalendarDate, "invalid_date"),
);

export const LoginInputSchema = v.object({
  email: EmailSchema,
  password: v.pipe(v.string("required"), v.nonEmpty("required")),
});
export type LoginInput = v.InferOutput<typeof LoginInputSchema>;

/** The signup form's fields (spec §3) and their rules, shared by both schemas below. */
const registerEntries = {
  email: EmailSchema,
  password: v.pipe(
    v.string("required"),
    v.nonEmpty("required"),
    v.minLength(PASSWORD_MIN_LENGTH, "password_too_short"),
    v.maxLength(PASSWORD_MAX_LENGTH, "too_long"),
  ),
  password_confirmation: v.pipe(v.string("required"), v.nonEmpty("required")),
  first_name: requiredText(100),
  last_name: requiredText(100),
  phone: v.pipe(requiredText(32), v.transform(normalizeDigits), v.check(isValidE164Phone, "phone")),
  confirm_identity: v.pipe(
    requiredText(32),
    v.transform(normalizeDigits),
    v.check(isValidSaudiId, "national_id"),
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
};

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
);

/**
 * The signup form's fields as the server checks them. `personal_image` is checked separately by
 * content; `doc_image` is never sent (spec §7).
 */
export const RegisterInputSchema = v.pipeAsync(
  v.objectAsync(registerEntries),
  v.forward(
    v.partialCheck(
      [["password"], ["password_confirmation"]],
      (input) => input.password === input.password_confirmation,
      "confirmed",
    ),
    ["password_confirmation"],
  ),
  v.forwardAsync(
    v.partialCheckAsync(
      [["country"], ["city"]],
      async (input) => input.city !== "" || (await loadStates(input.country)).length === 0,
      "required",
    ),
    ["city"],
  ),
  v.forwardAsync(
    v.partialCheckAsync(
      [["country"], ["city"]],
      (input) => input.city === "" || hasState(input.country, input.city),
      "unknown_option",
    ),
    ["city"],
  ),
);

export type RegisterInput = v.InferOutput<typeof RegisterInputSchema>;

function yearsAgo(years: number, now: Date = new Date()): string {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return isoToday(date);
}
