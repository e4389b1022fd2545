import { Trans } from "@lingui/react/macro";
import type { Organization } from "@rawaq/domain/organization";
import { formatDateTime } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { type Decision, DecisionDialog } from "../../components/decision-dialog.tsx";

export interface OrganizationDecisionPanelProps {
  organization: Organization;
  locale: Locale;
  onApprove: () => void;
  onReject: () => void;
}

/** What the review stands at: the decision buttons while pending, else what was decided. */
export function OrganizationDecisionPanel({
  organization,
  locale,
  onApprove,
  onReject,
}: OrganizationDecisionPanelProps) {
  const reviewedAt = formatDateTime(organization.reviewed_at, locale);
  const submittedAt = formatDateTime(organization.submitted_at, locale);

  if (organization.status === "pending") {
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-amber-950">
          {submittedAt ? (
            <Trans>
              Sent for review on {submittedAt}. Check the data and documents, then decide.
            </Trans>
          ) : (
            <Trans>Check the data and documents, then decide.</Trans>
          )}
        </p>
        <div className="flex gap-2">
          <Button variant="danger" onClick={onReject}>
            <Trans>Reject</Trans>
          </Button>
          <Button onClick={onApprove}>
            <Trans>Approve</Trans>
          </Button>
        </div>
      </div>
    );
  }
  if (organization.status === "rejected") {
    return (
      <Alert variant="danger" role="note" title={<Trans context="organization">Rejected</Trans>}>
        {organization.rejection_reason && (
          <p>
            <Trans>Reason:</Trans>{" "}
            <bdi className="whitespace-pre-line">{organization.rejection_reason}</bdi>
          </p>
        )}
        {reviewedAt && (
          <p>
            <Trans>Decided on {reviewedAt}.</Trans>
          </p>
        )}
      </Alert>
    );
  }
  if (organization.status === "approved") {
    return (
      <Alert variant="success" role="note" title={<Trans context="organization">Approved</Trans>}>
        {reviewedAt && <Trans>Decided on {reviewedAt}.</Trans>}
      </Alert>
    );
  }
  return (
    <Alert variant="info" role="note">
      <Trans>This organization is still a draft: its exhibitor has not sent it for review.</Trans>
    </Alert>
  );
}

export interface OrganizationDecisionDialogProps {
  /** The decision being confirmed; null keeps the dialog closed. */
  decision: Decision | null;
  /** The organization's name, for the approval's sentence. */
  name: string;
  onCancel: () => void;
  onConfirm: (decision: Decision, reason: string) => Promise<void>;
}

/** Confirms an approval, or asks for the rejection's reason the exhibitor will read. */
export function OrganizationDecisionDialog({
  decision,
  name,
  onCancel,
  onConfirm,
}: OrganizationDecisionDialogProps) {
  return (
    <DecisionDialog
      key={decision ?? "closed"}
      open={decision !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      decision={decision ?? "approve"}
      title={
        decision === "reject" ? (
          <Trans>Reject this organization</Trans>
        ) : (
          <Trans>Approve this organization</Trans>
        )
      }
      description={
        decision === "reject" ? (
          <Trans>
            The exhibitor will see your reason, can correct the organization's information and send
            it again.
          </Trans>
        ) : (
          <Trans>
            <bdi>{name}</bdi> will be approved and its exhibitor notified.
          </Trans>
        )
      }
      confirmLabel={decision === "reject" ? <Trans>Reject</Trans> : <Trans>Approve</Trans>}
      onConfirm={(reason) => onConfirm(decision ?? "approve", reason)}
    />
  );
}
