import { Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "react-router-dom";
import { AdminOnly } from "../../components/admin-only.tsx";
import { BackLink } from "../../components/back-link.tsx";
import { DataPending } from "../../components/load-state.tsx";
import { pageParam, useUrlState } from "../../lib/url-state.ts";
import { DeadlinesAdmin } from "../../features/deadlines/deadlines-admin.tsx";
import { BreachesTable } from "./breaches-table.tsx";
import { RefusedTitles } from "./refused-titles.tsx";
import { RulesForm } from "./rules-form.tsx";
import { useAdminFairRules, useRuleBreaches } from "./use-rules-admin.ts";

const PARAMS = { page: pageParam } as const;

/**
 * `/admin/events/{id}/rules`: the event's own rules (issue 32) — which apply and with what
 * values, the titles it refuses, and the houses that break them, with their exceptions.
 */
export function AdminEventRulesPage() {
  return (
    <AdminOnly>
      <AdminEventRules />
    </AdminOnly>
  );
}

function AdminEventRules() {
  const { id = "" } = useParams();
  const { i18n } = useLingui();
  const [query, setQuery] = useUrlState(PARAMS);
  const rules = useAdminFairRules(id);
  const breaches = useRuleBreaches(id, query.page);

  return (
    <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-6 p-4 sm:p-6">
      <BackLink to={`/${i18n.locale}/admin/events/${id}`}>
        <Trans>Event set-up</Trans>
      </BackLink>
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Fair rules</Trans>
      </h1>
      {!rules.data ? (
        <DataPending error={rules.error} onRetry={() => void rules.mutate()} />
      ) : (
        <>
          <RulesForm eventId={id} rules={rules.data.rules} />
          <RefusedTitles eventId={id} refused={rules.data.refused_titles} />
        </>
      )}
      <DeadlinesAdmin eventId={id} />
      <BreachesTable
        eventId={id}
        houses={breaches.data?.houses}
        meta={breaches.data?.meta}
        onPageChange={(page) => setQuery({ page })}
        error={breaches.data ? undefined : breaches.error}
        onRetry={() => void breaches.mutate()}
      />
    </div>
  );
}
