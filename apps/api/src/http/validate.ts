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
export function invalid(
  c: Context<AppEnv>,
  errors: FieldErrors<ValidationCode>,
  message: string = c.var.i18n._(apiMessages.validationFailed),
) {
  // An issue with no field (a body that is not an object) is said by the message alone.
  const { "": _body, ...fields } = errors;
  return c.json(
    {
      message,
      errors: translateFieldErrors(c.var.i18n, fields),
    },
    422,
  );
}

/** Validates a JSON body with a domain schema; a failure answers 422 `{ message, errors }`. */
export function validateJson<TSchema extends v.GenericSchema | v.GenericSchemaAsync>(
  schema: TSchema,
) {
  return validator("json", async (value, c) => {
    const context = c as unknown as Context<AppEnv>;
    if (!isJsonRequest(context)) {
      return c.json({ message: context.var.i18n._(apiMessages.unsupportedMediaType) }, 415);
    }
    // Async so schemas that check a city against the lazily loaded states work here too.
    const result = await v.safeParseAsync(schema, value);
    if (result.success) return result.output as v.InferOutput<TSchema>;
    return invalid(context, fieldErrorsFromIssues(result.issues));
  });
}

function isJsonRequest(c: Context<AppEnv>): boolean {
  return /^application\/([a-z.+-]*\+)?json\b/i.test(c.req.header("content-type") ?? "");
}

/**
 * A JSON object body, for handlers that must check access before validating it (so another
 * organization's id answers 404 whatever is sent); 415 or 422 otherwise.
 */
export async function readJsonObject(
  c: Context<AppEnv>,
): Promise<Record<string, unknown> | Response> {
  if (!isJsonRequest(c)) {
    return c.json({ message: c.var.i18n._(apiMessages.unsupportedMediaType) }, 415);
  }
  const body: unknown = await c.req.json();
  if (typeof body !== "object" || body === null || Array.isArray(body)) return invalid(c, {});
  return body as Record<string, unknown>;
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
