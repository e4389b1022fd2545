import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import type { PageMeta } from "@rawaq/domain/pagination";
import type { ParticipationRequest } from "@rawaq/domain/participation";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import type { DataTableColumn } from "@rawaq/ui/data-table";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { PagedTable } from "../../components/paged-table.tsx";
import { ReviewStatusBadge } from "../../components/review-status.tsx";
import { useFormatArea } from "../../lib/area.ts";

export interface RequestsTableProps {
  caption: string;
  requests: ParticipationRequest[] | undefined;
  meta: PageMeta | undefined;
  /** Where a request's page is, e.g. `/en/my-requests/view/{id}`. */
  href: (request: ParticipationRequest) => string;
  showOrganization?: boolean;
  empty: ReactNode;
  onPageChange: (page: number) => void;
}

/** Participation requests with their event, area, status and unread messages. */
export function RequestsTable({
  caption,
  requests,
  meta,
  href,
  showOrganization = false,
  empty,
  onPageChange,
}: RequestsTableProps) {
  const { i18n, t } = useLingui();
  const formatArea = useFormatArea();
  const locale = i18n.locale as Locale;
  const columns: DataTableColumn<ParticipationRequest>[] = [
    {
      id: "event",
      header: t`Event`,
      isRowHeader: true,
      cell: (request) => (
        <Link
          to={href(request)}
          className="font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          <bdi>{localized(request.event.name, locale)}</bdi>
        </Link>
      ),
    },
    ...(showOrganization
      ? [
          {
            id: "organization",
            header: t`Organization`,
            cell: (request: ParticipationRequest) => <bdi>{request.organization_name}</bdi>,
          },
        ]
      : []),
    {
      id: "area",
      header: t`Area`,
      className: "whitespace-nowrap tabular-nums",
      cell: (request) =>
        request.approved_area !== null
          ? formatArea(request.approved_area)
          : formatArea(request.requested_area),
    },
    {
      id: "status",
      header: t`Status`,
      cell: (request) => <ReviewStatusBadge status={request.status} of="request" size="sm" />,
    },
    {
      id: "messages",
      header: t`Messages`,
      cell: (request) =>
        request.unread_messages > 0 ? (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            {t`${plural(request.unread_messages, { one: "# new message", other: "# new messages" })}`}
          </span>
        ) : (
          "—"
        ),
    },
    {
      id: "date",
      header: t`Submitted`,
      className: "whitespace-nowrap",
      cell: (request) => formatDate(request.submitted_at, locale) ?? "—",
    },
  ];
  return (
    <PagedTable
      caption={caption}
      columns={columns}
      rows={requests}
      getRowId={(request) => request.id}
      empty={empty}
      meta={meta}
      onPageChange={onPageChange}
      isPagerHiddenWhenEmpty
      paginationLabel={t`Pages of requests`}
    />
  );
}
