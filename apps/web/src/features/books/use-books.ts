import useSWR from "swr";
import { api } from "../../lib/api.ts";
import { createRevalidateHook, keyStartsWith } from "../../lib/revalidate.ts";
import { ORGANIZATION_KEY } from "../../lib/use-profile.ts";
import type { BookListQuery } from "./book-list-params.ts";
import { logLoadFailure } from "../../lib/load-failure.ts";

/** The first item of every books list key: one prefix to revalidate them all. */
export const BOOKS_KEY = "books";
export const BOOK_IMPORT_KEY = "book-import";

type BooksKey = readonly [typeof BOOKS_KEY, BookListQuery];

/**
 * One page of the caller's organization's books, as the list's URL state asks, asked without
 * its id so it starts with the page (decision 079); the previous page stays while the next loads.
 */
export function useOrganizationBooks(query: BookListQuery) {
  // NOTE: the API matches an ISBN however it is typed (hyphens, spaces, Arabic-Indic digits), so
  // the search goes as typed; only surrounding spaces, which match the same books, are dropped.
  const key: BooksKey = [BOOKS_KEY, { ...query, q: query.q.trim() }];
  return useSWR(
    key,
    async ([, { status, q, page, per_page }]: BooksKey) =>
      (await api.getMyBooks({ status, q, page, per_page })).data,
    {
      keepPreviousData: true,
      // spec §8: a failed books fetch is only logged.
      onError: logLoadFailure("Books"),
    },
  );
}

export type BookImportRowsFilter = "all" | "errors";

type BookImportKey = readonly [typeof BOOK_IMPORT_KEY, string, BookImportRowsFilter, number];

export function bookImportKey(
  importId: string,
  only: BookImportRowsFilter,
  page: number,
): BookImportKey {
  return [BOOK_IMPORT_KEY, importId, only, page];
}

/**
 * Refreshes what adding books changes: every books list and the organization's counters. The
 * preview of an import, when given, is refetched too (a failed commit may have new duplicates).
 */
export const useRevalidateBooks = createRevalidateHook((importId?: string) => [
  keyStartsWith(BOOKS_KEY),
  ORGANIZATION_KEY,
  importId ? keyStartsWith(BOOK_IMPORT_KEY, importId) : undefined,
]);
