import useSWR from "swr";
import { api } from "../../lib/api.ts";

export const AUDIT_PAGE_SIZE = 10;

/** One page of the organization's own history (its status changes and its books'). */
export function useOrganizationAudit(organizationId: string, page: number) {
  return useSWR(
    ["organization-audit", organizationId, page] as const,
    async ([, id, pageNumber]) =>
      (await api.getOrganizationAudit(id, { page: pageNumber, per_page: AUDIT_PAGE_SIZE })).data,
    {
      keepPreviousData: true,
      onError: (error: unknown) => console.error("History could not be loaded:", error),
    },
  );
}
