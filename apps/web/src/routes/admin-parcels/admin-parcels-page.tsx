import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "@rawaq/ui/empty-state";
import { useState } from "react";
import { Link } from "react-router-dom";
import { ExportButtons } from "../../components/export-buttons.tsx";
import { OrganizationFilter } from "../../components/organization-filter.tsx";
import { AdminOnly } from "../../components/admin-only.tsx";
import { ADMIN_PARCEL_LIST_PARAMS } from "../../features/logistics/logistics-list-params.ts";
import { useLogisticsWords } from "../../features/logistics/logistics-words.ts";
import { ParcelFilters } from "../../features/logistics/parcel-filters.tsx";
import { ParcelStatusChange } from "../../features/logistics/parcel-status-change.tsx";
import { ParcelsTable } from "../../features/logistics/parcels-table.tsx";
import { EventFilterNote } from "../../features/participation/event-filter-note.tsx";
import { ScanBox } from "../../features/logistics/scan-box.tsx";
import { useAdminParcels, useParcelOrganizations } from "../../features/logistics/use-logistics.ts";
import { api } from "../../lib/api.ts";
import { todayStamp } from "../../lib/download.ts";
import { ALL, useUrlState } from "../../lib/url-state.ts";

/** /admin/parcels: every organization's parcels, bulk status changes, the scan box, manifests. */
export function AdminParcelsPage() {
  // Everyone else is told they have no access, not that the list could not be loaded.
  return (
    <AdminOnly>
      <AdminParcels />
    </AdminOnly>
  );
}

function AdminParcels() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const words = useLogisticsWords();
  const [query, setQuery] = useUrlState(ADMIN_PARCEL_LIST_PARAMS);
  const { organization_id: organizationId, event_id: eventId, ...rest } = query;
  const filters = {
    ...rest,
    ...(organizationId ? { organization_id: organizationId } : {}),
    ...(eventId ? { event_id: eventId } : {}),
  };
  const { data, error, mutate } = useAdminParcels(filters);
  const { data: organizations } = useParcelOrganizations({
    status: query.status,
    destination: query.destination,
    q: query.q,
    ...(eventId ? { event_id: eventId } : {}),
  });
  const organizationName =
    organizations?.find((organization) => organization.id === organizationId)?.name ??
    data?.parcels.find((parcel) => parcel.organization_id === organizationId)?.organization_name;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // A selection belongs to the page it was made on: a bulk change never moves hidden parcels.
  const listKey = JSON.stringify(query);
  const [selectionKey, setSelectionKey] = useState(listKey);
  if (listKey !== selectionKey) {
    setSelectionKey(listKey);
    setSelected(new Set());
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>Parcels</Trans>
        </h1>
        <ExportButtons
          label={t`Export these parcels`}
          download={(format) => api.logistics.admin.exportParcels({ format, ...filters })}
          nameParts={[
            t({ context: "file name", message: "parcels" }),
            organizationName ?? "",
            query.status ?? ALL,
            query.destination ?? ALL,
            todayStamp(),
          ]}
        />
      </header>
      <ScanBox />
      {eventId ? (
        <EventFilterNote eventId={eventId} onClear={() => setQuery({ event_id: "", page: 1 })} />
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <ParcelFilters
          status={query.status}
          destination={query.destination}
          q={query.q}
          onChange={(change) => setQuery({ ...change, page: 1 }, { replace: "q" in change })}
        />
        <OrganizationFilter
          organizations={organizations}
          organizationId={organizationId}
          organizationName={organizationName}
          onChange={(value) => setQuery({ organization_id: value, page: 1 })}
        />
      </div>
      <ParcelStatusChange selected={selected} onMoved={() => setSelected(new Set())} />
      <ParcelsTable
        caption={t`Parcels of every publishing house`}
        parcels={data?.parcels}
        showOrganization
        selection={{ selected, onSelectedChange: setSelected }}
        meta={data?.meta}
        onPageChange={(page) => setQuery({ page })}
        error={error ? t`The parcels could not be loaded.` : undefined}
        onRetry={() => void mutate()}
        empty={<EmptyState headingLevel={2} title={t`No parcels here`} />}
        actions={(parcel) =>
          parcel.destination ? (
            <Link
              className="text-brand-800 underline"
              target="_blank"
              to={`/${locale}/admin/parcels/manifest/${parcel.organization_id}/${parcel.destination}`}
            >
              {t`Manifest: ${words.destination(parcel.destination)}`}
            </Link>
          ) : null
        }
      />
    </div>
  );
}
