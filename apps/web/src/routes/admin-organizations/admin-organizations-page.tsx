import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminOrganizationItem } from "@rawaq/domain/review";
import { formatDateTime } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { DataTable, type DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { Link } from "react-router-dom";
import { AdminOnly, NoPermissionNotice, isForbidden } from "../../components/admin-only.tsx";
import { QueueFilters } from "../../components/queue-filters.tsx";
import { ReviewStatusBadge } from "../../components/review-status.tsx";
import { useTableLabels } from "../../components/table-labels.ts";
import {
  ORGANIZATION_FILTER_STATUSES,
  ORGANIZATION_QUEUE_PARAMS,
} from "../../features/organizations/organization-queue-params.ts";
import { useAdminOrganizations } from "../../features/organizations/use-organization-queue.ts";
import { useUrlState } from "../../lib/url-state.ts";
import { FailureText } from "../../components/load-state.tsx";
import { tablePagination } from "../../components/table-pagination.ts";

/** The organizations queue: pending ones first, searchable by name, every status on demand. */
export function AdminOrganizationsPage() {
  return (
    <AdminOnly>
      <OrganizationsQueue />
    </AdminOnly>
  );
}

function OrganizationsQueue() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const labels = useTableLabels();
  const [query, setQuery] = useUrlState(ORGANIZATION_QUEUE_PARAMS);
  const { status, q } = query;
  const { data, error, isLoading, mutate } = useAdminOrganizations(query);

  if (isForbidden(error)) return <NoPermissionNotice />;

  const columns: DataTableColumn<AdminOrganizationItem>[] = [
    {
      id: "name",
      header: t`Publishing house`,
      isRowHeader: true,
      cell: (organization) => (
        <Link
          to={`/${locale}/admin/organizations/${encodeURIComponent(organization.id)}`}
          className="text-brand-800 underline"
        >
          <bdi>{organization.name}</bdi>
        </Link>
      ),
    },
    {
      id: "commercial_name",
      header: t`Commercial name`,
      priority: "low",
      cell: (organization) => <bdi>{organization.commercial_name}</bdi>,
    },
    {
      id: "owner",
      header: t`Owner`,
      cell: (organization) => (
        <div className="flex flex-col">
          <span>
            <bdi>{organization.owner.name}</bdi>
          </span>
          <span dir="ltr" className="text-start text-xs text-slate-600">
            {organization.owner.email}
          </span>
        </div>
      ),
    },
    {
      id: "status",
      header: t`Status`,
      cell: (organization) => <ReviewStatusBadge status={organization.status} of="organization" />,
    },
    {
      id: "books_pending",
      header: t`Books pending review`,
      align: "end",
      cell: (organization) => organization.books_pending,
    },
    {
      id: "submitted_at",
      header: t`Submitted`,
      priority: "medium",
      className: "whitespace-nowrap",
      cell: (organization) =>
        organization.submitted_at ? (
          <time dateTime={organization.submitted_at}>
            {formatDateTime(organization.submitted_at, locale)}
          </time>
        ) : (
          "-"
        ),
    },
  ];

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Organizations to review</Trans>
      </h1>
      <QueueFilters
        statuses={ORGANIZATION_FILTER_STATUSES}
        of="organization"
        status={status}
        onStatusChange={(value) => setQuery({ status: value })}
        q={q}
        onSearch={(value) => setQuery({ q: value })}
        searchLabel={t`Search by name or CR number`}
      />
      <DataTable
        {...labels}
        caption={t`Organizations`}
        columns={columns}
        rows={data?.organizations ?? []}
        getRowId={(organization) => organization.id}
        isLoading={isLoading}
        rowHeight="3.75rem"
        error={
          error && !data ? (
            <FailureText error={error}>{t`The organizations could not be loaded.`}</FailureText>
          ) : undefined
        }
        onRetry={() => void mutate()}
        empty={
          <EmptyState
            title={q ? t`No organization matches this search` : t`No organizations here`}
            description={
              status === "pending" && !q
                ? t`Every submitted organization has been reviewed.`
                : t`Try another status or search.`
            }
          />
        }
        pagination={tablePagination(data?.meta, (page) => setQuery({ page }))}
      />
    </div>
  );
}
