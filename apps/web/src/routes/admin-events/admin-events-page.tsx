import { Trans, useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import type { FairEvent } from "@rawaq/domain/participation";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Button } from "@rawaq/ui/button";
import { DataTable, type DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useTableLabels } from "../../components/table-labels.ts";
import { AdminOnly } from "../../components/admin-only.tsx";
import { EventForm } from "../../features/participation/event-form.tsx";
import {
  useEvents,
  useRevalidateParticipation,
} from "../../features/participation/use-participation.ts";

/** The fairs: their dates, and a new one. */
export function AdminEventsPage() {
  return (
    <AdminOnly>
      <AdminEvents />
    </AdminOnly>
  );
}

function AdminEvents() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const labels = useTableLabels();
  const navigate = useNavigate();
  const { data } = useEvents();
  const revalidate = useRevalidateParticipation();
  const [isCreating, setIsCreating] = useState(false);
  const columns: DataTableColumn<FairEvent>[] = [
    {
      id: "name",
      header: t`Event`,
      isRowHeader: true,
      cell: (event) => (
        <Link
          to={`/${locale}/admin/events/${event.id}`}
          className="font-medium text-brand-800 hover:underline"
        >
          <bdi>{localized(event.name, locale)}</bdi>
        </Link>
      ),
    },
    {
      id: "registration",
      header: t`Registration`,
      cell: (event) => {
        const from = formatDate(event.registration_opens_on, locale) ?? "";
        const to = formatDate(event.registration_closes_on, locale) ?? "";
        return t`${from} to ${to}`;
      },
    },
    {
      id: "dates",
      header: t`Fair days`,
      cell: (event) => {
        const from = formatDate(event.opens_on, locale) ?? "";
        const to = formatDate(event.ends_on, locale) ?? "";
        return t`${from} to ${to}`;
      },
    },
  ];
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>Events</Trans>
        </h1>
        {!isCreating ? (
          <Button onClick={() => setIsCreating(true)}>
            <Trans>New event</Trans>
          </Button>
        ) : null}
      </header>
      {isCreating ? (
        <section className="rounded-lg border border-slate-200 bg-white p-4">
          <EventForm
            onSaved={(event) => {
              void revalidate();
              void navigate(`/${locale}/admin/events/${event.id}`);
            }}
          />
        </section>
      ) : null}
      <DataTable
        caption={t`Events`}
        columns={columns}
        rows={data?.events ?? []}
        getRowId={(event) => event.id}
        isLoading={!data}
        loadingLabel={t`Loading…`}
        empty={<EmptyState headingLevel={2} title={t`No events yet`} />}
        paginationLabel={labels.paginationLabel}
        previousLabel={labels.previousLabel}
        nextLabel={labels.nextLabel}
        pageLabel={labels.pageLabel}
      />
    </div>
  );
}
