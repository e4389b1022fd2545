import useSWR from "swr";
import { ADMIN_KEY_PREFIX } from "../../lib/admin-keys.ts";
import { api } from "../../lib/api.ts";
import { createRevalidateHook, keyStartsWith } from "../../lib/revalidate.ts";

/** The caller's house's guide page: the same for every member, so one key (decision 079). */
export const GUIDE_PROFILE_KEY = "guide-profile";

// Under the admin prefix: a decision elsewhere in the console refreshes it too (decision 081).
const ADMIN_GUIDE_KEY = `${ADMIN_KEY_PREFIX}guide`;

/** The house's guide page and where it stands in the guide, asked with the page, without its id. */
export function useGuideProfile() {
  return useSWR(GUIDE_PROFILE_KEY, async () => (await api.guide.getMyProfile()).data);
}

/** An event's guide as the administration runs it. */
export function useAdminGuide(eventId: string) {
  return useSWR(
    [ADMIN_GUIDE_KEY, eventId] as const,
    async ([, eventId]) => (await api.guide.admin.getGuide(eventId)).data,
    { keepPreviousData: true },
  );
}

/**
 * A house's approved titles that the administration may hide, matching `q` (a title, an author
 * or an ISBN); null asks nothing until a house is chosen.
 */
export function useHouseTitles(organizationId: string | null, q: string) {
  return useSWR(
    organizationId ? ([ADMIN_GUIDE_KEY, "titles", organizationId, q] as const) : null,
    async ([, , organizationId, q]) =>
      (
        await api.admin.listBooks({
          status: "approved",
          organization_id: organizationId,
          q: q || undefined,
          per_page: 100,
        })
      ).data,
    { keepPreviousData: true },
  );
}

/** Refreshes the administration's view of every event's guide after a change. */
export const useRevalidateAdminGuide = createRevalidateHook(() => [keyStartsWith(ADMIN_GUIDE_KEY)]);
