import { isRowList, parseCellPath, valueAt } from "./field-paths.ts";
import type { FormValues, ServerFailure } from "./types.ts";
import { EMPTY_STATUS } from "./validation.ts";
import type { FieldStatus, Statuses } from "./validation.ts";

/**
 * A failed answer, mapped to the form: the 422 envelope's `errors` (`{ field: [messages] }`,
 * cells as `parcels.0.quantity`) on their fields, its message where no field says it.
 */

/** The spec's English, for a form whose app gives no `failureMessage`. */
export const DEFAULT_FAILURE_MESSAGE = "An unexpected error occurred. Please try again later.";

/**
 * Whether a thrown value is an answer the form can read: a status other than 0 (no answer), a
 * message and an `errors` object, as `ApiError` of `@rawaq/api-client` has them.
 */
export function isServerFailure(error: unknown): error is ServerFailure {
  if (typeof error !== "object" || error === null) return false;
  const { status, message, errors } = error as Partial<Record<keyof ServerFailure, unknown>>;
  return (
    typeof status === "number" &&
    status > 0 &&
    typeof message === "string" &&
    typeof errors === "object" &&
    errors !== null
  );
}

/** What a failed submit shows: the answer's errors and message, or the form's own words. */
export function failureOf(error: unknown, failureMessage: string): ServerFailure {
  if (isServerFailure(error)) {
    const { status, message, errors } = error;
    return { status, message: message || failureMessage, errors };
  }
  return { status: 0, message: failureMessage, errors: {} };
}

/** The keys of `errors` that carry a message. */
export function errorPaths(errors: Readonly<Record<string, readonly string[]>>): string[] {
  return Object.keys(errors).filter((path) => errors[path]?.[0] !== undefined);
}

/** Whether a server error's key names a field of the form or a cell of one of its rows. */
export function isFormPath(path: string, fields: FormValues, current: FormValues): boolean {
  const cell = parseCellPath(path);
  if (!cell) return path in fields;
  const rows = current[cell.name];
  return isRowList(rows) && cell.column in (rows[cell.index] ?? {});
}

/** The statuses with each error's first message on its field, with the value it judged. */
export function withServerErrors(
  previous: Statuses,
  errors: Readonly<Record<string, readonly string[]>>,
  current: FormValues,
): Statuses {
  const next: Record<string, FieldStatus | undefined> = { ...previous };
  for (const path of errorPaths(errors)) {
    next[path] = {
      ...(previous[path] ?? EMPTY_STATUS),
      server: { message: errors[path]![0]!, value: valueAt(current, path) },
    };
  }
  return next;
}
