import useSWR from "swr";
import { ADMIN_KEY_PREFIX } from "../../lib/admin-keys.ts";
import { api } from "../../lib/api.ts";

/**
 * An event's dashboard, or the current event's without an id (the server picks it, so the page
 * does not wait for the events first); refreshed with the console's other keys after a decision.
 */
export function useDashboard(eventId: string | undefined) {
  return useSWR(
    [`${ADMIN_KEY_PREFIX}dashboard`, eventId ?? ""] as const,
    async ([, id]) => (await api.dashboard.get(id || undefined)).data,
    { keepPreviousData: true },
  );
}
