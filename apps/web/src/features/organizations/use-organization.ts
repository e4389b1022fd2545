import useSWR from "swr";
import { api } from "../../lib/api.ts";
import { createRevalidateHook } from "../../lib/revalidate.ts";
import { hasTokenCookie } from "../../lib/token.ts";
import { ORGANIZATION_KEY } from "../../lib/use-profile.ts";

const fetchOrganization = async () => (await api.getOrganizations()).data;

/**
 * The caller's organization and its meta (spec §7: GET organizations). A failed fetch is only
 * logged (spec §8); `data.organization` is null for a user without one. `isEnabled` false asks
 * nothing (the administration, who belongs to none).
 */
export function useOrganization(isEnabled = true) {
  return useSWR(isEnabled && hasTokenCookie() ? ORGANIZATION_KEY : null, fetchOrganization, {
    onError: (error: unknown) => console.error("Organization could not be loaded:", error),
  });
}

/**
 * Refetches GET organizations: its meta (status, counters, what is editable) is the server's to
 * compute, so every change to the organization is followed by this rather than a local guess.
 */
export const useRevalidateOrganization = createRevalidateHook(() => [ORGANIZATION_KEY]);
