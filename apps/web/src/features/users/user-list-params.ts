import { type UrlState, pageParam, perPageParam, textParam } from "../../lib/url-state.ts";

/** Accounts per page in the user management list. */
export const USERS_PAGE_SIZE = 20;

export const USER_LIST_PARAMS = {
  q: textParam,
  page: pageParam,
  per_page: perPageParam(USERS_PAGE_SIZE),
};
export type UserListQuery = UrlState<typeof USER_LIST_PARAMS>;
