import useSWR from "swr";
import { api } from "../../lib/api.ts";
import { logLoadFailure } from "../../lib/load-failure.ts";

export const AUDIT_PAGE_SIZE = 10;

/**
 * One page of the caller's organization's own history (its status changes and its books'),
 * asked without its id (decision 079).
 */
export function useOrganizationAudit(page: number) {
  return useSWR(
    ["organization-audit", page] as const,
    async ([, pageNumber]) =>
      (await api.getOrganizationAudit({ page: pageNumber, per_page: AUDIT_PAGE_SIZE })).data,
    {
      keepPreviousData: true,
      onError: logLoadFailure("History"),
    },
  );
}
