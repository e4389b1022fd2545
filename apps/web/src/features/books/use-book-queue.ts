import useSWR from "swr";
import type { BookStatus } from "@rawaq/domain/book";
import { ADMIN_KEY_PREFIX } from "../../lib/admin-keys.ts";
import { api } from "../../lib/api.ts";
import { ALL } from "../../lib/url-state.ts";
import type { BookQueueQuery } from "./book-queue-params.ts";

/** A page of the books queue; the key is the queue's URL state. */
export function useAdminBooks(query: BookQueueQuery) {
  return useSWR(
    [`${ADMIN_KEY_PREFIX}books`, query] as const,
    async ([, query]) => (await api.admin.listBooks(query)).data,
    {
      keepPreviousData: true,
    },
  );
}

/**
 * The publishing houses with books in a status, among those approved for an event when one is
 * chosen, for the books queue's organization filter.
 */
export function useBookQueueOrganizations(status: BookStatus | undefined, eventId: string) {
  return useSWR(
    [`${ADMIN_KEY_PREFIX}books/organizations`, status ?? ALL, eventId] as const,
    async ([, status, eventId]) =>
      (
        await api.admin.bookQueueOrganizations({
          ...(status === ALL ? {} : { status }),
          event_id: eventId,
        })
      ).data,
    { keepPreviousData: true },
  );
}
