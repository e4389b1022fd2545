import { fieldErrorsFromIssues } from "@rawaq/domain/validation";
import { translateFieldErrors } from "@rawaq/i18n/validation";
import { validator } from "hono/validator";
import * as v from "valibot";
import { apiMessages } from "../messages.ts";
import type { AppEnv } from "./context.ts";

/** Validates a JSON body with a domain schema; a failure answers 422 `{ message, errors }`. */
export function validateJson<TSchema extends v.GenericSchema>(schema: TSchema) {
  return validator("json", (value, c) => {
    const i18n = (c as unknown as { var: AppEnv["Variables"] }).var.i18n;
    if (!/^application\/([a-z.+-]*\+)?json\b/i.test(c.req.header("content-type") ?? "")) {
      return c.json({ message: i18n._(apiMessages.unsupportedMediaType) }, 415);
    }
    const result = v.safeParse(schema, value);
    if (result.success) return result.output as v.InferOutput<TSchema>;
    // An issue with no field (a body that is not an object) is said by the message alone.
    const { "": _body, ...fields } = fieldErrorsFromIssues(result.issues);
    return c.json(
      {
        message: i18n._(apiMessages.validationFailed),
        errors: translateFieldErrors(i18n, fields),
      },
      422,
    );
  });
}
