import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { PARCEL_DESTINATION_FILTERS } from "@rawaq/domain/logistics";
import { Button } from "@rawaq/ui/button";
import { Card } from "@rawaq/ui/card";
import { EmptyState } from "@rawaq/ui/empty-state";
import { Link } from "react-router-dom";
import { DataPending } from "../../components/load-state.tsx";
import { ParcelLabelPrint } from "../../features/logistics/parcel-label-print.tsx";
import { useLabels } from "../../features/logistics/use-logistics.ts";
import { filterParam, textParam, useUrlState } from "../../lib/url-state.ts";

const PARAMS = {
  ids: textParam,
  destination: filterParam(PARCEL_DESTINATION_FILTERS),
} as const;

/**
 * /completeData/labels: one A6 label per parcel, four to an A4 page, for the browser's print
 * (so Arabic is shaped by the browser). `?destination=none` prints the parcels still to send,
 * `?ids=` some parcels.
 */
export function ParcelLabelsPage() {
  const { i18n, t } = useLingui();
  const [{ ids: idList, destination }] = useUrlState(PARAMS);
  const ids = idList.split(",").filter(Boolean);
  const { data, error, mutate } = useLabels({ ids, destination });
  return (
    <div className="min-h-screen bg-slate-100 print:bg-white">
      <style>{"@page { size: A4; margin: 0; }"}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 bg-white p-4 shadow print:hidden">
        <h1 className="text-xl font-bold text-brand-900">
          <Trans>Parcel labels</Trans>
        </h1>
        {data && (
          <p className="text-sm text-slate-700" data-slot="labels-count">
            {t`${plural(data.parcels.length, { one: "# label", other: "# labels" })} on ${plural(Math.ceil(data.parcels.length / 4), { one: "# A4 page", other: "# A4 pages" })}`}
          </p>
        )}
        <Button onClick={() => window.print()} disabled={!data}>
          <Trans>Print</Trans>
        </Button>
      </div>
      {!data ? (
        <DataPending error={error} onRetry={() => void mutate()} />
      ) : data.parcels.length === 0 ? (
        <div className="mx-auto max-w-3xl p-6">
          <Card>
            <EmptyState
              title={t`No parcel to label yet`}
              description={t`Labels are printed for the parcels your books' data names, in complete data.`}
              action={
                <Button asChild variant="secondary">
                  <Link to={`/${i18n.locale}/completeData`}>
                    <Trans>Complete data</Trans>
                  </Link>
                </Button>
              }
            />
          </Card>
        </div>
      ) : (
        <div className="py-6 print:py-0" data-ready="true">
          <ParcelLabelPrint
            organizationName={data.organization.name}
            booths={data.booths}
            parcels={data.parcels}
          />
        </div>
      )}
    </div>
  );
}
