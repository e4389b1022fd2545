import { Trans, useLingui } from "@lingui/react/macro";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { AdminOnly, NoPermissionNotice, isForbidden } from "../../components/admin-only.tsx";
import { AuditTable } from "../../features/audit/audit-table.tsx";
import { useAdminAudit } from "../../features/audit/use-audit.ts";
import { useAdminSummary } from "../../lib/admin-keys.ts";
import { FailureText } from "../../components/load-state.tsx";
import { Dashboard } from "../../features/dashboard/dashboard.tsx";
import { useEvents } from "../../features/participation/use-participation.ts";

/**
 * The admin console's home: an event's dashboard, the review queues with their counts, and the
 * latest decisions.
 */
export function AdminPage() {
  return (
    <AdminOnly>
      <ReviewQueues />
    </AdminOnly>
  );
}

function ReviewQueues() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const summary = useAdminSummary();
  const audit = useAdminAudit({ page: 1 });
  const events = useEvents();

  if (isForbidden(summary.error) || isForbidden(audit.error)) return <NoPermissionNotice />;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 p-6">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Dashboard</Trans>
      </h1>

      <Dashboard events={events.data?.events} />

      <section aria-labelledby="queues-title" className="flex flex-col gap-3 print:hidden">
        <h2 id="queues-title" className="text-lg font-semibold text-slate-900">
          <Trans>Review queues</Trans>
        </h2>
        {summary.error && !summary.data && (
          <Alert
            variant="danger"
            action={
              <Button variant="secondary" size="sm" onClick={() => void summary.mutate()}>
                <Trans>Try again</Trans>
              </Button>
            }
          >
            <FailureText error={summary.error}>
              <Trans>The queues could not be loaded.</Trans>
            </FailureText>
          </Alert>
        )}
        <ul className="grid gap-4 sm:grid-cols-2" aria-busy={summary.isLoading || undefined}>
          <QueueCard
            to={`/${locale}/admin/organizations`}
            title={<Trans>Organizations pending review</Trans>}
            count={summary.data?.organizations_pending}
            action={<Trans>Open the organizations queue</Trans>}
          />
          <QueueCard
            to={`/${locale}/admin/books`}
            title={<Trans>Books pending review</Trans>}
            count={summary.data?.books_pending}
            action={<Trans>Open the books queue</Trans>}
          />
        </ul>
      </section>

      <section aria-labelledby="recent-title" className="flex flex-col gap-3 print:hidden">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="recent-title" className="text-lg font-semibold text-slate-900">
            <Trans>Recent decisions</Trans>
          </h2>
          <Link
            to={`/${locale}/admin/audit`}
            className="text-sm font-medium text-brand-800 underline"
          >
            <Trans>See the full audit log</Trans>
          </Link>
        </div>
        <AuditTable
          caption={t`Recent decisions`}
          entries={audit.data?.entries ?? []}
          meta={audit.data?.meta}
          isLoading={audit.isLoading}
          error={
            audit.error && !audit.data ? (
              <FailureText error={audit.error}>{t`The audit log could not be loaded.`}</FailureText>
            ) : undefined
          }
          onRetry={() => void audit.mutate()}
        />
      </section>
    </div>
  );
}

function QueueCard({
  to,
  title,
  count,
  action,
}: {
  to: string;
  title: ReactNode;
  count: number | undefined;
  action: ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full flex-col gap-2 rounded-xl border border-brand-100 bg-white p-5 shadow-sm hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <span className="text-sm font-medium text-slate-700">{title}</span>
        <span className="text-4xl leading-10 font-bold text-brand-900 tabular-nums">
          {count ?? (
            <span className="inline-block h-10 w-12 rounded bg-slate-200 align-top motion-safe:animate-pulse" />
          )}
        </span>
        <span className="text-sm font-medium text-brand-800 underline">{action}</span>
      </Link>
    </li>
  );
}
