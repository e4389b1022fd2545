import { useLingui } from "@lingui/react/macro";
import type { Badge } from "@rawaq/domain/badges";
import type { PageMeta } from "@rawaq/domain/pagination";
import { formatDateTime } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Button } from "@rawaq/ui/button";
import { DataTable, type DataTableColumn } from "@rawaq/ui/data-table";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { ReviewStatusBadge } from "../../components/review-status.tsx";
import { useTableLabels } from "../../components/table-labels.ts";
import { BADGE_ROLE_LABELS } from "./badge-labels.ts";

export interface AdminBadgesTableProps {
  badges: Badge[] | undefined;
  meta: PageMeta | undefined;
  /** The list's failure, once SWR has given up: shown with a retry while there are no rows. */
  error?: unknown;
  onRetry: () => void;
  empty: ReactNode;
  onPageChange: (page: number) => void;
  onRevoke: (badge: Badge) => void;
}

/** Every badge for the administration: who, for which house, its state, its page, revoking. */
export function AdminBadgesTable({
  badges,
  meta,
  error,
  onRetry,
  empty,
  onPageChange,
  onRevoke,
}: AdminBadgesTableProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const labels = useTableLabels();
  const columns: DataTableColumn<Badge>[] = [
    {
      id: "name",
      header: t`Name as printed`,
      isRowHeader: true,
      cell: (badge) => (
        <span className="flex flex-col">
          <bdi className="font-medium">{badge.printed_name}</bdi>
          <span className="text-xs text-slate-600">{i18n._(BADGE_ROLE_LABELS[badge.role])}</span>
        </span>
      ),
    },
    {
      id: "organization",
      header: t`Organization`,
      cell: (badge) => <bdi>{badge.organization_name}</bdi>,
    },
    {
      id: "state",
      header: t`State`,
      cell: (badge) => <ReviewStatusBadge status={badge.state} of="badge" size="sm" />,
    },
    {
      id: "created",
      header: t`Named`,
      priority: "medium",
      className: "whitespace-nowrap",
      cell: (badge) => (
        <time dateTime={badge.created_at}>{formatDateTime(badge.created_at, locale)}</time>
      ),
    },
    {
      id: "actions",
      header: t`Actions`,
      sticky: "end",
      cell: (badge) => (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary" size="sm">
            <Link to={`/${locale}/badges/${badge.public_id}`} target="_blank">
              {t`Open the badge`}
            </Link>
          </Button>
          {badge.state === "valid" ? (
            <Button size="sm" variant="danger" onClick={() => onRevoke(badge)}>
              {t`Revoke`}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={t`Badges`}
      columns={columns}
      rows={badges ?? []}
      getRowId={(badge) => badge.id}
      isLoading={!badges && !error}
      error={!badges && error ? t`The badges could not be loaded.` : undefined}
      onRetry={onRetry}
      retryLabel={labels.retryLabel}
      loadingLabel={labels.loadingLabel}
      // Two lines: the name, and the role under it.
      rowHeight="3.25rem"
      empty={empty}
      pagination={
        meta && meta.total > 0
          ? { page: meta.page, pageSize: meta.per_page, total: meta.total, onPageChange }
          : undefined
      }
      paginationLabel={t`Pages of badges`}
      previousLabel={labels.previousLabel}
      nextLabel={labels.nextLabel}
      pageLabel={labels.pageLabel}
    />
  );
}
