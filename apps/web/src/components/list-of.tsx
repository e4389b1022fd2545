import { useLingui } from "@lingui/react";
import type { Locale } from "@rawaq/i18n/locales";
import { LIST_SEPARATORS } from "@rawaq/i18n/text";
import { Fragment, type ReactNode } from "react";

/**
 * Items of a list in markup, separated the reader's way («A-01، A-02» / "A-01, A-02") — the
 * markup twin of formatList (@rawaq/i18n/text) for a placeholder of a catalog message. Each item
 * comes isolated by the caller (`<bdi>`), so it keeps its direction.
 */
export function ListOf({ items }: { items: readonly ReactNode[] }) {
  const { i18n } = useLingui();
  const separator = LIST_SEPARATORS.comma[i18n.locale as Locale];
  return items.map((item, index) => (
    <Fragment key={index}>
      {index > 0 && separator}
      {item}
    </Fragment>
  ));
}
