import type { ValidationCode } from "@rawaq/domain/validation";
import { cellPathsOf } from "./row-keys.ts";
import type { FormError, FormValues } from "./types.ts";
import { messageOf } from "./validation.ts";
import type { Statuses } from "./validation.ts";

/**
 * What the form shows: each invalid field's, field array's and cell's message, and the list its
 * ErrorSummary takes, in the fields' order (a field array's cells row by row, then its own
 * error, which shows under them).
 */
export function formErrors(
  values: FormValues,
  statuses: Statuses,
  texts: {
    fieldNames: readonly string[];
    messages: Partial<Record<ValidationCode, string>> | undefined;
    labels: Partial<Record<string, string>>;
    fieldId: (path: string) => string;
  },
): { errors: Partial<Record<string, string>>; errorList: FormError[] } {
  const errors: Partial<Record<string, string>> = {};
  const errorList: FormError[] = [];
  for (const name of texts.fieldNames) {
    for (const path of [...cellPathsOf(values, name), name]) {
      const message = messageOf(statuses[path], path, texts.messages, texts.labels);
      if (message === undefined) continue;
      errors[path] = message;
      errorList.push({ name: path, fieldId: texts.fieldId(path), message });
    }
  }
  // One error is said by its field alone; a summary of one would repeat it (decision 023).
  if (errorList.length < 2) errorList.length = 0;
  return { errors, errorList };
}
