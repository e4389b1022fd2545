import useSWR, { useSWRConfig } from "swr";
import type { BookStatus } from "@rawaq/domain/book";
import { api } from "../../lib/api.ts";
import { ALL } from "../../lib/url-state.ts";
import { ORGANIZATION_KEY } from "../../lib/use-profile.ts";
import type { OutboxQuery, UserListQuery } from "./account-list-params.ts";
import {
  AUDIT_PAGE_SIZE,
  type BookQueueQuery,
  type OrganizationQueueQuery,
} from "./queue-list-params.ts";

/** Every admin key starts with this, so one call can refresh the whole console after a decision. */
const PREFIX = "admin/";

export const ADMIN_SUMMARY_KEY = `${PREFIX}summary`;

/** The counts on each review queue. */
export function useAdminSummary() {
  return useSWR(ADMIN_SUMMARY_KEY, async () => (await api.admin.getSummary()).data);
}

/** A page of the organizations queue; the key is the queue's URL state. */
export function useAdminOrganizations(query: OrganizationQueueQuery) {
  return useSWR(
    [`${PREFIX}organizations`, query] as const,
    async ([, query]) => (await api.admin.listOrganizations(query)).data,
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

/** A page of the books queue; the key is the queue's URL state. */
export function useAdminBooks(query: BookQueueQuery) {
  return useSWR(
    [`${PREFIX}books`, query] as const,
    async ([, query]) => (await api.admin.listBooks(query)).data,
    {
      keepPreviousData: true,
    },
  );
}

/** The publishing houses with books in a status, for the books queue's organization filter. */
export function useBookQueueOrganizations(status: BookStatus | undefined) {
  return useSWR(
    [`${PREFIX}books/organizations`, status ?? ALL] as const,
    async ([, status]) =>
      (await api.admin.bookQueueOrganizations(status === ALL ? {} : { status })).data,
    { keepPreviousData: true },
  );
}

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
    [`${PREFIX}audit`, organizationId ?? "", page, per_page] as const,
    async ([, organizationId, page, per_page]) =>
      (await api.admin.getAudit({ organization_id: organizationId || undefined, page, per_page }))
        .data,
    { keepPreviousData: true },
  );
}

/** A page of the accounts, searched; the key is the list's URL state. */
export function useAdminUsers(query: UserListQuery) {
  return useSWR(
    [`${PREFIX}users`, query] as const,
    async ([, query]) => (await api.admin.listUsers(query)).data,
    {
      keepPreviousData: true,
    },
  );
}

/** A page of the outbox, newest first. */
export function useAdminOutbox(query: OutboxQuery) {
  return useSWR(
    [`${PREFIX}outbox`, query] as const,
    async ([, query]) => (await api.admin.getOutbox(query)).data,
    {
      keepPreviousData: true,
    },
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
