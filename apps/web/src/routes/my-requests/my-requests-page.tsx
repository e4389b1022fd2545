import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@rawaq/i18n/locales";
import { Button } from "@rawaq/ui/button";
import { EmptyState } from "@rawaq/ui/empty-state";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { DataPending } from "../../components/load-state.tsx";
import { RequestForm } from "../../features/participation/request-form.tsx";
import { RequestsTable } from "../../features/participation/requests-table.tsx";
import {
  useEvents,
  useMyRequests,
  useRevalidateParticipation,
} from "../../features/participation/use-participation.ts";
import { useOrganization } from "../../features/organizations/use-organization.ts";
import { pageParam, useUrlState } from "../../lib/url-state.ts";

const PARAMS = { page: pageParam };

/** The organization's participation requests (DESIGN.md journey 8), and a new one. */
export function MyRequestsPage() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const navigate = useNavigate();
  const [{ page }, setQuery] = useUrlState(PARAMS);
  const requests = useMyRequests(page);
  const { data } = requests;
  const events = useEvents();
  const organization = useOrganization();
  const revalidate = useRevalidateParticipation();
  const [isCreating, setIsCreating] = useState(false);

  const openEvents = (events.data?.events ?? []).filter((event) => event.is_registration_open);
  const isApproved = organization.data?.organization?.status === "approved";
  const isManager = organization.data?.meta.role === "manager";
  const canCreate = isApproved && isManager && openEvents.length > 0;
  // The list shows once whether the "new request" button belongs above it is known too: the
  // button arriving later would push the list down (on phones it takes a line of its own).
  const isArriving = [requests, events, organization].some((part) => !part.data && !part.error);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      {/* min-h-10: the button's height, so the list does not move when it appears. */}
      <header className="flex min-h-10 flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>My requests</Trans>
        </h1>
        {!isArriving && canCreate && !isCreating ? (
          <Button onClick={() => setIsCreating(true)}>
            <Trans>New participation request</Trans>
          </Button>
        ) : null}
      </header>
      {isCreating ? (
        <section
          aria-labelledby="new-request"
          className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 id="new-request" className="text-lg font-semibold text-brand-900">
            <Trans>New participation request</Trans>
          </h2>
          <RequestForm
            events={openEvents}
            onSaved={(request) => {
              void revalidate();
              void navigate(`/${locale}/my-requests/view/${request.id}`);
            }}
          />
        </section>
      ) : null}
      {isArriving || requests.error ? (
        <DataPending
          error={requests.error}
          onRetry={() => void requests.mutate()}
          className="min-h-60"
        />
      ) : (
        <RequestsTable
          caption={t`Participation requests`}
          requests={data?.requests}
          meta={data?.meta}
          href={(request) => `/${locale}/my-requests/view/${request.id}`}
          onPageChange={(next) => setQuery({ page: next })}
          empty={
            <EmptyState
              headingLevel={2}
              title={t`No participation requests yet`}
              description={
                isApproved
                  ? t`Request a booth area at an open event; the administration reviews it.`
                  : t`Once your organization is approved, you can request to take part in an event.`
              }
              action={
                isApproved ? undefined : (
                  <Button asChild variant="secondary">
                    <Link to={`/${locale}/my-organization`}>
                      <Trans>See your organization</Trans>
                    </Link>
                  </Button>
                )
              }
            />
          }
        />
      )}
    </div>
  );
}
