import { fieldErrorsFromIssues } from "@rawaq/domain/validation";
import { translateFieldErrors } from "@rawaq/i18n/validation";
import { validator } from "hono/validator";
import * as v from "valibot";
import { apiMessages } from "../messages.ts";
import type { AppEnv } from "./context.ts";

/** Validates a JSON body with a domain schema; a failure answers 422 `{ message, errors }`. */
export function validateJson<TSchema extends v.GenericSchema>(schema: TSchema) {
  return validator("json", (value, c) => {
    const result = v.safeParse(schema, value);
    if (result.success) return result.output as v.InferOutput<TSchema>;
    const i18n = (c as unknown as { var: AppEnv["Variables"] }).var.i18n;
    return c.json(
      {
        message: i18n._(apiMessages.validationFailed),
        errors: translateFieldErrors(i18n, fieldErrorsFromIssues(result.issues)),
      },
      422,
    );
  });
}
