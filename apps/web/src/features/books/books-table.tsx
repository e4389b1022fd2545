import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Book } from "@rawaq/domain/book";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Button } from "@rawaq/ui/button";
import { DataTable, type DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { ReviewStatusBadge } from "../../components/review-status.tsx";
import { type ReactNode, useEffect } from "react";
import { formatCount } from "../../lib/format-count.ts";
import type { BookListQuery } from "./book-list-params.ts";
import { useOrganizationBooks } from "./use-books.ts";
import { useTableLabels } from "../../components/table-labels.ts";
import { FailureText } from "../../components/load-state.tsx";

export interface BooksTableProps {
  /** The list's state from the URL: status, search, page and page size. */
  query: BookListQuery;
  /** `replace` when the page is corrected rather than chosen (it must not become history). */
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  onClearFilters: () => void;
  /** Shown in the empty state of an organization without books (an "Add books" link). */
  addBooksAction?: ReactNode;
}

/** The organization's books, one page at a time, with their review status. */
export function BooksTable({
  query,
  onPageChange,
  onClearFilters,
  addBooksAction,
}: BooksTableProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const tableLabels = useTableLabels();
  const { data, error, isLoading, isValidating, mutate } = useOrganizationBooks(query);
  const { page } = query;
  const isFiltered = query.status !== undefined || query.q.trim() !== "";
  // Only this query's own answer counts, not the previous one kept on screen while it loads.
  const pages = isLoading ? undefined : data?.meta.pages;

  useEffect(() => {
    // A page past the end (an old link, or books that moved to another status): go to the last.
    if (pages !== undefined && page > pages) onPageChange(pages, { replace: true });
  }, [page, pages, onPageChange]);

  const columns: DataTableColumn<Book>[] = [
    {
      id: "title",
      header: t`Title`,
      isRowHeader: true,
      cell: (book) => <bdi>{book.title}</bdi>,
    },
    {
      id: "author",
      header: t`Author`,
      priority: "medium",
      cell: (book) => <bdi>{book.author}</bdi>,
    },
    {
      id: "isbn",
      header: t`ISBN`,
      priority: "low",
      className: "whitespace-nowrap",
      cell: (book) => (
        <span dir="ltr" className="tabular-nums">
          {book.isbn}
        </span>
      ),
    },
    {
      id: "language",
      header: t`Language`,
      priority: "low",
      cell: (book) => <bdi>{book.language}</bdi>,
    },
    {
      id: "issue_date",
      header: t`Issue date`,
      priority: "medium",
      className: "whitespace-nowrap",
      cell: (book) => formatDate(book.issue_date, locale) ?? "-",
    },
    {
      id: "status",
      header: t`Status`,
      cell: (book) => {
        const reason = book.status === "rejected" ? book.rejection_reason : null;
        return (
          <div className="flex flex-col items-start gap-1">
            <ReviewStatusBadge status={book.status} of="book" />
            {reason && (
              <p data-slot="rejection-reason" className="max-w-xs text-xs text-red-800">
                <Trans>
                  Reason: <bdi>{reason}</bdi>
                </Trans>
              </p>
            )}
          </div>
        );
      },
    },
  ];

  const total = data?.meta.total ?? 0;
  const totalText = formatCount(total, locale);

  return (
    <div className="flex flex-col gap-3">
      {/* One line held while loading, so the table below does not move when the count arrives. */}
      <p aria-live="polite" data-slot="books-count" className="min-h-5 text-sm text-slate-700">
        {data && total > 0 && (
          <Plural value={total} one={`${totalText} book`} other={`${totalText} books`} />
        )}
      </p>
      <div
        aria-busy={isValidating || undefined}
        className={isValidating && data ? "opacity-60 transition-opacity" : undefined}
      >
        <DataTable
          caption={t`Books`}
          columns={columns}
          rows={data?.books ?? []}
          getRowId={(book) => book.id}
          isLoading={!data && !error}
          // A failed fetch is logged (spec §8) and, once SWR's retries are spent, offers a Retry.
          error={
            error && !data ? (
              <FailureText error={error}>{t`The books could not be loaded.`}</FailureText>
            ) : undefined
          }
          onRetry={() => void mutate()}
          retryLabel={tableLabels.retryLabel}
          rowHeight="3.25rem"
          loadingLabel={t`Loading…`}
          empty={
            isFiltered ? (
              <EmptyState
                headingLevel={2}
                title={t`No books match your filters`}
                description={t`Try another status or search, or clear the filters.`}
                action={
                  <Button variant="secondary" onClick={onClearFilters}>
                    <Trans>Clear filters</Trans>
                  </Button>
                }
              />
            ) : (
              <EmptyState
                headingLevel={2}
                title={t`No books yet`}
                description={t`The books you add appear here with their review status.`}
                action={addBooksAction}
              />
            )
          }
          pagination={
            data && data.meta.total > 0
              ? {
                  page: data.meta.page,
                  pageSize: data.meta.per_page || query.per_page,
                  total: data.meta.total,
                  onPageChange,
                }
              : undefined
          }
          paginationLabel={t`Pages of books`}
          previousLabel={tableLabels.previousLabel}
          nextLabel={tableLabels.nextLabel}
          pageLabel={tableLabels.pageLabel}
        />
      </div>
    </div>
  );
}
