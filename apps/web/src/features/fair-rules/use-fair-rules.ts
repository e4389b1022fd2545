import useSWR from "swr";
import { api } from "../../lib/api.ts";

/** SWR's key of the house's fair rules: what a save of logistics data revalidates. */
export const FAIR_RULES_KEY = "fair-rules";

/** The rules of the caller's house's fair, its breaches and exceptions; null in no fair. */
export function useFairRules(enabled = true) {
  return useSWR(
    enabled ? FAIR_RULES_KEY : null,
    async () => (await api.fairRules.getFairRules()).data.fair_rules,
  );
}
