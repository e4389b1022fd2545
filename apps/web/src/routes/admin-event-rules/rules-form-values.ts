import { type FairRule, type FairRules, FairRulesSchema } from "@rawaq/domain/fair-rules";
import { type Rule, rule } from "@rawaq/domain/rules";
import { VALIDATION_CODES, type ValidationCode, isValidationCode } from "@rawaq/domain/validation";

/**
 * The rules form's fields: FairRulesSchema's values, one level deep. Each rule's switch is named
 * after the rule (`copies_per_title`), each value after its key (`max_copies`), as typed: numbers
 * as text (Arabic-Indic digits too), the fair's languages as one comma-separated line.
 */
export type RulesFormValues = {
  copies_per_title: boolean;
  max_copies: string;
  parcels_per_area: boolean;
  parcels: string;
  per_square_metres: string;
  publication_age: boolean;
  max_years: string;
  refused_titles: boolean;
  fair_languages: boolean;
  languages: string;
};

/** The form's fields as the rules hold them. */
export function formValuesOf(rules: FairRules, locale: string): RulesFormValues {
  return {
    copies_per_title: rules.copies_per_title.enabled,
    max_copies: String(rules.copies_per_title.max_copies),
    parcels_per_area: rules.parcels_per_area.enabled,
    parcels: String(rules.parcels_per_area.parcels),
    per_square_metres: String(rules.parcels_per_area.per_square_metres),
    publication_age: rules.publication_age.enabled,
    max_years: String(rules.publication_age.max_years),
    refused_titles: rules.refused_titles.enabled,
    fair_languages: rules.fair_languages.enabled,
    // A field's value, read back by splitLanguages: the separator the reader types.
    languages: rules.fair_languages.languages.join(locale === "ar" ? "، " : ", "),
  };
}

/** The names in a comma-separated line; the Arabic comma «،» separates them too. */
export function splitLanguages(text: string): string[] {
  return text
    .split(/[,،]/)
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

/** What FairRulesSchema reads of the form: each rule's switch and its values as typed. */
function typedRules(values: RulesFormValues) {
  return {
    copies_per_title: { enabled: values.copies_per_title, max_copies: values.max_copies },
    parcels_per_area: {
      enabled: values.parcels_per_area,
      parcels: values.parcels,
      per_square_metres: values.per_square_metres,
    },
    publication_age: { enabled: values.publication_age, max_years: values.max_years },
    refused_titles: { enabled: values.refused_titles },
    fair_languages: { enabled: values.fair_languages, languages: splitLanguages(values.languages) },
  } satisfies Record<FairRule, unknown>;
}

type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: readonly { readonly message: string }[] };

/** A domain schema as Standard Schema exposes it: the web app validates through that alone. */
interface FieldSchema<Output = unknown> {
  readonly "~standard": {
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
  };
}

/** The schema's output for `value`, or null where it finds an issue (the domain's are synchronous). */
function parsed<Output>(schema: FieldSchema<Output>, value: unknown): Output | null {
  const result = schema["~standard"].validate(value);
  if (result instanceof Promise || result.issues) return null;
  return result.value;
}

/**
 * The rules the form's values set, read by FairRulesSchema (numbers from their text, names
 * cleaned), or null while a value is not valid.
 */
export function rulesOf(values: RulesFormValues): FairRules | null {
  return parsed(FairRulesSchema, typedRules(values));
}

/**
 * The rules as the form states them: each rule as typed where its values are valid, as saved
 * where they are not yet, so the statement under a rule follows what is typed.
 */
export function previewRules(values: RulesFormValues, saved: FairRules): FairRules {
  const typed = typedRules(values);
  const { entries } = FairRulesSchema;
  return {
    copies_per_title:
      parsed(entries.copies_per_title, typed.copies_per_title) ?? saved.copies_per_title,
    parcels_per_area:
      parsed(entries.parcels_per_area, typed.parcels_per_area) ?? saved.parcels_per_area,
    publication_age:
      parsed(entries.publication_age, typed.publication_age) ?? saved.publication_age,
    refused_titles: parsed(entries.refused_titles, typed.refused_titles) ?? saved.refused_titles,
    fair_languages: parsed(entries.fair_languages, typed.fair_languages) ?? saved.fair_languages,
  };
}

/** The code of the first issue `schema` finds in `value`, or null when it passes. */
function firstIssueCode(schema: FieldSchema, value: unknown): ValidationCode | null {
  const result = schema["~standard"].validate(value);
  // NOTE: the domain's schemas are synchronous (validation.ts, schemaFieldErrors).
  if (result instanceof Promise) return null;
  const message = result.issues?.[0]?.message;
  if (message === undefined) return null;
  return isValidationCode(message) ? message : "invalid";
}

/**
 * The kit's field rules for a value FairRulesSchema judges one level down: the field fails with
 * the code of the schema's first issue. The kit asks a field's rules in order and reports the
 * first that fails, so one rule per code, each failing on its own code only, reports the
 * schema's; the last verdict is kept, as every rule asks about the same value in turn.
 */
function judgedBy(schema: FieldSchema, read: (value: unknown) => unknown = (value) => value) {
  let last: { value: unknown; code: ValidationCode | null } | null = null;
  const codeOf = (value: unknown) => {
    if (!last || !Object.is(last.value, value)) {
      last = { value, code: firstIssueCode(schema, read(value)) };
    }
    return last.code;
  };
  return VALIDATION_CODES.map((code): Rule => rule(code, (value) => codeOf(value) !== code));
}

const { entries } = FairRulesSchema;

/** Each value's rules: its part of FairRulesSchema (the switches are booleans, always valid). */
export const rulesFormRules = {
  max_copies: judgedBy(entries.copies_per_title.entries.max_copies),
  parcels: judgedBy(entries.parcels_per_area.entries.parcels),
  per_square_metres: judgedBy(entries.parcels_per_area.entries.per_square_metres),
  max_years: judgedBy(entries.publication_age.entries.max_years),
  languages: judgedBy(entries.fair_languages.entries.languages, (value) =>
    splitLanguages(String(value)),
  ),
} satisfies Partial<Record<keyof RulesFormValues, readonly Rule[]>>;

/**
 * The API's 422 errors, named as FairRulesSchema names them (`copies_per_title.max_copies`,
 * `fair_languages.languages.2`), on the form's fields (`max_copies`, `languages`).
 */
export function formErrorsOf(
  errors: Readonly<Record<string, readonly string[]>>,
): Record<string, string[]> {
  const named: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const [ruleName = path, key] = path.split(".");
    const field = key === undefined || key === "enabled" ? ruleName : key;
    named[field] ??= [...messages];
  }
  return named;
}
