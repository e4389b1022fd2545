import useSWR from "swr";
import { ADMIN_KEY_PREFIX } from "../../lib/admin-keys.ts";
import { api } from "../../lib/api.ts";
import { logLoadFailure } from "../../lib/load-failure.ts";
import { createRevalidateHook, keyStartsWith } from "../../lib/revalidate.ts";

// Under the admin prefix: a decision elsewhere in the console refreshes it too (decision 081).
const FAIR_RULES_KEY = `${ADMIN_KEY_PREFIX}fair-rules`;

/** Houses shown on one page of the breaches. */
const BREACHES_PER_PAGE = 20;

/** An event's rules and refused titles, as the administration sets them. */
export function useAdminFairRules(eventId: string) {
  return useSWR(
    [FAIR_RULES_KEY, eventId] as const,
    async ([, eventId]) => (await api.fairRules.admin.getFairRules(eventId)).data,
    { keepPreviousData: true, onError: logLoadFailure("Fair rules") },
  );
}

/** One page of the houses that break the event's rules, with their breaches and exceptions. */
export function useRuleBreaches(eventId: string, page: number) {
  return useSWR(
    [FAIR_RULES_KEY, eventId, "breaches", page] as const,
    async ([, eventId, , page]) =>
      (await api.fairRules.admin.getRuleBreaches(eventId, { page, per_page: BREACHES_PER_PAGE }))
        .data,
    { keepPreviousData: true, onError: logLoadFailure("Rule breaches") },
  );
}

/**
 * Refreshes the rules, the refused titles and the breaches after a change: a rule saved, a title
 * refused or admitted, an exception granted or withdrawn each change who is in breach.
 */
export const useRevalidateFairRules = createRevalidateHook(() => [keyStartsWith(FAIR_RULES_KEY)]);
