import { ApiError } from "@rawaq/api-client/errors";
import useSWR from "swr";
import { api } from "./api.ts";
import { hasTokenCookie } from "./token.ts";

export const PROFILE_KEY = "profile";
/**
 * The caller's organization (GET organizations, features/organizations), kept here so the
 * features whose changes move its counters and status can revalidate it.
 */
export const ORGANIZATION_KEY = "organizations";

export const fetchProfile = async () => (await api.getProfile()).data.user;

/**
 * The signed-in user (spec §7: GET profile). A failed fetch is only logged (spec §8); the
 * caller decides what an expired session means (ApiError with status 401).
 */
export function useProfile() {
  return useSWR(hasTokenCookie() ? PROFILE_KEY : null, fetchProfile, {
    onError: (error: unknown) => console.error("Profile could not be loaded:", error),
  });
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
