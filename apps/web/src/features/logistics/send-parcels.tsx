import { Trans, useLingui } from "@lingui/react/macro";
import type { Destination } from "@rawaq/domain/logistics";
import { Button } from "@rawaq/ui/button";
import { useState } from "react";
import { Link } from "react-router-dom";
import { api } from "../../lib/api.ts";
import { failureMessage } from "../../lib/api-failure.ts";
import { Notice, useNotice } from "./notice.tsx";
import { PICK_PAGE_SIZE, ParcelsTable } from "./parcels-table.tsx";
import { useParcels, useRefreshLogistics } from "./use-logistics.ts";

/**
 * Step 2: print the labels, confirm they are attached (the legal notice from GLOSSARY.md), and
 * send the chosen parcels to storage or the booth. A parcel is sent once.
 */
export function SendParcels({
  organizationId,
  canEdit,
}: {
  organizationId: string;
  canEdit: boolean;
}) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const refresh = useRefreshLogistics();
  const [notice, setNotice] = useNotice();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useParcels(organizationId, {
    destination: "none",
    q: "",
    page,
    per_page: PICK_PAGE_SIZE,
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [destination, setDestination] = useState<Destination>("storage");
  const [attached, setAttached] = useState(false);
  const [sending, setSending] = useState(false);

  async function send() {
    setSending(true);
    try {
      const answer = await api.logistics.sendParcels(organizationId, [...selected], destination);
      setNotice({ variant: "success", text: answer.message ?? "" });
      setSelected(new Set());
      setAttached(false);
      await refresh();
    } catch (error) {
      setNotice({ variant: "danger", text: failureMessage(error, i18n) });
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="send-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="send-title" className="text-lg font-semibold">
          <Trans>Parcels to send</Trans>
        </h2>
        <Link
          className="inline-flex h-10 items-center rounded-md border border-brand-700 px-4 font-medium text-brand-800"
          to={`/${locale}/completeData/labels?destination=none`}
          target="_blank"
        >
          <Trans>Print labels</Trans>
        </Link>
      </div>
      <Notice notice={notice} />
      {data?.meta.total === 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>Every parcel has been sent.</Trans>
        </p>
      ) : (
        <>
          <ParcelsTable
            caption={t`Parcels to send`}
            parcels={data?.parcels}
            selection={{ selected, onSelectedChange: setSelected }}
            meta={data?.meta}
            onPageChange={setPage}
            error={error ? t`The parcels could not be loaded.` : undefined}
            onRetry={() => void mutate()}
          />
          {canEdit && (
            <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
              <fieldset className="flex flex-wrap gap-4">
                <legend className="mb-1 text-sm font-medium">
                  <Trans>Destination</Trans>
                </legend>
                {(["storage", "booth"] as const).map((value) => (
                  <label key={value} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="destination"
                      checked={destination === value}
                      onChange={() => setDestination(value)}
                    />
                    {value === "storage" ? t`Storage` : t`Booth`}
                  </label>
                ))}
              </fieldset>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={attached}
                  onChange={(event) => setAttached(event.target.checked)}
                />
                <span>
                  <Trans>
                    By moving to the next step you confirm that you have printed all the labels and
                    that you will attach each label to its parcel according to the data entered; any
                    breach exposes you to the statutory measures.
                  </Trans>
                </span>
              </label>
              <div>
                <Button onClick={send} disabled={!attached || selected.size === 0 || sending}>
                  {t`Send selected parcels (${selected.size})`}
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}
