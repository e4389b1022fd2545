import { useLingui } from "@lingui/react/macro";
import type { GuideMiss } from "@rawaq/domain/guide-admin";
import { formatDateTime } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { DataTable, type DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { useTableLabels } from "../../components/table-labels.ts";
import { formatCount } from "../../lib/format-count.ts";

export interface GuideMissesTableProps {
  misses: GuideMiss[];
  /** How many different searches found nothing in all (the table shows the most searched). */
  total: number;
}

/**
 * What visitors searched the guide for and did not find — titles the fair may be missing. The
 * words as the search folds them, how often and when last; never who searched.
 */
export function GuideMissesTable({ misses, total }: GuideMissesTableProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const labels = useTableLabels();
  const shown = misses.length;
  const columns: DataTableColumn<GuideMiss>[] = [
    {
      id: "term",
      header: t`Search`,
      isRowHeader: true,
      cell: (miss) => <bdi dir="auto">{miss.term}</bdi>,
    },
    {
      id: "searches",
      header: t`Times searched`,
      align: "end",
      cell: (miss) => formatCount(miss.searches, locale),
    },
    {
      id: "last",
      header: t`Last searched`,
      className: "whitespace-nowrap",
      cell: (miss) => (
        <time dateTime={miss.last_searched_at}>
          {formatDateTime(miss.last_searched_at, locale)}
        </time>
      ),
    },
  ];
  return (
    <section aria-labelledby="guide-misses" className="flex flex-col gap-3">
      <h2 id="guide-misses" className="text-lg font-semibold text-brand-900">
        {t`Searches that found nothing`}
      </h2>
      <DataTable
        {...labels}
        caption={t`Searches that found nothing`}
        columns={columns}
        rows={misses}
        getRowId={(miss) => miss.term}
        empty={
          <EmptyState
            headingLevel={3}
            title={t`No search without results yet`}
            description={t`What visitors search for and do not find is counted here, without who searched.`}
          />
        }
      />
      {total > shown ? (
        <p className="text-sm text-slate-600">{t`Only the most searched: ${shown} of ${total}.`}</p>
      ) : null}
    </section>
  );
}
