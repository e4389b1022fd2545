import { BOOK_STATUSES } from "@rawaq/domain/book";
import {
  type UrlState,
  filterParam,
  pageParam,
  perPageParam,
  textParam,
} from "../../lib/url-state.ts";

/** Books per page in the books queue: a full page fits one bulk decision (at most 100 ids). */
export const BOOKS_PAGE_SIZE = 50;

/**
 * The books queue's state in the URL. It opens on what waits for a decision (`pending`);
 * `?status=all` shows every status.
 */
export const BOOK_QUEUE_PARAMS = {
  status: filterParam(BOOK_STATUSES, "pending"),
  /** One publishing house's books (from its review page). */
  organization_id: textParam,
  /** The books of the houses approved for one event (as the dashboard's titles tile opens it). */
  event_id: textParam,
  q: textParam,
  page: pageParam,
  per_page: perPageParam(BOOKS_PAGE_SIZE),
};
export type BookQueueQuery = UrlState<typeof BOOK_QUEUE_PARAMS>;
