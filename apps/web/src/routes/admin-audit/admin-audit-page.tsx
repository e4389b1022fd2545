import { Trans, useLingui } from "@lingui/react/macro";
import { AdminOnly, NoPermissionNotice, isForbidden } from "../../components/admin-only.tsx";
import { AuditTable } from "../../features/audit/audit-table.tsx";
import { AUDIT_LOG_PARAMS } from "../../features/audit/audit-list-params.ts";
import { useAdminAudit } from "../../features/audit/use-audit.ts";
import { useUrlState } from "../../lib/url-state.ts";
import { FailureText } from "../../components/load-state.tsx";

/** Every status change of every audited kind, newest first. */
export function AdminAuditPage() {
  return (
    <AdminOnly>
      <AuditLog />
    </AdminOnly>
  );
}

function AuditLog() {
  const { t } = useLingui();
  const [query, setQuery] = useUrlState(AUDIT_LOG_PARAMS);
  const { data, error, isLoading, mutate } = useAdminAudit(query);

  if (isForbidden(error)) return <NoPermissionNotice />;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Audit log</Trans>
      </h1>
      <p className="text-sm text-slate-600">
        <Trans>Every status change, whatever it concerns: who made it, when, and why.</Trans>
      </p>
      <AuditTable
        caption={t`Audit log`}
        entries={data?.entries ?? []}
        meta={data?.meta}
        isLoading={isLoading}
        error={
          error && !data ? (
            <FailureText error={error}>{t`The audit log could not be loaded.`}</FailureText>
          ) : undefined
        }
        onRetry={() => void mutate()}
        onPageChange={(page) => setQuery({ page })}
      />
    </div>
  );
}
