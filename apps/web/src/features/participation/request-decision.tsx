import { Trans, useLingui } from "@lingui/react/macro";
import { readWholeNumber } from "@rawaq/domain/numbers";
import { type ParticipationRequest, REQUEST_REASON_MAX_LENGTH } from "@rawaq/domain/participation";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { TextField } from "@rawaq/ui/text-field";
import { useState } from "react";
import { serverFailure } from "../../lib/api-failure.ts";
import { participationApi } from "../../lib/api.ts";
import { useLengthCounter } from "../../lib/length-counter.ts";

type Decision = "approve" | "reject" | "request_changes";

/** Approve with the area, reject with a reason, or send back asking for changes. */
export function RequestDecision({
  request,
  onDecided,
}: {
  request: ParticipationRequest;
  onDecided: (message: string) => void;
}) {
  const { i18n, t } = useLingui();
  const [area, setArea] = useState(String(request.requested_area));
  const [reason, setReason] = useState("");
  const lengthCounter = useLengthCounter();
  const [busy, setBusy] = useState<Decision | null>(null);
  const [failure, setFailure] = useState<{ message: string; errors: Record<string, string[]> }>();

  async function decide(decision: Decision) {
    setBusy(decision);
    setFailure(undefined);
    try {
      const answer = await participationApi.admin.decideRequest(request.id, {
        decision,
        approved_area: decision === "approve" ? (readWholeNumber(area) ?? Number.NaN) : null,
        reason: decision === "approve" ? "" : reason,
      });
      onDecided(answer.message ?? "");
    } catch (error) {
      setFailure(serverFailure(error, i18n));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby="decision"
      className="flex flex-col gap-4 rounded-lg border border-brand-200 bg-white p-4"
    >
      <h2 id="decision" className="text-lg font-semibold text-brand-900">
        <Trans>Decision</Trans>
      </h2>
      {failure ? <Alert variant="danger">{failure.message}</Alert> : null}
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t`Approved area (m²)`}
          inputMode="numeric"
          normalizeDigits
          value={area}
          onChange={(event) => setArea(event.currentTarget.value)}
          error={failure?.errors.approved_area?.[0]}
        />
        <Button isLoading={busy === "approve"} onClick={() => void decide("approve")}>
          <Trans>Approve</Trans>
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t`Reason (for a rejection or for changes)`}
          dir="auto"
          className="min-w-72 flex-1"
          value={reason}
          counter={lengthCounter(reason, REQUEST_REASON_MAX_LENGTH)}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={failure?.errors.reason?.[0]}
        />
        <Button
          variant="secondary"
          isLoading={busy === "request_changes"}
          onClick={() => void decide("request_changes")}
        >
          <Trans>Ask for changes</Trans>
        </Button>
        <Button
          variant="danger"
          isLoading={busy === "reject"}
          onClick={() => void decide("reject")}
        >
          <Trans>Reject</Trans>
        </Button>
      </div>
    </section>
  );
}
