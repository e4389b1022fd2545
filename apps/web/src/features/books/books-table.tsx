import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Book } from "@rawaq/domain/book";
import type { Locale } from "@rawaq/i18n/locales";
import { Button } from "@rawaq/ui/button";
import type { DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { type ReactNode, useEffect } from "react";
import { formatCount } from "../../lib/format-count.ts";
import { useBookColumns } from "./book-columns.tsx";
import type { BookListQuery } from "./book-list-params.ts";
import { useOrganizationBooks } from "./use-books.ts";
import { PagedTable } from "../../components/paged-table.tsx";
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
  const { data, error, isLoading, isValidating, mutate } = useOrganizationBooks(query);
  const { page } = query;
  const isFiltered = query.status !== undefined || query.q.trim() !== "";
  // Only this query's own answer counts, not the previous one kept on screen while it loads.
  const pages = isLoading ? undefined : data?.meta.pages;

  useEffect(() => {
    // A page past the end (an old link, or books that moved to another status): go to the last.
    if (pages !== undefined && page > pages) onPageChange(pages, { replace: true });
  }, [page, pages, onPageChange]);

  const bookColumns = useBookColumns<Book>({
    isbnClassName: "tabular-nums",
    rejectionReason: (reason) => (
      <p data-slot="rejection-reason" className="max-w-xs text-xs text-red-800">
        <Trans>
          Reason: <bdi>{reason}</bdi>
        </Trans>
      </p>
    ),
  });
  const columns: DataTableColumn<Book>[] = [
    bookColumns.title,
    { ...bookColumns.author, priority: "medium" },
    { ...bookColumns.isbn, priority: "low" },
    {
      id: "language",
      header: t`Language`,
      priority: "low",
      cell: (book) => <bdi>{book.language}</bdi>,
    },
    { ...bookColumns.issueDate, priority: "medium" },
    bookColumns.status,
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
        <PagedTable
          caption={t`Books`}
          columns={columns}
          rows={data?.books}
          getRowId={(book) => book.id}
          // A failed fetch is logged (spec §8) and, once SWR's retries are spent, offers a Retry.
          error={
            error && !data ? (
              <FailureText error={error}>{t`The books could not be loaded.`}</FailureText>
            ) : undefined
          }
          onRetry={() => void mutate()}
          rowHeight="3.25rem"
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
          meta={data && { ...data.meta, per_page: data.meta.per_page || query.per_page }}
          onPageChange={onPageChange}
          isPagerHiddenWhenEmpty
          paginationLabel={t`Pages of books`}
        />
      </div>
    </div>
  );
}
