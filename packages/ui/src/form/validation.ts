import { defaultRuleMessage, formatRuleMessage, validateField } from "@rawaq/domain/rules";
import type { Rule } from "@rawaq/domain/rules";
import { schemaFieldErrors } from "@rawaq/domain/validation";
import type { ValidationCode, ValidationSchema } from "@rawaq/domain/validation";
import { parseCellPath, valueAt } from "./field-paths.ts";
import { cellPathsOf } from "./row-keys.ts";
import type { FormValues } from "./types.ts";

/**
 * Each field's verdict: its rules', the schema's and the server's, and how a verdict reads.
 * Pure functions from statuses to statuses; the hook holds them in state.
 */

export type FieldStatus = {
  /** Validated at least once: only then do schema results show on it. */
  isTouched: boolean;
  rule: ValidationCode | null;
  schema: ValidationCode | null;
  /** The server's message and the value it judged. */
  server: { message: string; value: unknown } | null;
};

export type Statuses = Readonly<Record<string, FieldStatus | undefined>>;

export const EMPTY_STATUS: FieldStatus = {
  isTouched: false,
  rule: null,
  schema: null,
  server: null,
};

/** The rules of a field or, by its column, of a cell. */
export type RulesOf = (path: string) => readonly Rule[];

/** The statuses with `paths` judged by their rules; a server verdict on a changed value goes. */
export function withJudged(
  previous: Statuses,
  current: FormValues,
  paths: Iterable<string>,
  rulesOf: RulesOf,
): Statuses {
  const next: Record<string, FieldStatus | undefined> = { ...previous };
  for (const path of paths) {
    const before = previous[path] ?? EMPTY_STATUS;
    const value = valueAt(current, path);
    next[path] = {
      ...before,
      isTouched: true,
      rule: validateField(value, rulesOf(path)),
      // The server judged a value the user has since replaced.
      server: before.server && Object.is(before.server.value, value) ? before.server : null,
    };
  }
  return next;
}

/** The schema's verdict, shown on the fields already validated only. */
export function withSchemaErrors(
  previous: Statuses,
  schemaErrors: Readonly<Record<string, readonly ValidationCode[]>>,
): Statuses {
  const next: Record<string, FieldStatus | undefined> = { ...previous };
  for (const [name, status] of Object.entries(previous)) {
    if (status?.isTouched) next[name] = { ...status, schema: schemaErrors[name]?.[0] ?? null };
  }
  return next;
}

/**
 * A submit's verdict on every field and cell: each judged afresh by its rules and the schema
 * (the server's previous verdict no longer stands), and the invalid paths in the form's order.
 */
export function submitVerdict(
  names: readonly string[],
  current: FormValues,
  rulesOf: RulesOf,
  schema: ValidationSchema | undefined,
): { statuses: Statuses; invalid: string[] } {
  const schemaErrors = schema ? schemaFieldErrors(schema, current) : {};
  const statuses: Record<string, FieldStatus> = {};
  const invalid: string[] = [];
  for (const name of names) {
    for (const path of [name, ...cellPathsOf(current, name)]) {
      const rule = validateField(valueAt(current, path), rulesOf(path));
      const schemaCode = schemaErrors[path]?.[0] ?? null;
      statuses[path] = { isTouched: true, rule, schema: schemaCode, server: null };
      if (rule ?? schemaCode) invalid.push(path);
    }
  }
  return { statuses, invalid };
}

/**
 * The values `onSubmit` receives once every field passed: each field the schema knows as the
 * schema's parsed output (its transforms applied once, here), the others as typed.
 */
export async function parsedValues(
  schema: ValidationSchema | undefined,
  current: FormValues,
): Promise<FormValues> {
  if (!schema) return current;
  const result = await schema["~standard"].validate(current);
  // Only an issue no field of the form shows gets here (a key the form lacks): the values go
  // as typed and the server's answer says what is wrong, as it did before forms parsed.
  if (result.issues) return current;
  return { ...current, ...(result.value as FormValues) };
}

/** How a verdict reads: the rule's or schema's code in the app's words, else the server's. */
export function messageOf(
  status: FieldStatus | undefined,
  path: string,
  messages: Partial<Record<ValidationCode, string>> | undefined,
  labels: Partial<Record<string, string>>,
): string | undefined {
  const code = status ? (status.rule ?? status.schema) : null;
  if (!code) return status?.server?.message;
  const column = parseCellPath(path)?.column;
  const label = labels[path] ?? (column === undefined ? path : (labels[column] ?? column));
  return formatRuleMessage(messages?.[code] ?? defaultRuleMessage(code), label);
}
