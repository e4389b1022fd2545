import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/** Whether the value is an E.164 number (`+9665…`) that is valid for its country. */
export function isValidE164Phone(value: string): boolean {
  if (!/^\+[1-9]\d{1,14}$/.test(value)) return false;
  return parsePhoneNumberFromString(value)?.isValid() ?? false;
}
