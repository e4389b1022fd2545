import type { InboxFilter } from "@rawaq/domain/contact";
import useSWR from "swr";
import { inboxApi } from "../../lib/api.ts";
import { createRevalidateHook, keyStartsWith } from "../../lib/revalidate.ts";

export const INBOX_KEY = "inbox";

export function useInbox(query: { filter?: InboxFilter; page: number }) {
  return useSWR(
    [INBOX_KEY, "list", query] as const,
    async ([, , query]) => (await inboxApi.listMessages(query)).data,
    {
      keepPreviousData: true,
    },
  );
}

export function useInboxMessage(id: string | undefined) {
  return useSWR(
    id ? ([INBOX_KEY, "message", id] as const) : null,
    async ([, , id]) => (await inboxApi.getMessage(id)).data,
  );
}

/** Revalidates the inbox's list and messages after a change. */
export const useRevalidateInbox = createRevalidateHook(() => [keyStartsWith(INBOX_KEY)]);
