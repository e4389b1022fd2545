import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { BookStatus } from "@rawaq/domain/book";
import { type AdminBookItem, MAX_MATCHING_DECISION } from "@rawaq/domain/review";
import { Button } from "@rawaq/ui/button";
import type { ReactNode } from "react";
import { type Decision, DecisionDialog } from "../../components/decision-dialog.tsx";

/** A decision waiting for its dialog: which books, and whether it reverses an earlier one. */
export interface PendingBookDecision {
  decision: Decision;
  ids: string[];
  isReversal: boolean;
  /** Set when the decision is about one row's book, named in the dialog. */
  book?: AdminBookItem;
  /** Set for "all matching the filter" (`ids` is empty): how many books the admin confirms. */
  matchingCount?: number;
}

/** "2 books approved.", or why nothing changed: what a decision did, for a toast or a notice. */
export function useBookDecisionOutcome() {
  const { t } = useLingui();
  return (decision: Decision, count: number): string =>
    decision === "approve"
      ? t`${plural(count, {
          0: "No book changed: they were already approved.",
          one: "# book approved.",
          other: "# books approved.",
        })}`
      : t`${plural(count, {
          0: "No book changed: they were already rejected.",
          one: "# book rejected.",
          other: "# books rejected.",
        })}`;
}

export interface BulkBookDecisionsProps {
  /** The queue's status filter: with Approved or Rejected, the bulk action reverses decisions. */
  status: BookStatus | undefined;
  selectedIds: string[];
  onDecide: (decision: PendingBookDecision) => void;
}

/** The selection's count and the decisions that apply to all of it. */
export function BulkBookDecisions({ status, selectedIds, onDecide }: BulkBookDecisionsProps) {
  const { t } = useLingui();
  const actions: { decision: Decision; isReversal: boolean; label: ReactNode }[] =
    status === "approved"
      ? [
          {
            decision: "reject",
            isReversal: true,
            label: <Trans>Reverse approval: reject selected ({selectedIds.length})</Trans>,
          },
        ]
      : status === "rejected"
        ? [
            {
              decision: "approve",
              isReversal: true,
              label: <Trans>Reverse rejection: approve selected ({selectedIds.length})</Trans>,
            },
          ]
        : [
            {
              decision: "approve",
              isReversal: false,
              label: <Trans>Approve selected ({selectedIds.length})</Trans>,
            },
            {
              decision: "reject",
              isReversal: false,
              label: <Trans>Reject selected ({selectedIds.length})</Trans>,
            },
          ];

  return (
    <div
      role="group"
      aria-label={t`Selected books`}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3"
    >
      <span className="text-sm text-slate-700">
        <Plural
          value={selectedIds.length}
          _0="No book selected"
          one="# book selected"
          other="# books selected"
        />
      </span>
      <div className="ms-auto flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action.decision}
            size="sm"
            variant={action.decision === "reject" ? "danger" : "primary"}
            disabled={selectedIds.length === 0}
            onClick={() =>
              onDecide({
                decision: action.decision,
                ids: selectedIds,
                isReversal: action.isReversal,
              })
            }
          >
            {action.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

export interface MatchingBookDecisionsProps {
  /** The queue's status filter: "all matching" needs one, so every matching book changes. */
  status: BookStatus | undefined;
  /** How many books match the filter (the list's total); undefined while unknown. */
  total: number | undefined;
  onDecide: (decision: PendingBookDecision) => void;
}

/**
 * Decisions about every book matching the filter, beyond the page's selection: the count is on
 * the button and in the confirmation, and the server refuses if another count matches by then.
 */
export function MatchingBookDecisions({ status, total, onDecide }: MatchingBookDecisionsProps) {
  const { t } = useLingui();
  if (status === undefined) return null;
  // Shown from the first render, disabled until the count is known, so the table below never
  // moves when the list arrives (decision 021).
  const isTooMany = total !== undefined && total > MAX_MATCHING_DECISION;
  const count = total ?? 0;
  const actions: { decision: Decision; isReversal: boolean; label: string }[] =
    status === "approved"
      ? [{ decision: "reject", isReversal: true, label: t`Reverse approval: reject all ${count}` }]
      : status === "rejected"
        ? [
            {
              decision: "approve",
              isReversal: true,
              label: t`Reverse rejection: approve all ${count}`,
            },
          ]
        : [
            { decision: "approve", isReversal: false, label: t`Approve all ${count}` },
            { decision: "reject", isReversal: false, label: t`Reject all ${count}` },
          ];
  const max = MAX_MATCHING_DECISION;
  return (
    <div
      role="group"
      aria-label={t`All books matching the filter`}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 px-4 py-3"
    >
      <span className="text-sm text-slate-700">
        {total === undefined ? (
          "\u00a0"
        ) : isTooMany ? (
          <Trans>
            More than {max} books match the filter: narrow it (a publishing house, a search) to
            decide them all at once.
          </Trans>
        ) : (
          <Plural
            value={total}
            _0="No book matches the filter."
            one="# book matches the filter, on every page."
            other="# books match the filter, on every page."
          />
        )}
      </span>
      <div className="ms-auto flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action.decision}
            size="sm"
            variant={action.decision === "reject" ? "danger" : "secondary"}
            disabled={isTooMany || count === 0}
            onClick={() =>
              onDecide({
                decision: action.decision,
                ids: [],
                isReversal: action.isReversal,
                matchingCount: count,
              })
            }
          >
            {action.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

export interface BookDecisionDialogProps {
  pending: PendingBookDecision | null;
  onCancel: () => void;
  /** Sends the pending decision with the reason typed in the dialog. */
  onConfirm: (reason: string) => Promise<void>;
}

/** Confirms a decision about one book or a selection, naming what it reverses. */
export function BookDecisionDialog({ pending, onCancel, onConfirm }: BookDecisionDialogProps) {
  return (
    <DecisionDialog
      key={
        pending
          ? `${pending.decision}-${pending.matchingCount ?? "ids"}-${pending.ids.join(",")}`
          : "closed"
      }
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      decision={pending?.decision ?? "approve"}
      title={pending ? <DialogTitle pending={pending} /> : null}
      description={pending ? <DialogDescription pending={pending} /> : undefined}
      confirmLabel={pending?.decision === "reject" ? <Trans>Reject</Trans> : <Trans>Approve</Trans>}
      onConfirm={onConfirm}
    />
  );
}

function DialogTitle({ pending }: { pending: PendingBookDecision }) {
  if (pending.matchingCount !== undefined) return <MatchingDialogTitle pending={pending} />;
  const count = pending.ids.length;
  if (pending.isReversal) {
    return pending.decision === "approve" ? (
      <Plural
        value={count}
        one="Reverse the rejection of # book"
        other="Reverse the rejection of # books"
      />
    ) : (
      <Plural
        value={count}
        one="Reverse the approval of # book"
        other="Reverse the approval of # books"
      />
    );
  }
  return pending.decision === "approve" ? (
    <Plural value={count} one="Approve # book" other="Approve # books" />
  ) : (
    <Plural value={count} one="Reject # book" other="Reject # books" />
  );
}

function MatchingDialogTitle({ pending }: { pending: PendingBookDecision }) {
  const count = pending.matchingCount ?? 0;
  if (pending.isReversal) {
    return pending.decision === "approve" ? (
      <Plural
        value={count}
        one="Reverse the rejection of # book matching the filter"
        other="Reverse the rejection of all # books matching the filter"
      />
    ) : (
      <Plural
        value={count}
        one="Reverse the approval of # book matching the filter"
        other="Reverse the approval of all # books matching the filter"
      />
    );
  }
  return pending.decision === "approve" ? (
    <Plural
      value={count}
      one="Approve # book matching the filter"
      other="Approve all # books matching the filter"
    />
  ) : (
    <Plural
      value={count}
      one="Reject # book matching the filter"
      other="Reject all # books matching the filter"
    />
  );
}

function DialogDescription({ pending }: { pending: PendingBookDecision }) {
  const bookTitle = pending.book?.title;
  const what =
    pending.decision === "approve" ? (
      pending.isReversal ? (
        <Trans>Approving now reverses the earlier rejection. The exhibitor is notified.</Trans>
      ) : (
        <Trans>The exhibitor is notified of the approval.</Trans>
      )
    ) : pending.isReversal ? (
      <Trans>
        Rejecting now reverses the earlier approval. The exhibitor will see your reason.
      </Trans>
    ) : (
      <Trans>The exhibitor will see your reason.</Trans>
    );
  if (pending.matchingCount !== undefined) {
    return (
      <>
        <Trans>Every page of the list is included, not only the books shown.</Trans> {what}
      </>
    );
  }
  if (bookTitle === undefined) return what;
  return (
    <>
      <bdi className="font-medium text-slate-900">{bookTitle}</bdi>
      <br />
      {what}
    </>
  );
}
