import { Trans, useLingui } from "@lingui/react/macro";
import type { ParcelStatus } from "@rawaq/domain/logistics";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { useState } from "react";
import { useToast } from "../../components/toasts.tsx";
import { api } from "../../lib/api.ts";
import { failureMessage } from "../../lib/api-failure.ts";
import { useLogisticsWords } from "./logistics-words.ts";
import { useRevalidateLogistics } from "./use-logistics.ts";

export interface ParcelStatusChangeProps {
  /** The parcels chosen in the table on the page. */
  selected: ReadonlySet<string>;
  /** Called once the server has moved them (the toast is already shown). */
  onMoved: () => void;
}

/** The administration moves the chosen parcels to a new status at once. */
export function ParcelStatusChange({ selected, onMoved }: ParcelStatusChangeProps) {
  const { i18n, t } = useLingui();
  const words = useLogisticsWords();
  const toast = useToast();
  const refresh = useRevalidateLogistics();
  const [target, setTarget] = useState<ParcelStatus>("in_transit");
  const [failure, setFailure] = useState<string | null>(null);

  async function handleMove() {
    setFailure(null);
    try {
      const answer = await api.logistics.admin.moveParcels([...selected], target);
      toast(answer.message ?? t`Saved.`);
      onMoved();
      await refresh();
    } catch (error) {
      setFailure(failureMessage(error, i18n));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {failure && <Alert variant="danger">{failure}</Alert>}
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium">
          <Trans>New status</Trans>
          <select
            className="h-10 rounded-md border border-slate-300 bg-white px-2"
            value={target}
            onChange={(event) => setTarget(event.target.value as ParcelStatus)}
          >
            {(["prepared", "in_transit", "delivered"] as const).map((value) => (
              <option key={value} value={value}>
                {words.status(value)}
              </option>
            ))}
          </select>
        </label>
        <Button disabled={selected.size === 0} onClick={() => void handleMove()}>
          {t`Change status of selected (${selected.size})`}
        </Button>
      </div>
    </div>
  );
}
