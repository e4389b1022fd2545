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

// Drafts are unfinished wizards: nothing to review, so the filter leaves them out.
export const ORGANIZATION_FILTER_STATUSES = [
  "pending",
  "approved",
  "rejected",
] as const satisfies readonly OrganizationStatus[];

/**
 * The organizations queue's state in the URL. It opens on what waits for a decision (`pending`);
 * `?status=all` shows every status.
 */
export const ORGANIZATION_QUEUE_PARAMS = {
  status: filterParam(ORGANIZATION_FILTER_STATUSES, "pending"),
  q: textParam,
  page: pageParam,
  per_page: perPageParam(ORGANIZATIONS_PAGE_SIZE),
};
export type OrganizationQueueQuery = UrlState<typeof ORGANIZATION_QUEUE_PARAMS>;
