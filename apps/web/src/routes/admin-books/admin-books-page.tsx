import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "@rawaq/api-client/client";
import { BOOK_STATUSES } from "@rawaq/domain/book";
import type { AdminBookItem } from "@rawaq/domain/review";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Checkbox } from "@rawaq/ui/checkbox";
import { DataTable, type DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { AdminOnly, NoPermissionNotice, isForbidden } from "../../features/admin/admin-only.tsx";
import { type Decision, DecisionDialog } from "../../features/admin/decision-dialog.tsx";
import { todayStamp } from "../../lib/download.ts";
import { ExportButtons } from "../../features/admin/export-buttons.tsx";
import { QueueFilters } from "../../features/admin/queue-filters.tsx";
import { ReviewStatusBadge, useStatusLabel } from "../../components/review-status.tsx";
import { useTableLabels } from "../../components/table-labels.ts";
import {
  useAdminBooks,
  useAdminOrganization,
  useRevalidateAdmin,
} from "../../features/admin/use-admin.ts";
import {
  ALL_STATUSES,
  parseStatus,
  useQueueParams,
} from "../../features/admin/use-query-params.ts";
import { api } from "../../lib/api.ts";

/** The books review queue: pending books by default, decided one by one or a page at a time. */
export function AdminBooksPage() {
  return (
    <AdminOnly>
      <BooksQueue />
    </AdminOnly>
  );
}

/** A decision waiting for its dialog: which books, and whether it reverses an earlier one. */
interface PendingDecision {
  decision: Decision;
  ids: string[];
  isReversal: boolean;
  /** Set when the decision is about one row's book, named in the dialog. */
  book?: AdminBookItem;
}

/** The last decision's outcome, announced politely; `at` makes a repeat announce again. */
interface Outcome {
  decision: Decision;
  count: number;
  at: number;
}

function BooksQueue() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const statusLabel = useStatusLabel();
  const labels = useTableLabels();
  const params = useQueueParams();
  const status = parseStatus(params.get("status"), BOOK_STATUSES, "pending");
  const organizationId = params.get("organization_id") ?? "";
  const q = params.get("q") ?? "";
  const page = params.page;
  const { data, error, isLoading, mutate } = useAdminBooks({ status, organizationId, q, page });
  const rows = data?.books ?? [];
  const revalidateAdmin = useRevalidateAdmin();

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  // A selection belongs to the list it was made in: another page or filter starts empty; the
  // last outcome belongs to its filter (not its page: a decision may move to another page).
  const filterKey = [status ?? ALL_STATUSES, organizationId, q].join("\u0000");
  const listKey = `${filterKey}\u0000${page}`;
  const [shownListKey, setShownListKey] = useState(listKey);
  if (listKey !== shownListKey) {
    setShownListKey(listKey);
    setSelected(new Set());
    if (!shownListKey.startsWith(`${filterKey}\u0000`)) {
      setOutcome(null);
      setNotice(null);
    }
  }
  const selectedIds = rows.filter((book) => selected.has(book.id)).map((book) => book.id);

  // The organization filter names its organization; without rows on this page, ask for it.
  const rowsOrganizationName = rows.find(
    (book) => book.organization_id === organizationId,
  )?.organization_name;
  const organizationDetail = useAdminOrganization(
    organizationId && data && !rowsOrganizationName ? organizationId : null,
  );
  const organizationName = rowsOrganizationName ?? organizationDetail.data?.organization.name;

  // Deciding the last books of the last page leaves it empty: step back to the new last page.
  const pages = data?.meta.pages;
  useEffect(() => {
    if (pages !== undefined && page > pages) params.update({ page: pages });
  }, [page, pages, params]);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (isForbidden(error)) return <NoPermissionNotice />;

  function toggle(id: string, isChecked: boolean) {
    setSelected((previous) => {
      const next = new Set(previous);
      if (isChecked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function handleDecision(reason: string) {
    if (!pending) return;
    try {
      const answer = await api.admin.decideBooks(pending.ids, pending.decision, reason);
      setPending(null);
      setSelected(new Set());
      setNotice(null);
      setOutcome({ decision: pending.decision, count: answer.data.updated, at: Date.now() });
      await revalidateAdmin();
      // The button that opened the dialog may be gone with its book: keep the keyboard here.
      outcomeRef.current?.focus();
    } catch (failure) {
      // Another admin changed these books meanwhile: say so and show the list as it is now.
      if (failure instanceof ApiError && failure.status === 409) {
        setPending(null);
        setSelected(new Set());
        setNotice(failure.message);
        void revalidateAdmin();
        return;
      }
      throw failure;
    }
  }

  const allOnPage = rows.length > 0 && selectedIds.length === rows.length;
  const columns: DataTableColumn<AdminBookItem>[] = [
    {
      id: "select",
      className: "w-10",
      header: (
        <Checkbox
          label={<span className="sr-only">{t`Select all books on this page`}</span>}
          checked={allOnPage ? true : selectedIds.length > 0 ? "indeterminate" : false}
          disabled={rows.length === 0}
          onCheckedChange={(checked) =>
            setSelected(new Set(checked === true ? rows.map((book) => book.id) : []))
          }
          wrapperClassName="w-5"
        />
      ),
      cell: (book) => {
        const bookTitle = book.title;
        return (
          <Checkbox
            label={<span className="sr-only">{t`Select ${bookTitle}`}</span>}
            checked={selected.has(book.id)}
            onCheckedChange={(checked) => toggle(book.id, checked === true)}
            wrapperClassName="w-5"
          />
        );
      },
    },
    {
      id: "title",
      header: t`Title`,
      isRowHeader: true,
      className: "min-w-48",
      cell: (book) => <bdi>{book.title}</bdi>,
    },
    {
      id: "author",
      header: t`Author`,
      cell: (book) => <bdi>{book.author}</bdi>,
    },
    {
      id: "organization",
      header: t`Publishing house`,
      cell: (book) => <bdi>{book.organization_name}</bdi>,
    },
    {
      id: "isbn",
      header: t`ISBN`,
      className: "whitespace-nowrap",
      cell: (book) => (
        <span dir="ltr" className="inline-block font-mono text-xs">
          {book.isbn}
        </span>
      ),
    },
    {
      id: "issue_date",
      header: t`Issue date`,
      className: "whitespace-nowrap",
      cell: (book) => formatDate(book.issue_date, locale) ?? "-",
    },
    {
      id: "status",
      header: t`Status`,
      className: "min-w-40",
      cell: (book) => (
        <div className="flex flex-col items-start gap-1">
          <ReviewStatusBadge status={book.status} />
          {book.status === "rejected" && book.rejection_reason && (
            <span className="text-xs whitespace-pre-line text-red-800">
              <bdi>{book.rejection_reason}</bdi>
            </span>
          )}
        </div>
      ),
    },
    {
      id: "actions",
      header: t`Actions`,
      cell: (book) => (
        <RowActions
          book={book}
          onDecide={(decision, isReversal) =>
            setPending({ decision, ids: [book.id], isReversal, book })
          }
        />
      ),
    },
  ];

  const statusOptions = [
    { value: ALL_STATUSES, label: t`All` },
    ...BOOK_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
  ];

  // With the Approved or Rejected filter, the bulk action reverses those decisions.
  const bulkActions: { decision: Decision; isReversal: boolean; label: ReactNode }[] =
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
    <div className="mx-auto flex max-w-7xl flex-col gap-6 p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>Books to review</Trans>
        </h1>
        <ExportButtons
          label={t`Export these books`}
          query={{ status, organization_id: organizationId || undefined }}
          nameParts={["books", organizationName ?? "", status ?? ALL_STATUSES, todayStamp()]}
        />
      </div>

      <QueueFilters
        status={status ?? ALL_STATUSES}
        statusOptions={statusOptions}
        onStatusChange={(value) => params.update({ status: value === "pending" ? null : value })}
        q={q}
        onSearch={(value) => params.update({ q: value })}
        searchLabel={t`Search by title, author or ISBN`}
      />

      {organizationId && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 py-1 ps-3 pe-1 text-sm text-brand-900">
            <span>
              <Trans>Publishing house:</Trans>{" "}
              <bdi className="font-medium">{organizationName ?? "…"}</bdi>
            </span>
            <button
              type="button"
              onClick={() => params.update({ organization_id: null })}
              aria-label={t`Remove the organization filter`}
              title={t`Remove the organization filter`}
              className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <CloseIcon />
            </button>
          </span>
        </div>
      )}

      <div aria-live="polite" role="status" className="empty:hidden">
        {outcome && (
          <p
            key={outcome.at}
            ref={outcomeRef}
            tabIndex={-1}
            className="rounded-md border border-brand-300 bg-brand-50 px-4 py-3 text-sm text-brand-900"
          >
            {outcome.decision === "approve" ? (
              <Plural
                value={outcome.count}
                _0="No book changed: they were already approved."
                one="# book approved."
                other="# books approved."
              />
            ) : (
              <Plural
                value={outcome.count}
                _0="No book changed: they were already rejected."
                one="# book rejected."
                other="# books rejected."
              />
            )}
          </p>
        )}
      </div>
      {notice && (
        <Alert ref={noticeRef} tabIndex={-1} variant="warning">
          {notice}
        </Alert>
      )}

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
          {bulkActions.map((action) => (
            <Button
              key={action.decision}
              size="sm"
              variant={action.decision === "reject" ? "danger" : "primary"}
              disabled={selectedIds.length === 0}
              onClick={() =>
                setPending({
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

      <DataTable
        {...labels}
        caption={t`Books`}
        columns={columns}
        rows={rows}
        getRowId={(book) => book.id}
        isLoading={isLoading}
        error={error && !data ? t`The books could not be loaded.` : undefined}
        onRetry={() => void mutate()}
        empty={
          <EmptyState
            title={q ? t`No book matches this search` : t`No books here`}
            description={
              status === "pending" && !q
                ? t`Every submitted book has been reviewed.`
                : t`Try another status or search.`
            }
          />
        }
        pagination={
          data
            ? {
                page: data.meta.page,
                pageSize: data.meta.per_page,
                total: data.meta.total,
                onPageChange: (next) => params.update({ page: next }),
              }
            : undefined
        }
      />

      <DecisionDialog
        key={pending ? `${pending.decision}-${pending.ids.join(",")}` : "closed"}
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        decision={pending?.decision ?? "approve"}
        title={pending ? <DialogTitle pending={pending} /> : null}
        description={pending ? <DialogDescription pending={pending} /> : undefined}
        confirmLabel={
          pending?.decision === "reject" ? <Trans>Reject</Trans> : <Trans>Approve</Trans>
        }
        onConfirm={handleDecision}
      />
    </div>
  );
}

function RowActions({
  book,
  onDecide,
}: {
  book: AdminBookItem;
  onDecide: (decision: Decision, isReversal: boolean) => void;
}) {
  const bookTitle = <bdi className="sr-only"> {book.title}</bdi>;
  if (book.status === "approved") {
    return (
      <Button size="sm" variant="secondary" onClick={() => onDecide("reject", true)}>
        <Trans>Reverse approval</Trans>
        {bookTitle}
      </Button>
    );
  }
  if (book.status === "rejected") {
    return (
      <Button size="sm" variant="secondary" onClick={() => onDecide("approve", true)}>
        <Trans>Reverse rejection</Trans>
        {bookTitle}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <Button size="sm" variant="secondary" onClick={() => onDecide("approve", false)}>
        <Trans>Approve</Trans>
        {bookTitle}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onDecide("reject", false)}>
        <Trans>Reject</Trans>
        {bookTitle}
      </Button>
    </div>
  );
}

function DialogTitle({ pending }: { pending: PendingDecision }) {
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

function DialogDescription({ pending }: { pending: PendingDecision }) {
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
  if (bookTitle === undefined) return what;
  return (
    <>
      <bdi className="font-medium text-slate-900">{bookTitle}</bdi>
      <br />
      {what}
    </>
  );
}

function CloseIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      className="size-3.5"
    >
      <path d="m4 4 8 8M12 4l-8 8" />
    </svg>
  );
}
