import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@rawaq/i18n/locales";
import { useCallback } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { AddBooksClosedNotice, addBooksAccess } from "../../features/books/add-books-access.tsx";
import { BookFilters } from "../../features/books/book-filters.tsx";
import {
  type BookListParams,
  bookListSearch,
  parseBookListParams,
} from "../../features/books/book-query.ts";
import { BooksTable } from "../../features/books/books-table.tsx";
import { useOrganization } from "../../features/organizations/use-organization.ts";

const primaryLinkClass =
  "inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 " +
  "font-medium text-white hover:bg-brand-800 active:bg-brand-900 focus-visible:outline-2 " +
  "focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * The organization's books (DESIGN.md journey 4): status filter and search kept in the URL
 * (`?status=&q=&page=`), so reloads, back and forward, and links from the dashboard keep them.
 */
export function BooksPage() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseBookListParams(searchParams);
  const { data } = useOrganization();

  const update = useCallback(
    (change: Partial<BookListParams>, options?: { replace?: boolean }) =>
      setSearchParams((current) => bookListSearch(current, change), options),
    [setSearchParams],
  );
  // Each pause in typing would otherwise be a history entry of its own.
  const handleQueryChange = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  const handlePageChange = useCallback(
    (page: number, options?: { replace?: boolean }) => update({ page }, options),
    [update],
  );
  const handleClearFilters = useCallback(() => update({ status: undefined, q: "" }), [update]);

  const access = data ? addBooksAccess(data.organization, data.meta) : null;
  const addBooksLink =
    access === "open" ? (
      <Link to={`/${locale}/books/new`} className={primaryLinkClass}>
        <Trans>Add books</Trans>
      </Link>
    ) : undefined;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>Books</Trans>
        </h1>
        {addBooksLink}
      </header>

      {/* spec §8: a failed organization fetch is only logged; the page stays quiet. */}
      {!data ? (
        <div aria-busy="true" className="min-h-40" />
      ) : (
        <>
          {access !== "open" && access !== null && <AddBooksClosedNotice access={access} />}
          {data.organization && (
            <>
              <BookFilters
                status={params.status}
                query={params.q}
                counts={data.meta.books}
                onStatusChange={(status) => update({ status })}
                onQueryChange={handleQueryChange}
              />
              <BooksTable
                organizationId={data.organization.id}
                status={params.status}
                query={params.q}
                page={params.page}
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
