import type { I18n } from "@lingui/core";
import type { FieldErrors, ValidationCode } from "@rawaq/domain/validation";
import { fieldLabels, validationMessages } from "./messages/validation.ts";

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
      i18n._({ ...validationMessages[code], values: { field: fieldName } }),
    );
  }
  return translated;
}
