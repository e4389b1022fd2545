import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { BookStatus } from "@rawaq/domain/book";
import { type AdminBookItem, MAX_MATCHING_DECISION } from "@rawaq/domain/review";
import { Button } from "@rawaq/ui/button";
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

/** The words of one decision, as a first decision or as the reversal of the other one. */
interface DecisionWords {
  /** What it did, for a toast or a notice: "2 books approved.", or why nothing changed. */
  outcome: (count: number) => string;
  /** The button deciding the page's selection. */
  selectedLabel: (count: number, isReversal: boolean) => string;
  /** The button deciding every book matching the filter. */
  matchingLabel: (count: number, isReversal: boolean) => string;
  /** The dialog's title for one book or a selection, and for every book matching the filter. */
  title: (count: number, isReversal: boolean) => string;
  matchingTitle: (count: number, isReversal: boolean) => string;
  /** What the exhibitor learns of it. */
  consequence: (isReversal: boolean) => string;
  /** The dialog's confirming button. */
  confirmLabel: string;
}

/** Approving and rejecting differ only by these words: every piece below reads them here. */
function useDecisionWords(): Record<Decision, DecisionWords> {
  const { t } = useLingui();
  return {
    approve: {
      outcome: (count) =>
        t`${plural(count, {
          0: "No book changed: they were already approved.",
          one: "# book approved.",
          other: "# books approved.",
        })}`,
      selectedLabel: (count, isReversal) =>
        isReversal
          ? t`Reverse rejection: approve selected (${count})`
          : t`Approve selected (${count})`,
      matchingLabel: (count, isReversal) =>
        isReversal ? t`Reverse rejection: approve all ${count}` : t`Approve all ${count}`,
      title: (count, isReversal) =>
        isReversal
          ? t`${plural(count, {
              one: "Reverse the rejection of # book",
              other: "Reverse the rejection of # books",
            })}`
          : t`${plural(count, { one: "Approve # book", other: "Approve # books" })}`,
      matchingTitle: (count, isReversal) =>
        isReversal
          ? t`${plural(count, {
              one: "Reverse the rejection of # book matching the filter",
              other: "Reverse the rejection of all # books matching the filter",
            })}`
          : t`${plural(count, {
              one: "Approve # book matching the filter",
              other: "Approve all # books matching the filter",
            })}`,
      consequence: (isReversal) =>
        isReversal
          ? t`Approving now reverses the earlier rejection. The exhibitor is notified.`
          : t`The exhibitor is notified of the approval.`,
      confirmLabel: t`Approve`,
    },
    reject: {
      outcome: (count) =>
        t`${plural(count, {
          0: "No book changed: they were already rejected.",
          one: "# book rejected.",
          other: "# books rejected.",
        })}`,
      selectedLabel: (count, isReversal) =>
        isReversal
          ? t`Reverse approval: reject selected (${count})`
          : t`Reject selected (${count})`,
      matchingLabel: (count, isReversal) =>
        isReversal ? t`Reverse approval: reject all ${count}` : t`Reject all ${count}`,
      title: (count, isReversal) =>
        isReversal
          ? t`${plural(count, {
              one: "Reverse the approval of # book",
              other: "Reverse the approval of # books",
            })}`
          : t`${plural(count, { one: "Reject # book", other: "Reject # books" })}`,
      matchingTitle: (count, isReversal) =>
        isReversal
          ? t`${plural(count, {
              one: "Reverse the approval of # book matching the filter",
              other: "Reverse the approval of all # books matching the filter",
            })}`
          : t`${plural(count, {
              one: "Reject # book matching the filter",
              other: "Reject all # books matching the filter",
            })}`,
      consequence: (isReversal) =>
        isReversal
          ? t`Rejecting now reverses the earlier approval. The exhibitor will see your reason.`
          : t`The exhibitor will see your reason.`,
      confirmLabel: t`Reject`,
    },
  };
}

/** A decision a queue offers: with Approved or Rejected shown, only the reversal of that status. */
interface OfferedDecision {
  decision: Decision;
  isReversal: boolean;
}

function offeredDecisions(status: BookStatus | undefined): OfferedDecision[] {
  if (status === "approved") return [{ decision: "reject", isReversal: true }];
  if (status === "rejected") return [{ decision: "approve", isReversal: true }];
  return [
    { decision: "approve", isReversal: false },
    { decision: "reject", isReversal: false },
  ];
}

/** "2 books approved.", or why nothing changed: what a decision did, for a toast or a notice. */
export function useBookDecisionOutcome() {
  const words = useDecisionWords();
  return (decision: Decision, count: number): string => words[decision].outcome(count);
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
  const words = useDecisionWords();
  const count = selectedIds.length;
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
      <DecisionButtons
        status={status}
        approveVariant="primary"
        isDisabled={count === 0}
        label={({ decision, isReversal }) => words[decision].selectedLabel(count, isReversal)}
        onDecide={(offered) => onDecide({ ...offered, ids: selectedIds })}
      />
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
  const words = useDecisionWords();
  if (status === undefined) return null;
  // Shown from the first render, disabled until the count is known, so the table below never
  // moves when the list arrives (decision 021).
  const isTooMany = total !== undefined && total > MAX_MATCHING_DECISION;
  const count = total ?? 0;
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
      <DecisionButtons
        status={status}
        approveVariant="secondary"
        isDisabled={isTooMany || count === 0}
        label={({ decision, isReversal }) => words[decision].matchingLabel(count, isReversal)}
        onDecide={(offered) => onDecide({ ...offered, ids: [], matchingCount: count })}
      />
    </div>
  );
}

interface DecisionButtonsProps {
  status: BookStatus | undefined;
  /** A rejection is always the danger button; an approval is this one. */
  approveVariant: "primary" | "secondary";
  isDisabled: boolean;
  label: (offered: OfferedDecision) => string;
  onDecide: (offered: OfferedDecision) => void;
}

/** One button for each decision the queue's status offers. */
function DecisionButtons({
  status,
  approveVariant,
  isDisabled,
  label,
  onDecide,
}: DecisionButtonsProps) {
  return (
    <div className="ms-auto flex flex-wrap gap-2">
      {offeredDecisions(status).map((offered) => (
        <Button
          key={offered.decision}
          size="sm"
          variant={offered.decision === "reject" ? "danger" : approveVariant}
          disabled={isDisabled}
          onClick={() => onDecide(offered)}
        >
          {label(offered)}
        </Button>
      ))}
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
  const words = useDecisionWords();
  const decision = pending?.decision ?? "approve";
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
      decision={decision}
      title={
        pending === null
          ? null
          : pending.matchingCount === undefined
            ? words[decision].title(pending.ids.length, pending.isReversal)
            : words[decision].matchingTitle(pending.matchingCount, pending.isReversal)
      }
      description={
        pending ? (
          <DialogDescription
            pending={pending}
            consequence={words[decision].consequence(pending.isReversal)}
          />
        ) : undefined
      }
      confirmLabel={words[decision].confirmLabel}
      onConfirm={onConfirm}
    />
  );
}

function DialogDescription({
  pending,
  consequence,
}: {
  pending: PendingBookDecision;
  consequence: string;
}) {
  const bookTitle = pending.book?.title;
  if (pending.matchingCount !== undefined) {
    return (
      <>
        <Trans>Every page of the list is included, not only the books shown.</Trans> {consequence}
      </>
    );
  }
  if (bookTitle === undefined) return consequence;
  return (
    <>
      <bdi className="font-medium text-slate-900">{bookTitle}</bdi>
      <br />
      {consequence}
    </>
  );
}
