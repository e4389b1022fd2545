import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { BackLink } from "../../components/back-link.tsx";
import { AdminOnly } from "../../components/admin-only.tsx";
import { RequestDecision } from "../../features/participation/request-decision.tsx";
import {
  RequestHistory,
  RequestSummary,
  RequestThread,
} from "../../features/participation/request-sections.tsx";
import {
  useRequestDetail,
  useRevalidateParticipation,
} from "../../features/participation/use-participation.ts";
import { failureMessage } from "../../lib/api-failure.ts";
import { participationApi } from "../../lib/api.ts";
import { DataPending, LoadError } from "../../components/load-state.tsx";

/** A participation request under review: its data, the decision, history and thread. */
export function AdminRequestPage() {
  return (
    <AdminOnly>
      <AdminRequest />
    </AdminOnly>
  );
}

function AdminRequest() {
  const { id = "" } = useParams();
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { data, error, mutate } = useRequestDetail(id, "admin");
  const revalidate = useRevalidateParticipation();
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-6">
      <BackLink to={`/${locale}/admin/requests`}>
        <Trans>Participation requests</Trans>
      </BackLink>
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Participation request</Trans>
      </h1>
      {error && !data ? (
        <LoadError message={failureMessage(error, i18n)} onRetry={() => void mutate()} />
      ) : !data ? (
        <DataPending error={null} onRetry={() => void mutate()} />
      ) : (
        <>
          <div aria-live="polite">{notice ? <Alert variant="success">{notice}</Alert> : null}</div>
          <RequestSummary detail={data} />
          {data.request.status === "submitted" ? (
            <RequestDecision
              request={data.request}
              onDecided={(message) => {
                setNotice(message);
                void mutate();
                void revalidate();
              }}
            />
          ) : null}
          <div className="grid gap-6 lg:grid-cols-2">
            <RequestHistory detail={data} />
            <RequestThread
              detail={data}
              onSend={async (body) => {
                await participationApi.admin.sendRequestMessage(id, body);
                await mutate();
              }}
            />
          </div>
        </>
      )}
    </div>
  );
}
