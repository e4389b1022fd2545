import { Trans, useLingui } from "@lingui/react/macro";
import { DEADLINES, type Deadline, type Deadlines, DeadlinesSchema } from "@rawaq/domain/deadlines";
import { formatDateTime } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Button } from "@rawaq/ui/button";
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from "@rawaq/ui/card";
import { DateField } from "@rawaq/ui/date-field";
import { useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import useSWR from "swr";
import { DataPending } from "../../components/load-state.tsx";
import { useToast } from "../../components/toasts.tsx";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";
import { useDeadlineNames } from "./deadline-names.ts";

const key = (eventId: string, what: "deadlines" | "reminders") =>
  ["admin", "deadlines", eventId, what] as const;

/**
 * An event's deadlines for the administration (issue 32): the last day of each step and how many
 * days before it the houses that have not finished are reminded; then the reminders that went.
 */
export function DeadlinesAdmin({ eventId }: { eventId: string }) {
  const deadlines = useSWR(
    key(eventId, "deadlines"),
    async () => (await api.deadlines.admin.getDeadlines(eventId)).data.deadlines,
  );
  return (
    <Card aria-labelledby="deadlines-title">
      <CardHeader>
        <CardTitle id="deadlines-title">
          <Trans>Deadlines</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Houses see each deadline as a task on their page. Those that have not finished a step
            are reminded by mail, once, the set number of days before its last day.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardBody className="flex flex-col gap-6">
        {deadlines.data ? (
          <DeadlinesForm eventId={eventId} saved={deadlines.data} />
        ) : (
          <DataPending error={deadlines.error} onRetry={() => void deadlines.mutate()} />
        )}
        <SentReminders eventId={eventId} />
      </CardBody>
    </Card>
  );
}

type FormValues = Record<Deadline, string> & { reminder_days_before: string };

function DeadlinesForm({ eventId, saved }: { eventId: string; saved: Deadlines }) {
  const { t } = useLingui();
  const toast = useToast();
  const formTexts = useFormMessages();
  const names = useDeadlineNames();
  const swr = useSWR(key(eventId, "deadlines"));
  const form = useForm<FormValues, Deadlines>({
    initialValues: {
      ...(Object.fromEntries(
        DEADLINES.map((deadline) => [deadline, saved[deadline] ?? ""]),
      ) as Record<Deadline, string>),
      reminder_days_before: String(saved.reminder_days_before),
    },
    schema: DeadlinesSchema,
    ...formTexts,
    onSubmit: async (values) => {
      // Parsed by the schema: an empty day is none, the days read as a number.
      const answer = await api.deadlines.admin.saveDeadlines(eventId, values);
      toast(answer.message ?? t`Saved.`);
      await swr.mutate(answer.data.deadlines, { revalidate: false });
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {DEADLINES.map((deadline) => (
          <DateField
            key={deadline}
            label={names[deadline].name}
            placeholder={t`YYYY-MM-DD`}
            hint={t`Leave empty for no deadline.`}
            {...form.getFieldProps(deadline)}
          />
        ))}
        <TextField
          label={t`Days before the last day to remind`}
          inputMode="numeric"
          normalizeDigits
          required
          {...form.getFieldProps("reminder_days_before")}
        />
      </div>
      <div>
        <Button type="submit" isLoading={form.isSubmitting}>
          <Trans>Save the deadlines</Trans>
        </Button>
      </div>
    </form>
  );
}

function SentReminders({ eventId }: { eventId: string }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const names = useDeadlineNames();
  const reminders = useSWR(
    key(eventId, "reminders"),
    async () => (await api.deadlines.admin.getReminders(eventId, { per_page: 50 })).data,
  );
  return (
    <section aria-labelledby="reminders-title" className="flex flex-col gap-2">
      <h3 id="reminders-title" className="font-semibold text-slate-900">
        <Trans>Reminders sent</Trans>
      </h3>
      {!reminders.data ? (
        <DataPending
          error={reminders.error}
          onRetry={() => void reminders.mutate()}
          className="h-12"
        />
      ) : reminders.data.reminders.length === 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>No reminder has been sent yet.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 text-sm">
          {reminders.data.reminders.map((reminder) => (
            <li key={reminder.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="flex flex-wrap gap-x-2">
                <bdi className="font-medium">{reminder.organization.name}</bdi>
                <span>{names[reminder.deadline].name}</span>
                {reminder.by_hand ? (
                  <span className="text-slate-600">
                    <Trans>by hand</Trans>
                  </span>
                ) : null}
              </span>
              <time dateTime={reminder.sent_at} className="text-slate-600">
                {formatDateTime(reminder.sent_at, locale)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
