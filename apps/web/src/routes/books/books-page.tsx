import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@rawaq/i18n/locales";
import { Button } from "@rawaq/ui/button";
import { useCallback } from "react";
import { Link } from "react-router-dom";
import { AddBooksClosedNotice, addBooksAccess } from "../../features/books/add-books-access.tsx";
import { BookFilters } from "../../features/books/book-filters.tsx";
import { BOOK_LIST_PARAMS } from "../../features/books/book-list-params.ts";
import { BooksTable } from "../../features/books/books-table.tsx";
import { useOrganizationBooks } from "../../features/books/use-books.ts";
import { useOrganization } from "../../features/organizations/use-organization.ts";
import { useUrlState } from "../../lib/url-state.ts";
import { LoadError, PageLoading } from "../../components/load-state.tsx";

/**
 * The organization's books (DESIGN.md journey 4): status filter, search and page kept in the URL
 * (BOOK_LIST_PARAMS), so reloads, back and forward, and links from the dashboard keep them.
 */
export function BooksPage() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [query, setQuery] = useUrlState(BOOK_LIST_PARAMS);
  const { data, error, mutate } = useOrganization();
  // The table's page starts with the page, beside GET organizations (decision 079).
  useOrganizationBooks(query);

  // Each pause in typing would otherwise be a history entry of its own.
  const handleQueryChange = useCallback(
    (q: string) => setQuery({ q }, { replace: true }),
    [setQuery],
  );
  const handlePageChange = useCallback(
    (page: number, options?: { replace?: boolean }) => setQuery({ page }, options),
    [setQuery],
  );
  const handleClearFilters = useCallback(() => setQuery({ status: undefined, q: "" }), [setQuery]);

  const access = data ? addBooksAccess(data.organization, data.meta) : null;
  const addBooksLink =
    access === "open" ? (
      <Button asChild>
        <Link to={`/${locale}/books/new`}>
          <Trans>Add books</Trans>
        </Link>
      </Button>
    ) : undefined;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>Books</Trans>
        </h1>
        {addBooksLink}
      </header>

      {/* A failed fetch is logged (spec §8) and, once SWR's retries are spent, offers a Retry. */}
      {!data ? (
        error ? (
          <LoadError error={error} onRetry={() => void mutate()} />
        ) : (
          <PageLoading className="" hasTitle={false} sections={["h-20", "h-96"]} />
        )
      ) : (
        <>
          {access !== "open" && access !== null && <AddBooksClosedNotice access={access} />}
          {data.organization && (
            <>
              <BookFilters
                status={query.status}
                query={query.q}
                counts={data.meta.books}
                onStatusChange={(status) => setQuery({ status })}
                onQueryChange={handleQueryChange}
              />
              <BooksTable
                query={query}
                onPageChange={handlePageChange}
                onClearFilters={handleClearFilters}
                addBooksAction={addBooksLink}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
