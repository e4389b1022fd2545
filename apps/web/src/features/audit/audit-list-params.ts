import { pageParam, perPageParam } from "../../lib/url-state.ts";

/** Audit entries per page. */
export const AUDIT_PAGE_SIZE = 20;

export const AUDIT_LOG_PARAMS = { page: pageParam, per_page: perPageParam(AUDIT_PAGE_SIZE) };
