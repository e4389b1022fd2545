import type { InboxFilter } from "@rawaq/domain/contact";
import useSWR, { useSWRConfig } from "swr";
import { inboxApi } from "../../lib/api.ts";

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

export function useRevalidateInbox() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) => Array.isArray(key) && key[0] === INBOX_KEY, undefined, { revalidate: true });
}
