import type { RequestStatus } from "@rawaq/domain/participation";
import useSWR from "swr";
import { participationApi } from "../../lib/api.ts";
import { createRevalidateHook, keyStartsWith } from "../../lib/revalidate.ts";

/** Every participation key starts with this, so one call revalidates them all. */
export const PARTICIPATION_KEY = "participation";

export function useEvents() {
  return useSWR(
    [PARTICIPATION_KEY, "events"],
    async () => (await participationApi.listEvents({ per_page: 50 })).data,
  );
}

export function useMyRequests(page: number) {
  return useSWR(
    [PARTICIPATION_KEY, "requests", page] as const,
    async ([, , page]) => (await participationApi.listRequests({ page })).data,
    { keepPreviousData: true },
  );
}

export function useRequestDetail(id: string, side: "exhibitor" | "admin") {
  return useSWR([PARTICIPATION_KEY, "request", side, id] as const, async ([, , side, id]) =>
    side === "admin"
      ? (await participationApi.admin.getRequest(id)).data
      : (await participationApi.getRequest(id)).data,
  );
}

export function useAdminRequests(query: {
  page: number;
  status?: RequestStatus;
  event_id?: string;
}) {
  return useSWR(
    [PARTICIPATION_KEY, "admin-requests", query] as const,
    async ([, , query]) => (await participationApi.admin.listRequests(query)).data,
    { keepPreviousData: true },
  );
}

/** The menu's badge: unread messages from the other side (polled, like the notifications bell). */
export function useUnreadRequestMessages(side: "exhibitor" | "admin" | null) {
  return useSWR(
    side ? ([PARTICIPATION_KEY, "unread", side] as const) : null,
    async ([, , side]) =>
      side === "admin"
        ? (await participationApi.admin.unreadRequestMessages()).data.unread
        : (await participationApi.unreadRequestMessages()).data.unread,
    { refreshInterval: 60_000, onError: () => {} },
  );
}

/** The organization's reservations in one event; without `eventId`, the nearest one. */
export function useMyReservations(eventId?: string) {
  return useSWR(
    [PARTICIPATION_KEY, "my-reservations", eventId ?? ""] as const,
    async ([, , eventId]) => (await participationApi.myReservations(eventId || undefined)).data,
    // Another event's answer stays on screen until this one's arrives: no blank page between.
    { keepPreviousData: true },
  );
}

/** Revalidates every participation answer after a change. */
export const useRevalidateParticipation = createRevalidateHook(
  () => [keyStartsWith(PARTICIPATION_KEY)],
  { isDroppedFirst: true },
);
