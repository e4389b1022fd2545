import useSWR from "swr";
import { ADMIN_KEY_PREFIX } from "../../lib/admin-keys.ts";
import { api } from "../../lib/api.ts";
import type { OutboxQuery } from "./outbox-params.ts";

/** A page of the outbox, newest first. */
export function useAdminOutbox(query: OutboxQuery) {
  return useSWR(
    [`${ADMIN_KEY_PREFIX}outbox`, query] as const,
    async ([, query]) => (await api.admin.getOutbox(query)).data,
    {
      keepPreviousData: true,
    },
  );
}
