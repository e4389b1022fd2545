import type { BookStatus } from "@rawaq/domain/book";
import type { OrganizationStatus } from "@rawaq/domain/organization";
import useSWR, { useSWRConfig } from "swr";
import { api } from "../../lib/api.ts";
import { ORGANIZATION_KEY } from "../../lib/use-profile.ts";

/** Every admin key starts with this, so one call can refresh the whole console after a decision. */
const PREFIX = "admin/";

export const ADMIN_SUMMARY_KEY = `${PREFIX}summary`;

/** Organizations per page in the organizations queue. */
export const ORGANIZATIONS_PAGE_SIZE = 20;
/** Books per page in the books queue: a full page fits one bulk decision (at most 100 ids). */
export const BOOKS_PAGE_SIZE = 50;
/** Audit entries per page. */
export const AUDIT_PAGE_SIZE = 20;

/** The counts on each review queue. */
export function useAdminSummary() {
  return useSWR(ADMIN_SUMMARY_KEY, async () => (await api.admin.getSummary()).data);
}

export interface OrganizationQueueQuery {
  /** Absent means every status. */
  status: OrganizationStatus | undefined;
  q: string;
  page: number;
}

export function useAdminOrganizations({ status, q, page }: OrganizationQueueQuery) {
  return useSWR(
    [`${PREFIX}organizations`, status ?? "", q, page],
    async () =>
      (
        await api.admin.listOrganizations({
          status,
          q,
          page,
          per_page: ORGANIZATIONS_PAGE_SIZE,
        })
      ).data,
    { keepPreviousData: true },
  );
}

/** One organization with its owner and book counters; `null` fetches nothing. */
export function useAdminOrganization(id: string | null) {
  return useSWR(
    id ? [`${PREFIX}organization`, id] : null,
    async ([, organizationId]) => (await api.admin.getOrganization(organizationId)).data,
  );
}

export interface BookQueueQuery {
  /** Absent means every status. */
  status: BookStatus | undefined;
  organizationId: string;
  q: string;
  page: number;
}

export function useAdminBooks({ status, organizationId, q, page }: BookQueueQuery) {
  return useSWR(
    [`${PREFIX}books`, status ?? "", organizationId, q, page],
    async () =>
      (
        await api.admin.listBooks({
          status,
          organization_id: organizationId,
          q,
          page,
          per_page: BOOKS_PAGE_SIZE,
        })
      ).data,
    { keepPreviousData: true },
  );
}

export function useAdminAudit({ organizationId, page }: { organizationId?: string; page: number }) {
  return useSWR(
    [`${PREFIX}audit`, organizationId ?? "", page],
    async () =>
      (
        await api.admin.getAudit({
          organization_id: organizationId,
          page,
          per_page: AUDIT_PAGE_SIZE,
        })
      ).data,
    { keepPreviousData: true },
  );
}

function isAdminKey(key: unknown): boolean {
  const head: unknown = Array.isArray(key) ? key[0] : key;
  return typeof head === "string" && head.startsWith(PREFIX);
}

/**
 * Refreshes every admin list, count and detail after a decision, and the caller's own
 * organization (ORGANIZATION_KEY): its counters follow statuses too.
 */
export function useRevalidateAdmin() {
  const { mutate } = useSWRConfig();
  return () => Promise.all([mutate(isAdminKey), mutate(ORGANIZATION_KEY)]);
}
