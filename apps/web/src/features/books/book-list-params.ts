import { BOOK_STATUSES } from "@rawaq/domain/book";
import {
  type UrlState,
  filterParam,
  pageParam,
  perPageParam,
  textParam,
} from "../../lib/url-state.ts";

/** Books per page of the organization's list (the API caps pages at 100). */
export const BOOKS_PAGE_SIZE = 20;

/**
 * The books list's state in the URL (`?status=&q=&page=&per_page=`): every status unless one is
 * chosen, the search as typed.
 */
export const BOOK_LIST_PARAMS = {
  status: filterParam(BOOK_STATUSES),
  q: textParam,
  page: pageParam,
  per_page: perPageParam(BOOKS_PAGE_SIZE),
};

export type BookListQuery = UrlState<typeof BOOK_LIST_PARAMS>;
