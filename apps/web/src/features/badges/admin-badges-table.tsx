import { useLingui } from "@lingui/react/macro";
import type { Badge } from "@rawaq/domain/badges";
import { formatDateTime } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Button } from "@rawaq/ui/button";
import type { DataTableColumn } from "@rawaq/ui/data-table";
import { Link } from "react-router-dom";
import { type PagedListProps, PagedTable } from "../../components/paged-table.tsx";
import { ReviewStatusBadge } from "../../components/review-status.tsx";
import { BADGE_ROLE_LABELS } from "./badge-labels.ts";

export interface AdminBadgesTableProps extends PagedListProps {
  badges: Badge[] | undefined;
  onRevoke: (badge: Badge) => void;
}

/** Every badge for the administration: who, for which house, its state, its page, revoking. */
export function AdminBadgesTable({ badges, error, onRevoke, ...list }: AdminBadgesTableProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
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
    <PagedTable
      {...list}
      caption={t`Badges`}
      columns={columns}
      rows={badges}
      getRowId={(badge) => badge.id}
      error={!badges && error ? t`The badges could not be loaded.` : undefined}
      // Two lines: the name, and the role under it.
      rowHeight="3.25rem"
      isPagerHiddenWhenEmpty
      paginationLabel={t`Pages of badges`}
    />
  );
}
