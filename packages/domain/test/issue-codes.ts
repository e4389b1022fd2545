import * as v from "valibot";
import { expect } from "vitest";
import {
  type FieldErrors,
  type ValidationCode,
  fieldErrorsFromIssues,
  isValidationCode,
} from "../src/validation.ts";

type Issues = readonly v.BaseIssue<unknown>[] | undefined;

/**
 * The first code of each field, as the API and the forms report them (`fieldErrorsFromIssues`),
 * after checking that every issue about a sent value carries a code of its own (validation.ts:
 * schemas carry codes as their messages). The reader's fallback to "invalid" would otherwise hide
 * a rule that lost its code.
 */
function codesFrom(issues: Issues): FieldErrors<ValidationCode> {
  for (const issue of issues ?? []) {
    if (issue.input !== undefined && issue.input !== null) {
      expect(
        isValidationCode(issue.message),
        `issue message ${JSON.stringify(issue.message)}`,
      ).toBe(true);
    }
  }
  return issues ? fieldErrorsFromIssues(issues) : {};
}

export function codesOf(schema: v.GenericSchema, input: unknown): FieldErrors<ValidationCode> {
  return codesFrom(v.safeParse(schema, input).issues);
}

export async function codesOfAsync(
  schema: v.GenericSchemaAsync,
  input: unknown,
): Promise<FieldErrors<ValidationCode>> {
  return codesFrom((await v.safeParseAsync(schema, input)).issues);
}
