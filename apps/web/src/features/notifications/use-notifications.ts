import useSWR from "swr";
import { api } from "../../lib/api.ts";
import { createRevalidateHook, keyStartsWith } from "../../lib/revalidate.ts";
import { hasTokenCookie } from "../../lib/token.ts";

/** The first item of every notifications key: one prefix to revalidate them all. */
const NOTIFICATIONS_KEY = "notifications";
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** How often the bell asks for new notifications; SWR pauses while the tab is hidden. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** One page of the caller's notifications; `meta.unread` counts the unread ones overall. */
export function useNotifications(page: number, { poll = false }: { poll?: boolean } = {}) {
  return useSWR(
    hasTokenCookie() ? ([NOTIFICATIONS_KEY, page] as const) : null,
    async ([, pageNumber]) =>
      (await api.getNotifications({ page: pageNumber, per_page: NOTIFICATIONS_PAGE_SIZE })).data,
    {
      refreshInterval: poll ? NOTIFICATIONS_POLL_MS : 0,
      // NOTE: SWR's defaults already skip polling in a hidden tab and offline; said here so a
      // later default change cannot turn the bell into a background poller.
      refreshWhenHidden: false,
      refreshWhenOffline: false,
      keepPreviousData: true,
      onError: (error: unknown) => console.error("Notifications could not be loaded:", error),
    },
  );
}

/** Revalidates every page of notifications (and so the unread count). */
export const useRevalidateNotifications = createRevalidateHook(() => [
  keyStartsWith(NOTIFICATIONS_KEY),
]);
