import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@rawaq/i18n/locales";
import type { FieldCount } from "@rawaq/ui/text-field";
import { useCallback } from "react";
import { formatCount } from "./format-count.ts";

/**
 * A field's length against the limit the API enforces (the domain's constant), as the kit's
 * fields show it while typing: "1,250 / 5,000 characters", «1,250 / 5,000 حرف». Without it the
 * limit was said only by an error after sending (issue 26).
 */
export function useLengthCounter(): (text: string, maxLength: number) => FieldCount {
  const { i18n, t } = useLingui();
  return useCallback(
    (text: string, maxLength: number) => {
      const length = formatCount(text.length, i18n.locale as Locale);
      return {
        text: t`${plural(maxLength, {
          one: `${length} / # character`,
          other: `${length} / # characters`,
        })}`,
        isOver: text.length > maxLength,
      };
    },
    [i18n, t],
  );
}
