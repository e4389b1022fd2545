import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { BookStatus } from "@rawaq/domain/book";
import type { PageMeta } from "@rawaq/domain/pagination";
import type { AdminBookItem } from "@rawaq/domain/review";
import { Button } from "@rawaq/ui/button";
import { DataTable, type DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { selectionColumn } from "../../components/selection-column.tsx";
import { useTableLabels } from "../../components/table-labels.ts";
import { tablePagination } from "../../components/table-pagination.ts";
import { useBookColumns } from "./book-columns.tsx";
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
  const { t } = useLingui();
  const labels = useTableLabels();
  const bookColumns = useBookColumns<AdminBookItem>({
    isbnClassName: "inline-block font-mono text-xs",
    rejectionReason: (reason) => (
      <span className="text-xs whitespace-pre-line text-red-800">
        <bdi>{reason}</bdi>
      </span>
    ),
  });

  const columns: DataTableColumn<AdminBookItem>[] = [
    selectionColumn({
      rows,
      getRowId: (book) => book.id,
      selected,
      onSelectedChange,
      allLabel: t`Select all books on this page`,
      rowLabel: ({ title: bookTitle }) => t`Select ${bookTitle}`,
    }),
    { ...bookColumns.title, className: "min-w-40" },
    { ...bookColumns.author, priority: "low" },
    {
      id: "organization",
      header: t`Publishing house`,
      cell: (book) => <bdi>{book.organization_name}</bdi>,
    },
    { ...bookColumns.isbn, priority: "medium" },
    { ...bookColumns.issueDate, priority: "low" },
    bookColumns.status,
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
      pagination={tablePagination(meta, onPageChange)}
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
