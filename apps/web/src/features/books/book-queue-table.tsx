import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { BookStatus } from "@rawaq/domain/book";
import type { PageMeta } from "@rawaq/domain/pagination";
import type { AdminBookItem } from "@rawaq/domain/review";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Button } from "@rawaq/ui/button";
import { Checkbox } from "@rawaq/ui/checkbox";
import { DataTable, type DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { ReviewStatusBadge } from "../../components/review-status.tsx";
import { useTableLabels } from "../../components/table-labels.ts";
import type { PendingBookDecision } from "./book-decisions.tsx";
import type { Decision } from "../../components/decision-dialog.tsx";

export interface BookQueueTableProps {
  rows: AdminBookItem[];
  /** The page's meta once loaded; without it the table shows no pagination. */
  meta: PageMeta | undefined;
  isLoading: boolean;
  /** A message to show instead of the rows. */
  error?: ReactNode;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  /** The queue's filters, which choose what the empty state says. */
  status: BookStatus | undefined;
  q: string;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: ReadonlySet<string>) => void;
  /** A decision about one row's book, to confirm in the dialog. */
  onDecide: (decision: PendingBookDecision) => void;
}

/** The books queue's rows: a checkbox each, the book, its house and status, and its decisions. */
export function BookQueueTable({
  rows,
  meta,
  isLoading,
  error,
  onRetry,
  onPageChange,
  status,
  q,
  selected,
  onSelectedChange,
  onDecide,
}: BookQueueTableProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const labels = useTableLabels();
  const selectedCount = rows.filter((book) => selected.has(book.id)).length;
  const allOnPage = rows.length > 0 && selectedCount === rows.length;

  function toggle(id: string, isChecked: boolean) {
    const next = new Set(selected);
    if (isChecked) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  }

  const columns: DataTableColumn<AdminBookItem>[] = [
    {
      id: "select",
      className: "w-10",
      sticky: "start",
      cardLabel: false,
      isHeaderKeptWhenStacked: true,
      header: (
        <Checkbox
          label={<span className="sr-only">{t`Select all books on this page`}</span>}
          checked={allOnPage ? true : selectedCount > 0 ? "indeterminate" : false}
          disabled={rows.length === 0}
          onCheckedChange={(checked) =>
            onSelectedChange(new Set(checked === true ? rows.map((book) => book.id) : []))
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
      className: "min-w-40",
      cell: (book) => <bdi>{book.title}</bdi>,
    },
    {
      id: "author",
      header: t`Author`,
      priority: "low",
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
      priority: "medium",
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
      priority: "low",
      className: "whitespace-nowrap",
      cell: (book) => formatDate(book.issue_date, locale) ?? "-",
    },
    {
      id: "status",
      header: t`Status`,
      cell: (book) => (
        <div className="flex flex-col items-start gap-1">
          <ReviewStatusBadge status={book.status} of="book" />
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
      sticky: "end",
      cardLabel: false,
      cell: (book) => (
        <RowActions
          book={book}
          onDecide={(decision, isReversal) =>
            onDecide({ decision, ids: [book.id], isReversal, book })
          }
        />
      ),
    },
  ];

  return (
    <DataTable
      {...labels}
      caption={t`Books`}
      columns={columns}
      rows={rows}
      getRowId={(book) => book.id}
      rowHeight="3.5625rem"
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
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
        meta
          ? {
              page: meta.page,
              pageSize: meta.per_page,
              total: meta.total,
              onPageChange,
            }
          : undefined
      }
    />
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
    <div className="flex gap-1.5">
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
