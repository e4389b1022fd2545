import { Trans, useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import type { PlanBooth } from "@rawaq/domain/participation";
import { formatTimeWithZone } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Select } from "@rawaq/ui/select";
import { useState } from "react";
import { AdminOnly } from "../../components/admin-only.tsx";
import { PlanView, findBooth } from "../../features/participation/plan-view.tsx";
import { useLivePlan } from "../../features/participation/use-live-plan.ts";
import { useEvents } from "../../features/participation/use-participation.ts";
import { failureMessage } from "../../lib/api-failure.ts";
import { participationApi } from "../../lib/api.ts";
import { saveBlob, todayStamp } from "../../lib/download.ts";
import { DataPending } from "../../components/load-state.tsx";
import { textParam, useUrlState } from "../../lib/url-state.ts";

/** The event shown, in the URL (`?event_id=`): the first event when absent or unknown. */
const PARAMS = { event_id: textParam } as const;

/** The live floor plan with who holds what; manual confirm and cancel; the export. */
export function AdminReservationsPage() {
  return (
    <AdminOnly>
      <AdminReservations />
    </AdminOnly>
  );
}

function AdminReservations() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const [{ event_id: chosen }, setQuery] = useUrlState(PARAMS);
  const events = useEvents();
  // An unknown id finds nothing on the server; the first event is the default.
  const eventId =
    (chosen && events.data?.events.find((event) => event.id === chosen)?.id) ??
    events.data?.events[0]?.id;
  const plan = useLivePlan(eventId, true);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "danger"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const selected = findBooth(plan.data, selectedId)?.booth;

  async function act(action: () => Promise<{ message?: string }>) {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await action();
      setNotice({ tone: "success", text: answer.message ?? "" });
    } catch (error) {
      setNotice({ tone: "danger", text: failureMessage(error, i18n) });
    } finally {
      setBusy(false);
      await plan.mutate();
    }
  }

  async function handleExport() {
    const blob = await participationApi.admin.exportReservations({ event_id: eventId });
    saveBlob(blob, `reservations-${todayStamp()}.csv`);
  }

  const holder = (booth: PlanBooth) => {
    if (!booth.holder) return "—";
    const time =
      booth.state === "held" ? formatTimeWithZone(booth.holder.expires_at, locale) : null;
    return (
      <span className="flex flex-col">
        <bdi>{booth.holder.organization_name}</bdi>
        {time ? (
          <span className="text-xs text-amber-800">
            <Trans>until {time}</Trans>
          </span>
        ) : null}
      </span>
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>Reservations</Trans>
        </h1>
        {/* Full width on phones before and after the events arrive: a picker sized by its
            label would push the export button to the next line once the names fill it. */}
        <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
          <Select
            label={t`Event`}
            className="w-full sm:w-72"
            value={eventId ?? ""}
            onValueChange={(value) => setQuery({ event_id: value })}
            options={(events.data?.events ?? []).map((event) => ({
              value: event.id,
              label: localized(event.name, locale),
            }))}
          />
          <Button variant="secondary" disabled={!eventId} onClick={() => void handleExport()}>
            <Trans>Export reservations</Trans>
          </Button>
        </div>
      </header>
      <div aria-live="polite">
        {notice ? <Alert variant={notice.tone}>{notice.text}</Alert> : null}
      </div>
      {selected ? (
        <section
          aria-label={t`Chosen booth`}
          className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4"
        >
          <span dir="ltr" className="text-lg font-semibold">
            {selected.code}
          </span>
          {holder(selected)}
          {selected.holder && selected.state === "held" ? (
            <Button
              className="ms-auto"
              isLoading={busy}
              onClick={() =>
                void act(() =>
                  participationApi.admin.confirmReservation(selected.holder!.reservation_id),
                )
              }
            >
              <Trans>Confirm</Trans>
            </Button>
          ) : null}
          {selected.holder ? (
            <Button
              variant="danger"
              className={selected.state === "held" ? undefined : "ms-auto"}
              isLoading={busy}
              onClick={() =>
                void act(() =>
                  participationApi.admin.cancelReservation(selected.holder!.reservation_id),
                )
              }
            >
              <Trans>Cancel the reservation</Trans>
            </Button>
          ) : null}
        </section>
      ) : null}
      {plan.data ? (
        <PlanView
          plan={plan.data}
          selectedId={selectedId}
          onSelect={setSelectedId}
          extraColumn={{ header: t`Held by`, cell: holder }}
        />
      ) : (
        <DataPending error={plan.error} onRetry={() => void plan.mutate()} className="min-h-80" />
      )}
    </div>
  );
}
