import { Trans, useLingui } from "@lingui/react/macro";
import type { Destination } from "@rawaq/domain/logistics";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { useRef, useState } from "react";
import { Link } from "react-router-dom";
import { useToast } from "../../components/toasts.tsx";
import { api } from "../../lib/api.ts";
import { serverFailure } from "../../lib/api-failure.ts";
import { readWholeNumber } from "@rawaq/domain/numbers";
import { PICK_PAGE_SIZE, ParcelsTable } from "./parcels-table.tsx";
import { useParcels, useRevalidateLogistics } from "./use-logistics.ts";

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
  const refresh = useRevalidateLogistics();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  // A refusal per parcel sent (`ids.N`: the fair's rules, issue 32), by the parcel's number.
  const [refusals, setRefusals] = useState<{ number: string; messages: string[] }[]>([]);
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useParcels({
    destination: "none",
    q: "",
    page,
    per_page: PICK_PAGE_SIZE,
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [destination, setDestination] = useState<Destination>("storage");
  const [attached, setAttached] = useState(false);
  const [sending, setSending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function send() {
    setSending(true);
    setFailure(null);
    setRefusals([]);
    const ids = [...selected];
    const numbers = new Map((data?.parcels ?? []).map((parcel) => [parcel.id, parcel.number]));
    try {
      const answer = await api.logistics.sendParcels(organizationId, ids, destination);
      toast(answer.message ?? t`Saved.`);
      setSelected(new Set());
      setAttached(false);
      // The last parcels sent take the button with them: focus stays on the section.
      headingRef.current?.focus();
      await refresh();
    } catch (error) {
      const { errors, message } = serverFailure(error, i18n);
      setFailure(message);
      setRefusals(
        Object.entries(errors).flatMap(([field, messages]) => {
          const index = /^ids\.(\d+)$/.exec(field)?.[1];
          const id = index === undefined ? undefined : ids[readWholeNumber(index) ?? -1];
          return id ? [{ number: numbers.get(id) ?? id, messages }] : [];
        }),
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="send-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="send-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
          <Trans>Parcels to send</Trans>
        </h2>
        <Button asChild variant="secondary">
          <Link to={`/${locale}/completeData/labels?destination=none`} target="_blank">
            <Trans>Print labels</Trans>
          </Link>
        </Button>
      </div>
      {failure && (
        <Alert variant="danger">
          <p>{failure}</p>
          {refusals.length > 0 && (
            <ul className="mt-2 flex list-disc flex-col gap-1 ps-5">
              {refusals.map((refusal) => (
                <li key={refusal.number}>
                  <bdi dir="ltr">{refusal.number}</bdi>: {refusal.messages.join(" ")}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
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
