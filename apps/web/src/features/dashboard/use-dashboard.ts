import useSWR from "swr";
import { ADMIN_KEY_PREFIX } from "../../lib/admin-keys.ts";
import { api } from "../../lib/api.ts";

/** An event's dashboard; refreshed with the console's other keys after a decision. */
export function useDashboard(eventId: string | undefined) {
  return useSWR(
    eventId ? ([`${ADMIN_KEY_PREFIX}dashboard`, eventId] as const) : null,
    async ([, id]) => (await api.dashboard.get(id)).data,
    { keepPreviousData: true },
  );
}
