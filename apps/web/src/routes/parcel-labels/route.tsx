import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { PARCEL_DESTINATION_FILTERS } from "@rawaq/domain/logistics";
import { Button } from "@rawaq/ui/button";
import { Card } from "@rawaq/ui/card";
import { EmptyState } from "@rawaq/ui/empty-state";
import { LinkButton } from "../../components/link-button.tsx";
import { ParcelLabelSheets } from "@rawaq/ui/parcel-label";
import { useLogisticsWords } from "../../features/logistics/logistics-words.ts";
import { FairBoothMarking } from "../../features/logistics/fair-booth-marking.tsx";
import { useLabels } from "../../features/logistics/use-logistics.ts";
import { useOrganization } from "../../features/organizations/use-organization.ts";
import { DataPending } from "../../components/load-state.tsx";
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
function ParcelLabelsPage() {
  const { i18n, t } = useLingui();
  const [{ ids: idList, destination }] = useUrlState(PARAMS);
  const ids = idList.split(",").filter(Boolean);
  const { data: organization } = useOrganization();
  const { data, error, mutate } = useLabels(organization?.organization?.id, { ids, destination });
  const words = useLogisticsWords();
  const texts = {
    parcel: t`Parcel number`,
    destination: t`Destination`,
    marking: t`Hall and booth`,
    titles: t`Titles`,
    copies: t`Copies`,
    total: t`Total`,
  };
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
                <LinkButton variant="secondary" to={`/${i18n.locale}/completeData`}>
                  <Trans>Complete data</Trans>
                </LinkButton>
              }
            />
          </Card>
        </div>
      ) : (
        <div className="py-6 print:py-0" data-ready="true">
          <ParcelLabelSheets
            labels={data.parcels.map((parcel) => ({
              organizationName: data.organization.name,
              parcelNumber: parcel.number,
              code: parcel.code,
              items: parcel.items.map((item) => ({ title: item.title, quantity: item.quantity })),
              total: parcel.total,
              destination: words.destination(parcel.destination),
              marking:
                parcel.destination === "booth" ? (
                  data.booths.length > 0 ? (
                    <FairBoothMarking booths={data.booths} />
                  ) : (
                    t`Booth not confirmed yet`
                  )
                ) : parcel.destination === "storage" ? (
                  t`Fair storage`
                ) : (
                  t`To be chosen`
                ),
              texts,
            }))}
          />
        </div>
      )}
    </div>
  );
}

export const Component = ParcelLabelsPage;
