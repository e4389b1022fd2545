import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@rawaq/ui/button";
import { EmptyState } from "@rawaq/ui/empty-state";
import { Link } from "react-router-dom";
import { ExportButtons } from "../../components/export-buttons.tsx";
import { PARCEL_LIST_PARAMS } from "../../features/logistics/logistics-list-params.ts";
import { ParcelFilters } from "../../features/logistics/parcel-filters.tsx";
import { ParcelsTable } from "../../features/logistics/parcels-table.tsx";
import { useParcels } from "../../features/logistics/use-logistics.ts";
import { useOrganization } from "../../features/organizations/use-organization.ts";
import { api } from "../../lib/api.ts";
import { todayStamp } from "../../lib/download.ts";
import { useUrlState } from "../../lib/url-state.ts";

/** /shipment (journey 6): every parcel with destination, shipper, status and titles. */
export function ShipmentPage() {
  const { i18n, t } = useLingui();
  const [query, setQuery] = useUrlState(PARCEL_LIST_PARAMS);
  const { data: organization } = useOrganization();
  const organizationId = organization?.organization?.id;
  const { data, error, mutate } = useParcels(query);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>My shipments</Trans>
        </h1>
        <ExportButtons
          label={t`Export my shipments`}
          download={(format) =>
            api.logistics.exportParcels(organizationId ?? "", {
              format,
              status: query.status,
              destination: query.destination,
              q: query.q,
            })
          }
          nameParts={[t({ context: "file name", message: "parcels" }), todayStamp()]}
        />
      </header>
      <ParcelFilters
        status={query.status}
        destination={query.destination}
        q={query.q}
        onChange={(change) => setQuery({ ...change, page: 1 }, { replace: "q" in change })}
      />
      <ParcelsTable
        caption={t`Parcels`}
        parcels={data?.parcels}
        meta={data?.meta}
        onPageChange={(page) => setQuery({ page })}
        error={error ? t`The parcels could not be loaded.` : undefined}
        onRetry={() => void mutate()}
        empty={
          <EmptyState
            headingLevel={2}
            title={t`No parcels here`}
            description={t`Parcels appear once your books' data names them.`}
            action={
              <Button asChild variant="secondary">
                <Link to={`/${i18n.locale}/completeData`}>
                  <Trans>Complete data</Trans>
                </Link>
              </Button>
            }
          />
        }
      />
    </div>
  );
}
