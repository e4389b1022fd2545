import useSWR from "swr";
import { api } from "./api.ts";
import { createRevalidateHook } from "./revalidate.ts";
import { ORGANIZATION_KEY } from "./use-profile.ts";

/**
 * Every admin key starts with this, so one call can refresh the whole console after a decision:
 * each noun's admin hooks (features/<noun>/use-*.ts) build their keys from it.
 */
export const ADMIN_KEY_PREFIX = "admin/";

export const ADMIN_SUMMARY_KEY = `${ADMIN_KEY_PREFIX}summary`;

/** The counts on each review queue. */
export function useAdminSummary() {
  return useSWR(ADMIN_SUMMARY_KEY, async () => (await api.admin.getSummary()).data);
}

function isAdminKey(key: unknown): boolean {
  const head: unknown = Array.isArray(key) ? key[0] : key;
  return typeof head === "string" && head.startsWith(ADMIN_KEY_PREFIX);
}

/**
 * Refreshes every admin list, count and detail after a decision, and the caller's own
 * organization (ORGANIZATION_KEY): its counters follow statuses too.
 */
export const useRevalidateAdmin = createRevalidateHook(() => [isAdminKey, ORGANIZATION_KEY]);
