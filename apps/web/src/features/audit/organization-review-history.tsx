import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { AuditTable } from "./audit-table.tsx";
import { useAdminAudit } from "./use-audit.ts";
import { FailureText } from "../../components/load-state.tsx";

/**
 * Every decision about one organization and its books. Its page is the section's own state, not
 * the URL's: the URL belongs to the page's subject, the organization.
 */
export function OrganizationReviewHistory({ organizationId }: { organizationId: string }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useAdminAudit({ organizationId, page });
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-3">
      <h2 id="history-title" className="text-lg font-semibold text-slate-900">
        <Trans>History</Trans>
      </h2>
      <AuditTable
        caption={t`Decisions about this organization and its books`}
        entries={data?.entries ?? []}
        meta={data?.meta}
        isLoading={isLoading}
        error={
          error && !data ? (
            <FailureText error={error}>{t`The history could not be loaded.`}</FailureText>
          ) : undefined
        }
        onRetry={() => void mutate()}
        onPageChange={setPage}
        hasOrganizationLinks={false}
      />
    </section>
  );
}
