import { Trans, useLingui } from "@lingui/react/macro";
import { Alert } from "@rawaq/ui/alert";
import { OUTBOX_PARAMS } from "../../features/outbox/outbox-params.ts";
import { AdminOnly, NoPermissionNotice, isForbidden } from "../../components/admin-only.tsx";
import { OutboxTable } from "../../features/outbox/outbox-table.tsx";
import { useAdminOutbox } from "../../features/outbox/use-outbox.ts";
import { useUrlState } from "../../lib/url-state.ts";
import { FailureText } from "../../components/load-state.tsx";

/** Every message the product sent or holds, newest first. */
export function AdminOutboxPage() {
  return (
    <AdminOnly>
      <Outbox />
    </AdminOnly>
  );
}

function Outbox() {
  const { t } = useLingui();
  const [query, setQuery] = useUrlState(OUTBOX_PARAMS);
  const { data, error, isLoading, mutate } = useAdminOutbox(query);

  if (isForbidden(error)) return <NoPermissionNotice />;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Outbox</Trans>
      </h1>
      {/*
        Held (invisible) while the list loads: without SMTP_URL, the default, the notice appears
        where its place was kept and the table below does not move (CLS).
      */}
      {(!data || data.transport === "outbox") && (
        <Alert
          variant="info"
          aria-hidden={data ? undefined : true}
          className={data ? undefined : "invisible"}
        >
          <Trans>
            No mail server is configured (SMTP_URL): messages stay here, links included. Pass a link
            on to its recipient only once you are sure who they are.
          </Trans>
        </Alert>
      )}
      <OutboxTable
        messages={data?.messages ?? []}
        meta={data?.meta}
        isLoading={isLoading}
        error={
          error && !data ? (
            <FailureText error={error}>{t`The outbox could not be loaded.`}</FailureText>
          ) : undefined
        }
        onRetry={() => void mutate()}
        onPageChange={(page) => setQuery({ page })}
      />
    </div>
  );
}
