import { ApiError } from "@rawaq/api-client/client";
import useSWR from "swr";
import { api } from "./api.ts";
import { hasTokenCookie } from "./token.ts";

export const PROFILE_KEY = "profile";

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
