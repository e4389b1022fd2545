import useSWR from "swr";
import { ADMIN_KEY_PREFIX } from "../../lib/admin-keys.ts";
import { api } from "../../lib/api.ts";
import { AUDIT_PAGE_SIZE } from "./audit-list-params.ts";

/** A page of the audit log: the whole log (its URL state), or one organization's history. */
export function useAdminAudit({
  organizationId,
  page,
  per_page = AUDIT_PAGE_SIZE,
}: {
  organizationId?: string;
  page: number;
  per_page?: number;
}) {
  return useSWR(
    [`${ADMIN_KEY_PREFIX}audit`, organizationId ?? "", page, per_page] as const,
    async ([, organizationId, page, per_page]) =>
      (await api.admin.getAudit({ organization_id: organizationId || undefined, page, per_page }))
        .data,
    { keepPreviousData: true },
  );
}
