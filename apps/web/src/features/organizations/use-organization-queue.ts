import useSWR from "swr";
import { ADMIN_KEY_PREFIX } from "../../lib/admin-keys.ts";
import { api } from "../../lib/api.ts";
import type { OrganizationQueueQuery } from "./organization-queue-params.ts";

/** A page of the organizations queue; the key is the queue's URL state. */
export function useAdminOrganizations(query: OrganizationQueueQuery) {
  return useSWR(
    [`${ADMIN_KEY_PREFIX}organizations`, query] as const,
    async ([, query]) => (await api.admin.listOrganizations(query)).data,
    { keepPreviousData: true },
  );
}

/** One organization with its owner and book counters; `null` fetches nothing. */
export function useAdminOrganization(id: string | null) {
  return useSWR(
    id ? [`${ADMIN_KEY_PREFIX}organization`, id] : null,
    async ([, organizationId]) => (await api.admin.getOrganization(organizationId)).data,
  );
}
