import { Trans, useLingui } from "@lingui/react/macro";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { useState } from "react";
import { useToast } from "../../components/toasts.tsx";
import { api } from "../../lib/api.ts";
import { failureMessage } from "../../lib/api-failure.ts";
import { useLogisticsWords } from "./logistics-words.ts";
import { PICK_PAGE_SIZE, ParcelsTable } from "./parcels-table.tsx";
import { useParcels, useRevalidateLogistics, useShippers } from "./use-logistics.ts";

/** Step 3: a shipper from the fair's list for the chosen parcels, until they are in transit. */
export function AssignShipper({
  organizationId,
  canEdit,
}: {
  organizationId: string;
  canEdit: boolean;
}) {
  const { i18n, t } = useLingui();
  const words = useLogisticsWords();
  const refresh = useRevalidateLogistics();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  // Sent somewhere and not yet on its way: the parcels whose shipper can still change.
  const { data, error, mutate } = useParcels({
    status: "prepared",
    destination: "sent",
    q: "",
    page,
    per_page: PICK_PAGE_SIZE,
  });
  const { data: shippers } = useShippers();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [shipperId, setShipperId] = useState("");
  const [saving, setSaving] = useState(false);

  async function assign() {
    setSaving(true);
    setFailure(null);
    try {
      const answer = await api.logistics.assignShipper(organizationId, [...selected], shipperId);
      toast(answer.message ?? t`Saved.`);
      setSelected(new Set());
      await refresh();
    } catch (error) {
      setFailure(failureMessage(error, i18n));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="shipper-title" className="flex flex-col gap-3">
      <h2 id="shipper-title" className="text-lg font-semibold">
        <Trans>Shippers of your parcels</Trans>
      </h2>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <ParcelsTable
        caption={t`Parcels and their shippers`}
        parcels={data?.parcels}
        selection={{ selected, onSelectedChange: setSelected }}
        meta={data?.meta}
        onPageChange={setPage}
        error={error ? t`The parcels could not be loaded.` : undefined}
        onRetry={() => void mutate()}
      />
      {canEdit && (
        <div className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
          <label className="flex flex-col gap-1 text-sm font-medium">
            <Trans>Shipper</Trans>
            <select
              className="h-10 min-w-56 rounded-md border border-slate-300 bg-white px-2"
              value={shipperId}
              onChange={(event) => setShipperId(event.target.value)}
            >
              <option value="">{t`Choose a shipper`}</option>
              {(shippers ?? []).map((shipper) => (
                <option key={shipper.id} value={shipper.id}>
                  {words.shipperName(shipper)}
                </option>
              ))}
            </select>
          </label>
          <Button onClick={assign} disabled={!shipperId || selected.size === 0 || saving}>
            {t`Assign to selected parcels (${selected.size})`}
          </Button>
        </div>
      )}
    </section>
  );
}
