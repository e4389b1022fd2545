import type { PublicBadge } from "@rawaq/domain/badges";
import useSWR from "swr";
import { badgesApi } from "../../lib/api.ts";
import { createRevalidateHook, keyStartsWith } from "../../lib/revalidate.ts";
import type { AdminBadgeListQuery } from "./badge-list-params.ts";

export const BADGES_KEY = "badges";

/**
 * The organization's badges for one event: without `eventId` the API's choice (its latest
 * confirmed participation); `null` waits until the caller knows the event.
 */
export function useMyBadges(eventId?: string | null) {
  return useSWR(
    eventId === null ? null : ([BADGES_KEY, "mine", eventId ?? ""] as const),
    async ([, , eventId]) => (await badgesApi.myBadges(eventId || undefined)).data,
    { keepPreviousData: true },
  );
}

/**
 * A badge's public page. Retried like every GET (lib/swr-retry.ts): a lost connection or a
 * throttled lookup is asked again, an unknown id (404, the 404 page) is not.
 */
export function usePublicBadge(publicId: string | undefined, fromServer?: PublicBadge) {
  return useSWR(
    publicId ? ([BADGES_KEY, "public", publicId] as const) : null,
    async ([, , publicId]) => (await badgesApi.publicBadge(publicId)).data.badge,
    // The server's HTML already shows it (routes/badge/loader.ts): drawn at once, then checked.
    { fallbackData: fromServer },
  );
}

export function useAdminBadges(query: AdminBadgeListQuery) {
  return useSWR(
    [BADGES_KEY, "admin", query] as const,
    async ([, , query]) =>
      (
        await badgesApi.admin.listBadges({
          page: query.page,
          event_id: query.event_id || undefined,
          organization_id: query.organization_id || undefined,
        })
      ).data,
    { keepPreviousData: true },
  );
}

/** Revalidates every badges answer after a change. */
export const useRevalidateBadges = createRevalidateHook(() => [keyStartsWith(BADGES_KEY)]);
