import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Destination } from "@rawaq/domain/logistics";
import { Button } from "@rawaq/ui/button";
import { useParams } from "react-router-dom";
import { DataPending } from "../../components/load-state.tsx";
import { AdminOnly } from "../../components/admin-only.tsx";
import { useLogisticsWords } from "../../features/logistics/logistics-words.ts";
import { ParcelsTable } from "../../features/logistics/parcels-table.tsx";
import { useManifest } from "../../features/logistics/use-logistics.ts";

/** /admin/parcels/manifest/{organization}/{storage|booth}: a printable parcel list. */
export function AdminManifestPage() {
  return (
    <AdminOnly>
      <Manifest />
    </AdminOnly>
  );
}

function Manifest() {
  const { t } = useLingui();
  const words = useLogisticsWords();
  const params = useParams();
  const destination: Destination = params.destination === "booth" ? "booth" : "storage";
  const { data, error, mutate } = useManifest(params.organizationId ?? "", destination);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-6 print:p-0">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">
          {t`Parcel list: ${words.destination(destination)}`}
        </h1>
        <Button className="print:hidden" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
      </header>
      {!data ? (
        <DataPending error={error} onRetry={() => void mutate()} />
      ) : (
        <>
          <p>
            <bdi className="font-semibold">{data.organization.name}</bdi> ·{" "}
            {t`${plural(data.parcels.length, { one: "# parcel", other: "# parcels" })}, ${plural(data.total, { one: "# copy", other: "# copies" })}`}
          </p>
          <ParcelsTable caption={t`Parcel list`} parcels={data.parcels} />
        </>
      )}
    </div>
  );
}
