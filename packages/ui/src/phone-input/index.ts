export { PhoneInput } from "./phone-input.tsx";
export type { PhoneInputChange, PhoneInputProps, PhoneInputState } from "./phone-input.tsx";
export {
  PHONE_INPUT_DEFAULTS,
  PHONE_INPUT_ERRORS,
  PHONE_INPUT_LIMITS,
  PHONE_INPUT_MODES,
} from "./constants.ts";
export type { PhoneInputErrorMessage, PhoneInputMode } from "./constants.ts";
export { createIpCountryLookup } from "./ip-country-lookup.ts";
export type { CountryCode } from "./phone-number.ts";
