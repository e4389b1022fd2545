import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import { HOLD_MINUTES } from "@rawaq/domain/participation";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { isolate } from "@rawaq/i18n/text";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { EmptyState } from "@rawaq/ui/empty-state";
import { Select } from "@rawaq/ui/select";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { BadgesSection } from "../../features/badges/badges-section.tsx";
import { useMyBadges, useRevalidateBadges } from "../../features/badges/use-badges.ts";
import { useOrganization } from "../../features/organizations/use-organization.ts";
import { EventVenue } from "../../features/participation/event-venue.tsx";
import {
  AreaAndPrice,
  MyReservationsCard,
} from "../../features/participation/my-reservations-card.tsx";
import { PlanView, findBooth } from "../../features/participation/plan-view.tsx";
import { RESERVATION_PARAMS } from "../../features/participation/reservation-params.ts";
import { useLivePlan } from "../../features/participation/use-live-plan.ts";
import {
  useMyReservations,
  useRevalidateParticipation,
} from "../../features/participation/use-participation.ts";
import { useInvoices, useRevalidatePayments } from "../../features/payments/use-payments.ts";
import { failureMessage } from "../../lib/api-failure.ts";
import { participationApi, paymentsApi } from "../../lib/api.ts";
import { useFormatArea } from "../../lib/area.ts";
import { formatSar } from "@rawaq/domain/money";
import { useUrlState } from "../../lib/url-state.ts";
import { DataPending } from "../../components/load-state.tsx";

/**
 * Booth reservation (DESIGN.md journey 9): the event's plan, live, for an approved request; hold
 * booths up to the approved area (30 minutes each), cancel a hold. An organization approved for
 * several events chooses one (`?event=`, else the nearest); everything on the page follows it.
 */
export function ReservationPage() {
  const { i18n, t } = useLingui();
  const formatArea = useFormatArea();
  const locale = i18n.locale as Locale;
  const [query, setQuery] = useUrlState(RESERVATION_PARAMS);
  const mine = useMyReservations(query.event || undefined);
  // The event shown: the one asked for, else the API's choice once it has answered.
  const eventId = query.event || mine.data?.event_id;
  const plan = useLivePlan(mine.data?.event_id);
  const revalidateParticipation = useRevalidateParticipation();
  const revalidatePayments = useRevalidatePayments();
  // The invoices of the live reservations: a held booth with one waits for its payment.
  const invoices = useInvoices({ per_page: 100 });
  const invoiceOf = new Map(
    (invoices.data?.invoices ?? []).map((invoice) => [invoice.reservation_id, invoice]),
  );
  const badges = useMyBadges(eventId ?? null);
  const revalidateBadges = useRevalidateBadges();
  const { data: organization } = useOrganization();
  const revalidate = () =>
    Promise.all([revalidateParticipation(), revalidatePayments(), revalidateBadges()]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // An event this organization is not approved for (an old link): back to the nearest one.
  const isUnknownEvent =
    query.event !== "" && mine.data?.request_id === null && mine.data.events.length > 0;
  useEffect(() => {
    if (isUnknownEvent) setQuery({ event: "" }, { replace: true });
  }, [isUnknownEvent, setQuery]);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "danger"; text: string } | null>(null);

  async function run(id: string, action: () => Promise<{ message?: string }>) {
    setBusy(id);
    setNotice(null);
    try {
      const answer = await action();
      setNotice({ tone: "success", text: answer.message ?? t`Done.` });
    } catch (error) {
      setNotice({ tone: "danger", text: failureMessage(error, i18n) });
    } finally {
      setBusy(null);
      await revalidate();
    }
  }

  // Looked up in the plan shown: a booth chosen on another event's plan is not there.
  const selected = findBooth(plan.data, selectedId)?.booth;
  // What stands above the plan (reservations with their invoices, badges) shows at once, when
  // every part has answered: each arriving on its own would push the plan down (CLS budget).
  const isArriving = [invoices, ...(eventId ? [badges] : [])].some(
    (part) => !part.data && !part.error,
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Booth reservation</Trans>
      </h1>
      {!mine.data || isArriving || isUnknownEvent ? (
        <DataPending
          error={mine.error}
          onRetry={() => void mine.mutate()}
          className="min-h-[36rem]"
        />
      ) : mine.data.request_id === null ? (
        <EmptyState
          headingLevel={2}
          title={t`No approved participation request yet`}
          description={t`Booths can be reserved once the administration approves your participation request.`}
          action={
            <Button asChild>
              <Link to={`/${locale}/my-requests`}>
                <Trans>My requests</Trans>
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          {mine.data.events.length > 1 ? (
            <Select
              label={t`Event`}
              className="sm:w-96"
              value={eventId ?? ""}
              isLoading={mine.isLoading}
              onValueChange={(value) => setQuery({ event: value })}
              options={mine.data.events.map((event) => {
                const name = isolate(localized(event.name, locale));
                const opens = formatDate(event.opens_on, locale) ?? "";
                const ends = formatDate(event.ends_on, locale) ?? "";
                return { value: event.id, label: t`${name} (${opens} to ${ends})` };
              })}
            />
          ) : (
            // One event: named here, in the reader's language, since no choice names it.
            <p data-slot="event-name" className="text-lg font-semibold text-brand-900">
              <bdi>{localized(mine.data.events[0]!.name, locale)}</bdi>
            </p>
          )}
          <MyReservationsCard
            data={mine.data}
            busyId={busy}
            onCancel={(id) => void run(id, () => participationApi.cancelReservation(id))}
            isInvoiced={(id) => invoiceOf.has(id)}
            actions={(item) => {
              const invoice = invoiceOf.get(item.id);
              if (invoice) {
                return (
                  <Button asChild variant="secondary" size="sm">
                    <Link to={`/${locale}/payment-information`}>
                      {t`Invoice ${invoice.number}`}
                    </Link>
                  </Button>
                );
              }
              return item.status === "held" ? (
                <Button
                  size="sm"
                  isLoading={busy === `invoice-${item.id}`}
                  onClick={() =>
                    void run(`invoice-${item.id}`, () => paymentsApi.issueInvoice(item.id))
                  }
                >
                  <Trans>Confirm and issue the invoice</Trans>
                </Button>
              ) : null;
            }}
          />
          <div aria-live="polite">
            {notice ? <Alert variant={notice.tone}>{notice.text}</Alert> : null}
          </div>
          {badges.data ? (
            <BadgesSection
              data={badges.data}
              canManage={organization?.meta.role === "manager"}
              onChanged={() => void revalidateBadges()}
            />
          ) : null}
          {selected ? (
            <section
              aria-label={t`Chosen booth`}
              data-slot="chosen-booth"
              className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4"
            >
              <span dir="ltr" className="text-lg font-semibold">
                {selected.code}
              </span>
              <AreaAndPrice
                area={formatArea(selected.area_square_metres)}
                price={formatSar(selected.total_halalas, locale)}
              />
              {selected.state === "available" ? (
                <Button
                  className="ms-auto"
                  isLoading={busy === selected.id}
                  onClick={() =>
                    void run(selected.id, () => participationApi.holdBooth(selected.id))
                  }
                >
                  <Trans>Hold this booth</Trans>
                </Button>
              ) : (
                <span className="ms-auto text-sm text-slate-700">
                  {selected.is_mine ? t`This booth is yours.` : t`This booth is taken.`}
                </span>
              )}
            </section>
          ) : (
            <p className="text-sm text-slate-700">
              <Trans>
                Choose an available booth on the plan or in the list to hold it for{" "}
                <Plural value={HOLD_MINUTES} one="# minute" other="# minutes" />.
              </Trans>
            </p>
          )}
          {plan.data ? (
            <>
              <EventVenue event={plan.data.event} />
              <PlanView plan={plan.data} selectedId={selectedId} onSelect={setSelectedId} />
            </>
          ) : (
            <DataPending
              error={plan.error}
              onRetry={() => void plan.mutate()}
              className="min-h-80"
            />
          )}
        </>
      )}
    </div>
  );
}
