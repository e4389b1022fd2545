import { type UrlState, pageParam, perPageParam, textParam } from "../../lib/url-state.ts";

/** Accounts per page in the user management list. */
export const USERS_PAGE_SIZE = 20;
/** Messages per page in the outbox. */
export const OUTBOX_PAGE_SIZE = 20;

export const USER_LIST_PARAMS = {
  q: textParam,
  page: pageParam,
  per_page: perPageParam(USERS_PAGE_SIZE),
};
export type UserListQuery = UrlState<typeof USER_LIST_PARAMS>;

export const OUTBOX_PARAMS = { page: pageParam, per_page: perPageParam(OUTBOX_PAGE_SIZE) };
export type OutboxQuery = UrlState<typeof OUTBOX_PARAMS>;
