import { normalizeDigits } from "./rules.ts";

/** Saudi IBANs: SA, two check digits, then 20 characters (bank code and account). */
export const SAUDI_IBAN_PATTERN = /^SA\d{2}[0-9A-Z]{20}$/;

/** An IBAN as typed (spaces, lower case, Arabic-Indic digits) in its compact upper-case form. */
export function compactIban(value: string): string {
  return normalizeDigits(value).replace(/\s+/g, "").toUpperCase();
}

/** ISO 13616 mod-97 check: the rearranged number, letters as 10–35, leaves remainder 1. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char >= "A" ? char.charCodeAt(0) - 55 : Number(char);
    remainder = Number(`${remainder}${code}`) % 97;
  }
  return remainder;
}

/**
 * Whether a compact IBAN is well formed with a correct check: Saudi IBANs must be SA + 22
 * characters; other countries' IBANs are checked by shape (15–34 characters) and mod-97.
 */
export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[0-9A-Z]{11,30}$/.test(iban)) return false;
  if (iban.startsWith("SA") && !SAUDI_IBAN_PATTERN.test(iban)) return false;
  return mod97(iban) === 1;
}

/** SWIFT/BIC: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function isValidSwift(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[0-9A-Z]{2}([0-9A-Z]{3})?$/.test(
    value.replace(/\s+/g, "").toUpperCase(),
  );
}

/** An IBAN as people read it: compact, upper case, in groups of four ("SA03 8000 0000 …"). */
export function formatIban(value: string): string {
  return (
    compactIban(value)
      .match(/.{1,4}/g)
      ?.join(" ") ?? ""
  );
}

/**
 * An IBAN (or account number) with all but its last 4 characters hidden, in groups of four:
 * "•••• •••• •••• •••• •••• 7519". Masking a masked value changes nothing, so the server can
 * send it masked and the page can show it the same way.
 */
export function maskIban(value: string): string {
  const compact = compactIban(value);
  if (compact.length <= 4) return compact;
  return formatIban("•".repeat(compact.length - 4) + compact.slice(-4));
}

/**
 * A Saudi VAT registration number (ZATCA): 15 digits, the first and the last 3. Arabic-Indic
 * digits and spaces are accepted as typed.
 */
export const SAUDI_VAT_NUMBER_PATTERN = /^3\d{13}3$/;

export function compactVatNumber(value: string): string {
  return normalizeDigits(value).replace(/[\s-]/g, "");
}
