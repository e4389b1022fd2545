import { Trans, useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import { ZoneInputSchema } from "@rawaq/domain/participation";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { BackLink } from "../../components/back-link.tsx";
import { AdminOnly } from "../../components/admin-only.tsx";
import { EventForm } from "../../features/participation/event-form.tsx";
import { useLivePlan } from "../../features/participation/use-live-plan.ts";
import { useRevalidateParticipation } from "../../features/participation/use-participation.ts";
import { ZoneEditor } from "../../features/participation/zone-editor.tsx";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { participationApi } from "../../lib/api.ts";
import { DataPending } from "../../components/load-state.tsx";

/** One event's set-up: its data, its zones and each zone's floor plan. */
export function AdminEventPage() {
  return (
    <AdminOnly>
      <AdminEvent />
    </AdminOnly>
  );
}

function AdminEvent() {
  const { id = "" } = useParams();
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const plan = useLivePlan(id, true);
  const revalidate = useRevalidateParticipation();
  const [notice, setNotice] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  const refresh = async () => {
    await plan.mutate();
    setVersion((value) => value + 1);
    void revalidate();
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      <BackLink to={`/${locale}/admin/events`}>
        <Trans>Events</Trans>
      </BackLink>
      <h1 className="text-2xl font-bold text-brand-900">
        {plan.data ? <bdi>{localized(plan.data.event.name, locale)}</bdi> : <Trans>Event</Trans>}
      </h1>
      {!plan.data ? (
        <DataPending error={plan.error} onRetry={() => void plan.mutate()} />
      ) : (
        <>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Link
              to={`/${locale}/admin/reservations?event_id=${id}`}
              className="text-sm font-medium text-brand-800 underline"
            >
              <Trans>Live plan and reservations</Trans>
            </Link>
            <Link
              to={`/${locale}/admin/events/${id}/guide`}
              className="text-sm font-medium text-brand-800 underline"
            >
              <Trans>Fair guide</Trans>
            </Link>
            <Link
              to={`/${locale}/admin/events/${id}/rules`}
              className="text-sm font-medium text-brand-800 underline"
            >
              <Trans>Fair rules</Trans>
            </Link>
          </div>
          <div aria-live="polite">{notice ? <Alert variant="success">{notice}</Alert> : null}</div>
          <section className="rounded-lg border border-slate-200 bg-white p-4">
            <EventForm
              key={`event-${version}`}
              event={plan.data.event}
              onSaved={(_event, message) => {
                setNotice(message);
                void refresh();
              }}
            />
          </section>
          {plan.data.zones.map((zone) => (
            <ZoneEditor
              key={`${zone.id}-${version}`}
              zone={zone}
              booths={zone.booths}
              onSaved={(message) => {
                setNotice(message);
                void refresh();
              }}
            />
          ))}
          <NewZoneForm eventId={id} onCreated={() => void refresh()} />
        </>
      )}
    </div>
  );
}

function NewZoneForm({ eventId, onCreated }: { eventId: string; onCreated: () => void }) {
  const { t } = useLingui();
  const formTexts = useFormMessages();
  const initialValues = { code: "", name_ar: "", name_en: "", plan_width: "40", plan_height: "24" };
  const form = useForm({
    initialValues,
    schema: ZoneInputSchema,
    ...formTexts,
    // The schema's output: the plan's size read as numbers, the code in capitals.
    onSubmit: async (values) => {
      await participationApi.admin.createZone(eventId, values);
      form.reset(initialValues);
      onCreated();
    },
  });
  const field = form.getFieldProps;
  return (
    <section
      aria-labelledby="new-zone"
      className="flex flex-col gap-4 rounded-lg border border-dashed border-slate-300 bg-white p-4"
    >
      <h2 id="new-zone" className="text-lg font-semibold text-brand-900">
        <Trans>Add a zone</Trans>
      </h2>
      <form
        onSubmit={(event) => void form.handleSubmit(event)}
        noValidate
        className="grid gap-3 sm:grid-cols-5"
      >
        <TextField label={t`Zone code`} dir="ltr" required {...field("code")} />
        <TextField label={t`Name in Arabic`} dir="rtl" lang="ar" required {...field("name_ar")} />
        <TextField label={t`Name in English`} dir="ltr" lang="en" required {...field("name_en")} />
        <TextField
          label={t`Plan width (m)`}
          inputMode="numeric"
          normalizeDigits
          required
          {...field("plan_width")}
        />
        <TextField
          label={t`Plan length (m)`}
          inputMode="numeric"
          normalizeDigits
          required
          {...field("plan_height")}
        />
        <Button
          type="submit"
          isLoading={form.isSubmitting}
          className="self-end sm:col-span-5 sm:justify-self-start"
        >
          <Trans>Add the zone</Trans>
        </Button>
      </form>
      {form.formMessage && form.errorList.length === 0 ? (
        <Alert variant="danger">{form.formMessage}</Alert>
      ) : null}
    </section>
  );
}
