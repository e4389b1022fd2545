import * as v from "valibot";
import { cleanText } from "./text.ts";

/**
 * Why a field failed. Schemas carry these codes as their issue messages; each side of the wire
 * turns a code into the spec's sentence in the user's language (see @rawaq/i18n/validation).
 */
export const VALIDATION_CODES = [
  "required",
  "numeric",
  "email",
  "url",
  "invalid",
  "too_long",
  "too_short",
  "password_too_short",
  "confirmed",
  "phone",
  "national_id",
  "passport",
  "wrong_password",
  "same_email",
  "invalid_date",
  "future_date",
  "past_date",
  "too_young",
  "unknown_option",
  "file_type",
  "file_too_large",
  "document_file_type",
  "spreadsheet_file_type",
  "spreadsheet_too_large",
  "booth_sheet_too_large",
  "isbn",
  "isbn_prefix",
  "iban",
  "swift",
  "vat_number",
  "duplicate",
  "duplicate_in_file",
  "taken",
  "locked",
  "unknown_user",
  "has_organization",
  "date_order",
  "area_exceeded",
  "outside_plan",
  "overlap",
  "positive",
  "too_large",
  "price",
  "barcode",
  "parcel_number",
  "duplicate_parcel",
  "parcel_sum",
  "parcel_sent",
  "unknown_book",
  "labels_attached",
  "idempotency_mismatch",
  "allowance_used",
  "arabic_letters",
  "latin_letters",
  "notice_outdated",
  "rule_copies_per_title",
  "rule_parcels_per_area",
  "rule_publication_age",
  "rule_refused_titles",
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

export type FieldErrors<Message = string> = Record<string, Message[]>;

export function isValidationCode(value: string): value is ValidationCode {
  return (VALIDATION_CODES as readonly string[]).includes(value);
}

/** Groups valibot issues by the dotted path of the field they concern ("" for the root). */
export function fieldErrorsFromIssues(
  issues: readonly v.BaseIssue<unknown>[],
): FieldErrors<ValidationCode> {
  const errors: FieldErrors<ValidationCode> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? "";
    // A field that was not sent at all is a missing required field, whatever its type.
    const code =
      issue.input === undefined || issue.input === null
        ? "required"
        : isValidationCode(issue.message)
          ? issue.message
          : "invalid";
    const list = (errors[field] ??= []);
    // Validation stops at the first failing rule of a field (spec §5).
    if (list.length === 0) list.push(code);
  }
  return errors;
}

/** A trimmed string that must not be blank. */
export function requiredText(maxLength: number) {
  return v.pipe(
    v.string("required"),
    v.trim(),
    v.nonEmpty("required"),
    v.maxLength(maxLength, "too_long"),
  );
}

/**
 * More combining marks in a row than any script puts on one letter (Arabic stacks at most a
 * shadda, a vowel and a small letter; Vietnamese two accents): such a run only draws over the
 * lines around it ("zalgo" text), in a table of names or a badge.
 */
const STACKED_MARKS = /\p{M}{5,}/u;

/**
 * A name or label: invisible bidi controls removed, whitespace collapsed, required; a letter
 * buried under combining marks is invalid.
 */
export function requiredName(maxLength: number) {
  return v.pipe(
    v.string("required"),
    v.transform(cleanText),
    v.nonEmpty("required"),
    v.maxLength(maxLength, "too_long"),
    v.check((text) => !STACKED_MARKS.test(text), "invalid"),
  );
}

/**
 * A row id as the API hands them out (a UUID). Every id a client sends, in a path, a query or a
 * body, is read with this one rule; anything else names no row.
 */
export const IdSchema = v.pipe(v.string("invalid"), v.uuid("invalid"));

/** An email address, stored and compared in lower case. */
export const EmailSchema = v.pipe(requiredText(254), v.toLowerCase(), v.email("email"));

/** Any valibot schema a form or a route validates with. */
export type ValidationSchema = v.GenericSchema;

/**
 * Validates `input` with `schema` and returns the first failing code of each field, or `{}` when
 * it passes. For synchronous schemas (all of the domain's).
 */
export function schemaFieldErrors(
  schema: ValidationSchema,
  input: unknown,
): FieldErrors<ValidationCode> {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrorsFromIssues(result.issues);
}
