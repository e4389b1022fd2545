import { useLingui } from "@lingui/react";
import type { ValidationCode } from "@rawaq/domain/validation";
import { fieldLabels, validationMessages } from "@rawaq/i18n/messages/validation";
import { validationValues } from "@rawaq/i18n/validation";
import { useMemo } from "react";
import { UNEXPECTED_FAILURE } from "../lib/api-failure.ts";

/**
 * The kit's form hook takes message templates with a `{field}` slot and field names as users
 * read them; both come from the shared catalog, so the browser and the API say the same words.
 * With them, what a form says when a submit fails without an answer it can read. Spread the
 * whole into `useForm({ ...formTexts, … })`.
 */
export function useFormMessages(): {
  messages: Record<ValidationCode, string>;
  fieldLabels: Record<string, string>;
  failureMessage: string;
} {
  const { i18n } = useLingui();
  return useMemo(() => {
    const messages = Object.fromEntries(
      Object.entries(validationMessages).map(([code, descriptor]) => {
        // Keep the slot for the hook to fill; a limit comes from the rule's own constant.
        const values = { ...validationValues(i18n, code as ValidationCode), field: "{field}" };
        return [code, i18n._({ ...descriptor, values })];
      }),
    ) as Record<ValidationCode, string>;
    const labels = Object.fromEntries(
      Object.entries(fieldLabels).map(([name, descriptor]) => [name, i18n._(descriptor)]),
    );
    return { messages, fieldLabels: labels, failureMessage: i18n._(UNEXPECTED_FAILURE) };
    // The catalog changes with the locale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, i18n.locale]);
}
