import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { DataTableProps } from "@rawaq/ui/data-table";

const pageOf = msg`Page {page} of {pages}`;

type TableLabels = Pick<
  DataTableProps<unknown>,
  "retryLabel" | "loadingLabel" | "paginationLabel" | "previousLabel" | "nextLabel" | "pageLabel"
>;

/** The DataTable's own texts, translated; the page label keeps its slots for the table to fill. */
export function useTableLabels(): TableLabels {
  const { i18n } = useLingui();
  return {
    retryLabel: i18n._(msg`Try again`),
    loadingLabel: i18n._(msg`Loading…`),
    paginationLabel: i18n._(msg`Pagination`),
    previousLabel: i18n._(msg`Previous`),
    nextLabel: i18n._(msg`Next`),
    pageLabel: i18n._({ ...pageOf, values: { page: "{page}", pages: "{pages}" } }),
  };
}
