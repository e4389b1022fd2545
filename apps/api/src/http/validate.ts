import { InputTooDeepError, normalizeInput, normalizeText } from "@rawaq/domain/text";
import {
  type FieldErrors,
  type ValidationCode,
  fieldErrorsFromIssues,
} from "@rawaq/domain/validation";
import { translateFieldErrors } from "@rawaq/i18n/validation";
import type { Context } from "hono";
import { validator } from "hono/validator";
import * as v from "valibot";
import type { AppEnv } from "./context.ts";
import { apiMessages } from "../messages.ts";

// Every text a client sends reaches a route through one of the readers below, and each passes it
// through the domain's normaliser first (docs/decisions/017-…): features never read the raw
// request (lint forbids `c.req.json()`, `c.req.query()`, `c.req.param()`…), so a new route
// cannot skip it.

/** 422 `{ message, errors }`, the errors translated into the request's language. */
export function invalid<E extends AppEnv>(
  c: Context<E>,
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

function malformed<E extends AppEnv>(c: Context<E>, message: typeof apiMessages.malformedJson) {
  return c.json({ message: c.var.i18n._(message) }, 400);
}

/**
 * Every JSON body of ours is an object. valibot's `object` lets an array through (it is an
 * object to `typeof`), and a schema whose fields are all optional would then accept `[]` as "no
 * change", so the shape is checked here, once, before any schema or handler sees the body.
 */
function isObjectBody(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function notAnObject<E extends AppEnv>(c: Context<E>) {
  return c.json({ message: c.var.i18n._(apiMessages.bodyNotObject) }, 422);
}

function unsupported<E extends AppEnv>(c: Context<E>) {
  return c.json({ message: c.var.i18n._(apiMessages.unsupportedMediaType) }, 415);
}

/**
 * Names that reach an object's prototype in JavaScript. No field of ours has one, and code that
 * copies a body's fields into an object (a spread, `Object.assign`, a merge) must never meet one,
 * so a body naming one, at any depth and once normalised (`__pro\u200bto__` is `__proto__`), is
 * refused whole, before any schema or route sees it (docs/decisions/060-…).
 */
const PROTOTYPE_NAMES: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** The first name in a normalised body that reaches a prototype, if any. */
function prototypeName(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  // Arrays too: their items are objects of their own.
  for (const [key, item] of Object.entries(value)) {
    if (PROTOTYPE_NAMES.has(key)) return key;
    const nested = prototypeName(item);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

function refusedName<E extends AppEnv>(c: Context<E>, name: string) {
  return c.json(
    { message: c.var.i18n._({ ...apiMessages.prototypeField, values: { name } }) },
    400,
  );
}

/**
 * A parsed body with its texts normalised; otherwise the answer: 422 when it nests too deeply to
 * be ours (the normaliser bounds the depth, so the walk for prototype names is bounded too), 400
 * when it names a prototype.
 */
function normalizedBody<E extends AppEnv>(c: Context<E>, value: unknown): unknown {
  let body: unknown;
  try {
    body = normalizeInput(value);
  } catch (error) {
    if (error instanceof InputTooDeepError) return invalid(c, {});
    throw error;
  }
  const name = prototypeName(body);
  return name === undefined ? body : refusedName(c, name);
}

/**
 * Validates a JSON body with a domain schema: a body that is not an object answers 422
 * `{ message }`, a failure of the schema 422 `{ message, errors }`.
 */
export function validateJson<TSchema extends v.GenericSchema | v.GenericSchemaAsync>(
  schema: TSchema,
) {
  // Hono parses the body (a malformed one is 400, app.ts) and hands it here.
  return validator("json", async (value, c) => {
    const context = c as unknown as Context<AppEnv>;
    if (!isJsonRequest(context)) return unsupported(context);
    const body = normalizedBody(context, value);
    if (body instanceof Response) return body;
    if (!isObjectBody(body)) return notAnObject(context);
    // Async so schemas that check a city against the lazily loaded states work here too.
    const result = await v.safeParseAsync(schema, body);
    if (result.success) return result.output as v.InferOutput<TSchema>;
    return invalid(context, fieldErrorsFromIssues(result.issues));
  });
}

function isJsonRequest<E extends AppEnv>(c: Context<E>): boolean {
  return /^application\/([a-z.+-]*\+)?json\b/i.test(c.req.header("content-type") ?? "");
}

/**
 * A JSON object body, for handlers that must check access before validating it (so another
 * organization's id answers 404 whatever is sent); 400, 415 or 422 otherwise.
 */
export async function readJsonObject<E extends AppEnv>(
  c: Context<E>,
): Promise<Record<string, unknown> | Response> {
  if (!isJsonRequest(c)) return unsupported(c);
  let parsed: unknown;
  try {
    parsed = await c.req.json();
  } catch {
    return malformed(c, apiMessages.malformedJson);
  }
  const body = normalizedBody(c, parsed);
  if (body instanceof Response) return body;
  return isObjectBody(body) ? body : notAnObject(c);
}

/**
 * Reads a multipart form: text fields as normalised strings, files as File with normalised
 * names; 400 for a body that is not the multipart it claims or that names a prototype, 415 for
 * anything else.
 */
export async function readMultipart<E extends AppEnv>(
  c: Context<E>,
): Promise<{ fields: Record<string, string>; files: Record<string, File> } | Response> {
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) return unsupported(c);
  let body: Awaited<ReturnType<typeof c.req.parseBody>>;
  try {
    body = await c.req.parseBody();
  } catch {
    return malformed(c, apiMessages.malformedBody);
  }
  const fields: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const [rawName, value] of Object.entries(body)) {
    const name = normalizeText(rawName);
    if (PROTOTYPE_NAMES.has(name)) return refusedName(c, name);
    if (typeof value === "string") fields[name] = normalizeText(value);
    else if (value instanceof File && value.size > 0) files[name] = withNormalizedName(value);
  }
  return { fields, files };
}

function withNormalizedName(file: File): File {
  const name = normalizeText(file.name);
  if (name === file.name) return file;
  return new File([file], name, { type: file.type, lastModified: file.lastModified });
}

/** The query string (one value per key, as Hono reads it), keys and values normalised. */
export function readQuery<E extends AppEnv>(c: Context<E>): Record<string, string> {
  return normalizeInput(c.req.query()) as Record<string, string>;
}
