import { BOOK_STATUSES } from "@rawaq/domain/book";
import type { OrganizationStatus } from "@rawaq/domain/organization";
import {
  type UrlState,
  filterParam,
  pageParam,
  perPageParam,
  textParam,
} from "../../lib/url-state.ts";

/** Organizations per page in the organizations queue. */
export const ORGANIZATIONS_PAGE_SIZE = 20;
/** Books per page in the books queue: a full page fits one bulk decision (at most 100 ids). */
export const BOOKS_PAGE_SIZE = 50;
/** Audit entries per page. */
export const AUDIT_PAGE_SIZE = 20;

// Drafts are unfinished wizards: nothing to review, so the filter leaves them out.
export const ORGANIZATION_FILTER_STATUSES = [
  "pending",
  "approved",
  "rejected",
] as const satisfies readonly OrganizationStatus[];

/**
 * The review queues' state in the URL. Each opens on what waits for a decision (`pending`);
 * `?status=all` shows every status.
 */
export const ORGANIZATION_QUEUE_PARAMS = {
  status: filterParam(ORGANIZATION_FILTER_STATUSES, "pending"),
  q: textParam,
  page: pageParam,
  per_page: perPageParam(ORGANIZATIONS_PAGE_SIZE),
};
export type OrganizationQueueQuery = UrlState<typeof ORGANIZATION_QUEUE_PARAMS>;

export const BOOK_QUEUE_PARAMS = {
  status: filterParam(BOOK_STATUSES, "pending"),
  /** One publishing house's books (from its review page). */
  organization_id: textParam,
  q: textParam,
  page: pageParam,
  per_page: perPageParam(BOOKS_PAGE_SIZE),
};
export type BookQueueQuery = UrlState<typeof BOOK_QUEUE_PARAMS>;

export const AUDIT_LOG_PARAMS = { page: pageParam, per_page: perPageParam(AUDIT_PAGE_SIZE) };
