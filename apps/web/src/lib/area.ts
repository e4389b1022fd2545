import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@rawaq/i18n/locales";
import { useCallback } from "react";
import { formatCount } from "./format-count.ts";

/**
 * Areas with their unit from the catalog (9 m², «9 م²»), Latin digits with grouping: the unit is
 * never written in code, so an Arabic page never shows a Latin m² beside Arabic words.
 */
export function useFormatArea(): (squareMetres: number) => string {
  const { i18n, t } = useLingui();
  return useCallback(
    (squareMetres: number) => {
      const area = formatCount(squareMetres, i18n.locale as Locale);
      return t`${area} m²`;
    },
    [i18n, t],
  );
}
