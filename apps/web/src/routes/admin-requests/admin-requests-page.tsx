import { Trans, useLingui } from "@lingui/react/macro";
import { REQUEST_STATUSES } from "@rawaq/domain/participation";
import type { Locale } from "@rawaq/i18n/locales";
import { EmptyState } from "@rawaq/ui/empty-state";
import { Select } from "@rawaq/ui/select";
import { useStatusLabel } from "../../components/review-status.tsx";
import { AdminOnly } from "../../components/admin-only.tsx";
import { RequestsTable } from "../../features/participation/requests-table.tsx";
import { useAdminRequests } from "../../features/participation/use-participation.ts";
import { EventFilterNote } from "../../features/participation/event-filter-note.tsx";
import { formatCount } from "../../lib/format-count.ts";
import { ALL, filterParam, pageParam, textParam, useUrlState } from "../../lib/url-state.ts";

/** `?status=&event_id=&page=`: the dashboard's tiles open the list filtered by both. */
const PARAMS = { status: filterParam(REQUEST_STATUSES), event_id: textParam, page: pageParam };

/** The administration's queue of participation requests, with counts per status. */
export function AdminRequestsPage() {
  return (
    <AdminOnly>
      <AdminRequests />
    </AdminOnly>
  );
}

function AdminRequests() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const statusLabel = useStatusLabel();
  const [query, setQuery] = useUrlState(PARAMS);
  const { data } = useAdminRequests({
    page: query.page,
    status: query.status,
    ...(query.event_id ? { event_id: query.event_id } : {}),
  });
  const counts = data?.counts;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Participation requests</Trans>
      </h1>
      {query.event_id ? (
        <EventFilterNote
          eventId={query.event_id}
          onClear={() => setQuery({ event_id: "", page: 1 })}
        />
      ) : null}
      <Select
        label={t`Status`}
        className="sm:w-64"
        value={query.status ?? ALL}
        onValueChange={(value) =>
          setQuery({ status: REQUEST_STATUSES.find((status) => status === value), page: 1 })
        }
        options={[
          { value: ALL, label: t`All` },
          ...REQUEST_STATUSES.map((status) => ({
            value: status,
            label: counts
              ? `${statusLabel(status, "request")} (${formatCount(counts[status], locale)})`
              : statusLabel(status, "request"),
          })),
        ]}
      />
      <RequestsTable
        caption={t`Participation requests`}
        requests={data?.requests}
        meta={data?.meta}
        showOrganization
        href={(request) => `/${locale}/admin/requests/${request.id}`}
        onPageChange={(page) => setQuery({ page })}
        empty={<EmptyState headingLevel={2} title={t`No requests here`} />}
      />
    </div>
  );
}
