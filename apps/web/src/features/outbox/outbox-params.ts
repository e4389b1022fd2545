import { type UrlState, pageParam, perPageParam } from "../../lib/url-state.ts";

/** Messages per page in the outbox. */
export const OUTBOX_PAGE_SIZE = 20;

export const OUTBOX_PARAMS = { page: pageParam, per_page: perPageParam(OUTBOX_PAGE_SIZE) };
export type OutboxQuery = UrlState<typeof OUTBOX_PARAMS>;
