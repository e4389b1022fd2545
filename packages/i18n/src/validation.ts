import {
  BOOK_LIST_MAX_BYTES,
  BOOTH_SHEET_MAX_BYTES,
  MINIMUM_AGE_YEARS,
  PASSPORT_MAX_LENGTH,
  PASSPORT_MIN_LENGTH,
} from "@rawaq/domain/limits";
import type { I18n } from "@lingui/core";

import { PASSWORD_MIN_LENGTH } from "@rawaq/domain/credentials";
import { IMAGE_MAX_BYTES } from "@rawaq/domain/files";

import type { FieldErrors, ValidationCode } from "@rawaq/domain/validation";
import { formatFileSize } from "./file-size.ts";
import { fieldLabels, validationMessages } from "./messages/validation.ts";

/**
 * The numbers a code's message states, taken from the constant its rule enforces, so the text
 * and the rule can never disagree (README, rule 10). A new limit gets a code of its own here.
 */
export function validationValues(
  i18n: I18n,
  code: ValidationCode,
): Record<string, string | number> {
  switch (code) {
    case "file_too_large":
      return { size: formatFileSize(IMAGE_MAX_BYTES, i18n) };
    case "spreadsheet_too_large":
      return { size: formatFileSize(BOOK_LIST_MAX_BYTES, i18n) };
    case "booth_sheet_too_large":
      return { size: formatFileSize(BOOTH_SHEET_MAX_BYTES, i18n) };
    case "password_too_short":
      return { min: PASSWORD_MIN_LENGTH };
    case "passport":
      return { min: PASSPORT_MIN_LENGTH, max: PASSPORT_MAX_LENGTH };
    case "too_young":
      return { years: MINIMUM_AGE_YEARS };
    default:
      return {};
  }
}

/** Turns validation codes into the spec's sentences in the i18n instance's language. */
export function translateFieldErrors(
  i18n: I18n,
  errors: FieldErrors<ValidationCode>,
): FieldErrors<string> {
  const translated: FieldErrors<string> = {};
  for (const [field, codes] of Object.entries(errors)) {
    // A nested field (`parcels.0.quantity`) reads as its last named part.
    const named = field
      .split(".")
      .reverse()
      .find((part) => !/^\d+$/.test(part));
    const label = fieldLabels[field] ?? (named ? fieldLabels[named] : undefined);
    const fieldName = label ? i18n._(label) : field;
    translated[field] = codes.map((code) =>
      i18n._({
        ...validationMessages[code],
        values: { ...validationValues(i18n, code), field: fieldName },
      }),
    );
  }
  return translated;
}
