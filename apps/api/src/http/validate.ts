import {
  type FieldErrors,
  type ValidationCode,
  fieldErrorsFromIssues,
} from "@rawaq/domain/validation";
import { translateFieldErrors } from "@rawaq/i18n/validation";
import type { Context } from "hono";
import { validator } from "hono/validator";
import * as v from "valibot";
import { apiMessages } from "../messages.ts";
import type { AppEnv } from "./context.ts";

/** 422 `{ message, errors }`, the errors translated into the request's language. */
export function invalid(c: Context<AppEnv>, errors: FieldErrors<ValidationCode>) {
  // An issue with no field (a body that is not an object) is said by the message alone.
  const { "": _body, ...fields } = errors;
  return c.json(
    {
      message: c.var.i18n._(apiMessages.validationFailed),
      errors: translateFieldErrors(c.var.i18n, fields),
    },
    422,
  );
}

/** Validates a JSON body with a domain schema; a failure answers 422 `{ message, errors }`. */
export function validateJson<TSchema extends v.GenericSchema>(schema: TSchema) {
  return validator("json", (value, c) => {
    const context = c as unknown as Context<AppEnv>;
    if (!/^application\/([a-z.+-]*\+)?json\b/i.test(c.req.header("content-type") ?? "")) {
      return c.json({ message: context.var.i18n._(apiMessages.unsupportedMediaType) }, 415);
    }
    const result = v.safeParse(schema, value);
    if (result.success) return result.output as v.InferOutput<TSchema>;
    return invalid(context, fieldErrorsFromIssues(result.issues));
  });
}

/** Reads a multipart form: text fields as strings, files as File; 415 for anything else. */
export async function readMultipart(
  c: Context<AppEnv>,
): Promise<{ fields: Record<string, string>; files: Record<string, File> } | Response> {
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
    return c.json({ message: c.var.i18n._(apiMessages.unsupportedMediaType) }, 415);
  }
  const body = await c.req.parseBody();
  const fields: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === "string") fields[name] = value;
    else if (value instanceof File && value.size > 0) files[name] = value;
  }
  return { fields, files };
}
