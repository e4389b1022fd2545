import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@rawaq/ui/button";
import { EmptyState } from "@rawaq/ui/empty-state";
import { PARCEL_LIST_PARAMS } from "../../features/logistics/logistics-list-params.ts";
import { ParcelFilters } from "../../features/logistics/parcel-filters.tsx";
import { ParcelsTable } from "../../features/logistics/parcels-table.tsx";
import { useParcels } from "../../features/logistics/use-logistics.ts";
import { useOrganization } from "../../features/organizations/use-organization.ts";
import { api } from "../../lib/api.ts";
import { saveBlob, todayStamp } from "../../lib/download.ts";
import { useUrlState } from "../../lib/url-state.ts";
import { DataPending } from "../../components/load-state.tsx";

/** /shipment (journey 6): every parcel with destination, shipper, status and titles. */
function ShipmentPage() {
  const { t } = useLingui();
  const [query, setQuery] = useUrlState(PARCEL_LIST_PARAMS);
  const { data: organization } = useOrganization();
  const organizationId = organization?.organization?.id;
  const { organization_id: _ignored, ...parcelQuery } = query;
  const { data, error, mutate } = useParcels(organizationId, parcelQuery);

  async function download(format: "xlsx" | "csv") {
    if (!organizationId) return;
    const { status, destination, q } = query;
    const file = await api.logistics.exportParcels(organizationId, {
      format,
      status,
      destination,
      q,
    });
    saveBlob(file, `rawaq-parcels-${todayStamp()}.${format}`);
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>My shipments</Trans>
        </h1>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => void download("xlsx")}>
            <Trans>Export Excel</Trans>
          </Button>
          <Button variant="secondary" onClick={() => void download("csv")}>
            <Trans>Export CSV</Trans>
          </Button>
        </div>
      </header>
      <ParcelFilters
        status={query.status}
        destination={query.destination}
        q={query.q}
        onChange={(change) => setQuery({ ...change, page: 1 }, { replace: "q" in change })}
      />
      {!data ? (
        <DataPending error={error} onRetry={() => void mutate()} />
      ) : data.parcels.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t`No parcels here`}
          description={t`Parcels appear once your books' data names them.`}
        />
      ) : (
        <>
          <ParcelsTable caption={t`Parcels`} parcels={data.parcels} />
          {data.meta.pages > 1 && (
            <nav aria-label={t`Pages of parcels`} className="flex items-center gap-3 text-sm">
              <button
                type="button"
                disabled={query.page <= 1}
                onClick={() => setQuery({ page: query.page - 1 })}
              >
                <Trans>Previous</Trans>
              </button>
              <span>{t`Page ${query.page} of ${data.meta.pages}`}</span>
              <button
                type="button"
                disabled={query.page >= data.meta.pages}
                onClick={() => setQuery({ page: query.page + 1 })}
              >
                <Trans>Next</Trans>
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

export const Component = ShipmentPage;
