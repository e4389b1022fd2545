import { Trans, useLingui } from "@lingui/react/macro";
import { readWholeNumber } from "@rawaq/domain/numbers";
import { type ParticipationRequest, REQUEST_REASON_MAX_LENGTH } from "@rawaq/domain/participation";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { useFormMessages } from "../../i18n/form-messages.ts";
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
  const { t } = useLingui();
  const lengthCounter = useLengthCounter();
  const formTexts = useFormMessages();
  // The server judges the decision; its errors land on the area or the reason (useForm).
  const form = useForm({
    initialValues: {
      decision: "approve" as Decision,
      approved_area: String(request.requested_area),
      reason: "",
    },
    ...formTexts,
    onSubmit: async ({ decision, approved_area, reason }) => {
      const answer = await participationApi.admin.decideRequest(request.id, {
        decision,
        approved_area:
          decision === "approve" ? (readWholeNumber(approved_area) ?? Number.NaN) : null,
        reason: decision === "approve" ? "" : reason,
      });
      onDecided(answer.message ?? "");
    },
  });
  const busy = form.isSubmitting ? form.values.decision : null;

  function decide(decision: Decision) {
    form.setValue("decision", decision);
    void form.handleSubmit();
  }
  const reason = form.getFieldProps("reason");

  return (
    <section
      aria-labelledby="decision"
      className="flex flex-col gap-4 rounded-lg border border-brand-200 bg-white p-4"
    >
      <h2 id="decision" className="text-lg font-semibold text-brand-900">
        <Trans>Decision</Trans>
      </h2>
      {form.formMessage ? <Alert variant="danger">{form.formMessage}</Alert> : null}
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t`Approved area (m²)`}
          inputMode="numeric"
          normalizeDigits
          {...form.getFieldProps("approved_area")}
        />
        <Button isLoading={busy === "approve"} onClick={() => decide("approve")}>
          <Trans>Approve</Trans>
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t`Reason (for a rejection or for changes)`}
          dir="auto"
          className="min-w-72 flex-1"
          counter={lengthCounter(reason.value, REQUEST_REASON_MAX_LENGTH)}
          {...reason}
        />
        <Button
          variant="secondary"
          isLoading={busy === "request_changes"}
          onClick={() => decide("request_changes")}
        >
          <Trans>Ask for changes</Trans>
        </Button>
        <Button variant="danger" isLoading={busy === "reject"} onClick={() => decide("reject")}>
          <Trans>Reject</Trans>
        </Button>
      </div>
    </section>
  );
}
