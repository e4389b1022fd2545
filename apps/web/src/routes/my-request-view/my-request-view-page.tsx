import { Trans, useLingui } from "@lingui/react/macro";
import { canRequest } from "@rawaq/domain/participation";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { BackLink } from "../../components/back-link.tsx";
import { RequestForm } from "../../features/participation/request-form.tsx";
import {
  RequestHistory,
  RequestSummary,
  RequestThread,
} from "../../features/participation/request-sections.tsx";
import {
  useRequestDetail,
  useRevalidateParticipation,
} from "../../features/participation/use-participation.ts";
import { useOrganization } from "../../features/organizations/use-organization.ts";
import { failureMessage } from "../../lib/api-failure.ts";
import { participationApi } from "../../lib/api.ts";
import { DataPending, LoadError } from "../../components/load-state.tsx";

/** One participation request: its data, what can be done next, its history and its thread. */
export function MyRequestViewPage() {
  const { id = "" } = useParams();
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const { data, error, mutate } = useRequestDetail(id, "exhibitor");
  const organization = useOrganization();
  const revalidate = useRevalidateParticipation();
  const [notice, setNotice] = useState<{ tone: "success" | "danger"; text: string } | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isManager = organization.data?.meta.role === "manager";

  async function handleSubmit() {
    setIsSubmitting(true);
    try {
      const answer = await participationApi.submitRequest(id);
      setNotice({ tone: "success", text: answer.message ?? "" });
    } catch (failure) {
      setNotice({ tone: "danger", text: failureMessage(failure, i18n) });
    } finally {
      setIsSubmitting(false);
      await mutate();
      void revalidate();
    }
  }

  const request = data?.request;
  const isEditable = request ? isManager && canRequest("edit", request.status) : false;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-6">
      <BackLink to={`/${locale}/my-requests`}>
        <Trans>My requests</Trans>
      </BackLink>
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Participation request</Trans>
      </h1>
      {error && !data ? (
        <LoadError message={failureMessage(error, i18n)} onRetry={() => void mutate()} />
      ) : !data || !request ? (
        <DataPending error={null} onRetry={() => void mutate()} />
      ) : (
        <>
          <div aria-live="polite">
            {notice ? <Alert variant={notice.tone}>{notice.text}</Alert> : null}
          </div>
          <RequestSummary detail={data} />
          {request.status === "approved" ? (
            <Button asChild className="self-start">
              <Link to={`/${locale}/reservation`}>
                <Trans>Choose your booth</Trans>
              </Link>
            </Button>
          ) : null}
          {isEditable ? (
            <section
              aria-labelledby="edit-request"
              className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
            >
              <h2 id="edit-request" className="text-lg font-semibold text-brand-900">
                <Trans>Edit and send</Trans>
              </h2>
              <RequestForm
                request={request}
                onSaved={(_saved, message) => {
                  setNotice({ tone: "success", text: message });
                  void mutate();
                }}
              />
              <Button
                variant="primary"
                className="self-start"
                isLoading={isSubmitting}
                onClick={() => void handleSubmit()}
              >
                {request.status === "changes_requested"
                  ? t`Resubmit the request`
                  : t`Submit the request`}
              </Button>
            </section>
          ) : null}
          <div className="grid gap-6 lg:grid-cols-2">
            <RequestHistory detail={data} />
            <RequestThread
              detail={data}
              onSend={async (body) => {
                await participationApi.sendRequestMessage(id, body);
                await mutate();
              }}
            />
          </div>
        </>
      )}
    </div>
  );
}
