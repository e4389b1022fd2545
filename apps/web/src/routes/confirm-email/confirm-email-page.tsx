import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "@rawaq/api-client/client";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useSWRConfig } from "swr";
import { failureMessage } from "../../lib/api-failure.ts";
import { api } from "../../lib/api.ts";
import { useLinkState, useLinkToken } from "../../lib/link-token.ts";
import { DataPending, LoadError } from "../../components/load-state.tsx";
import { PROFILE_KEY } from "../../lib/use-profile.ts";

/**
 * Confirms a new email address from the link sent to it. A button, not an automatic call: mail
 * scanners that open links must not confirm on the user's behalf.
 */
export function ConfirmEmailPage() {
  const { i18n } = useLingui();
  const token = useLinkToken();
  const { mutate } = useSWRConfig();
  const link = useLinkState(token, api.checkEmailChangeLink);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function handleConfirm() {
    setBusy(true);
    try {
      const answer = await api.confirmEmailChange(token ?? "");
      setOutcome({ ok: true, message: answer.message ?? "" });
      void mutate(PROFILE_KEY);
    } catch (error) {
      const isInvalid = error instanceof ApiError && error.status === 404;
      setOutcome({ ok: false, message: isInvalid ? "" : failureMessage(error, i18n) });
    } finally {
      setBusy(false);
    }
  }

  if (outcome?.ok) {
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="success">{outcome.message}</Alert>
        <Link
          to={`/${i18n.locale}/auth/login`}
          className="text-center font-medium text-brand-800 underline"
        >
          <Trans>Go to log in</Trans>
        </Link>
      </div>
    );
  }
  if (link.state === "unusable" || (outcome && !outcome.message)) {
    return (
      <div className="flex flex-col gap-4" data-link="unusable">
        <Alert variant="danger">
          <Trans>
            This link has already been used or has expired. Ask for a new one from your profile.
          </Trans>
        </Alert>
        <Link
          to={`/${i18n.locale}/auth/profile`}
          className="text-center font-medium text-brand-800 underline"
        >
          <Trans>Change email address</Trans>
        </Link>
      </div>
    );
  }
  if (link.state === "failed") return <LoadError error={link.error} onRetry={link.retry} />;
  if (link.state === "checking") {
    return <DataPending error={undefined} onRetry={() => {}} className="h-32" />;
  }
  return (
    <div className="flex flex-col gap-4">
      {outcome && <Alert variant="danger">{outcome.message}</Alert>}
      {!outcome && (
        <>
          <p className="text-sm text-slate-700">
            <Trans>
              Confirm that this address is yours to make it the address of your account.
            </Trans>
          </p>
          <Button onClick={() => void handleConfirm()} isLoading={isBusy}>
            <Trans>Confirm the new address</Trans>
          </Button>
        </>
      )}
    </div>
  );
}
