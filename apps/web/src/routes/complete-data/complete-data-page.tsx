import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "@rawaq/ui/empty-state";
import { AssignShipper } from "../../features/logistics/assign-shipper.tsx";
import { LogisticsQuickList } from "../../features/logistics/logistics-quick-list.tsx";
import { useTitleRuleNotes } from "../../features/fair-rules/use-title-rule-notes.ts";
import { RulesSummary } from "../../features/fair-rules/rules-summary.tsx";
import { LogisticsSteps } from "../../features/logistics/logistics-steps.tsx";
import { LogisticsUpload } from "../../features/logistics/logistics-upload.tsx";
import { SendParcels } from "../../features/logistics/send-parcels.tsx";
import { LOGISTICS_BOOK_PARAMS } from "../../features/logistics/logistics-list-params.ts";
import { useLogisticsBooks, useLogisticsProgress } from "../../features/logistics/use-logistics.ts";
import { useUrlState } from "../../lib/url-state.ts";
import { useOrganization } from "../../features/organizations/use-organization.ts";
import { DataPending } from "../../components/load-state.tsx";

/**
 * /completeData (DESIGN.md journey 5): the three ordered steps, each opened by the server's
 * progress; the open steps' work below them.
 */
export function CompleteDataPage() {
  const { t } = useLingui();
  const { data: organization } = useOrganization();
  const organizationId = organization?.organization?.id;
  const [query, setQuery] = useUrlState(LOGISTICS_BOOK_PARAMS);
  // The fair's rules beside each title (issue 32); the server judges again when parcels leave.
  const ruleNotes = useTitleRuleNotes();
  const { state, q } = query;
  const { data: progress, error, mutate } = useLogisticsProgress();
  const list = useLogisticsBooks(query);
  const canEdit = organization?.meta.role === "manager";

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Complete data</Trans>
      </h1>
      {!progress ? (
        <DataPending error={error} onRetry={() => void mutate()} />
      ) : (
        <>
          <LogisticsSteps
            progress={progress}
            actions={[
              <a key="data" className="font-medium text-brand-800 underline" href="#books-data">
                <Trans>Fill in the books' data</Trans>
              </a>,
              <a key="labels" className="font-medium text-brand-800 underline" href="#send-title">
                <Trans>Labels and sending</Trans>
              </a>,
              <a key="ship" className="font-medium text-brand-800 underline" href="#shipper-title">
                <Trans>Choose shippers</Trans>
              </a>,
            ]}
          />
          {progress.is_open && organizationId && (
            <section
              id="books-data"
              aria-labelledby="books-data-title"
              className="flex flex-col gap-3"
            >
              <div className="flex flex-wrap items-end justify-between gap-3">
                <h2 id="books-data-title" className="text-lg font-semibold">
                  <Trans>Books' data</Trans>
                </h2>
                <div className="flex flex-wrap gap-2">
                  <input
                    type="search"
                    aria-label={t`Search books`}
                    placeholder={t`Search by title, author, ISBN or barcode`}
                    className="h-10 w-72 rounded-md border border-slate-300 px-3 text-sm"
                    value={q}
                    onChange={(event) =>
                      setQuery({ q: event.target.value, page: 1 }, { replace: true })
                    }
                  />
                  <select
                    aria-label={t`Show`}
                    className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
                    value={state}
                    onChange={(event) =>
                      setQuery({ state: event.target.value as typeof state, page: 1 })
                    }
                  >
                    <option value="all">{t`All books`}</option>
                    <option value="incomplete">{t`Books still to complete`}</option>
                    <option value="complete">{t`Complete books`}</option>
                  </select>
                </div>
              </div>
              <RulesSummary />
              {canEdit && <LogisticsUpload organizationId={organizationId} />}
              <LogisticsQuickList
                organizationId={organizationId}
                books={list.data?.books}
                meta={list.data?.meta}
                onPageChange={(next) => setQuery({ page: next })}
                canEdit={canEdit}
                error={list.error ? t`The books could not be loaded.` : undefined}
                onRetry={() => void list.mutate()}
                empty={<EmptyState headingLevel={3} title={t`No books here`} />}
                ruleNotes={ruleNotes.forTitle}
              />
            </section>
          )}
          {progress.data_completed && organizationId && (
            <SendParcels organizationId={organizationId} canEdit={canEdit} />
          )}
          {progress.locations_completed && organizationId && (
            <AssignShipper organizationId={organizationId} canEdit={canEdit} />
          )}
        </>
      )}
    </div>
  );
}
