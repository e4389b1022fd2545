import { deleteCookie, readCookie, writeCookie } from "./cookies.ts";

// NOTE: the spec (§4) names both places: cookie `token` and localStorage `authToken`. The API
// reads the token from the Authorization header only (docs/decisions/003-token-storage.md).
export const TOKEN_COOKIE = "token";
export const TOKEN_STORAGE_KEY = "authToken";
/** As long as the server keeps the token alive (apps/api/src/core/sessions.ts). */
const TOKEN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function storeToken(token: string): void {
  writeCookie(TOKEN_COOKIE, token, TOKEN_MAX_AGE_SECONDS);
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  deleteCookie(TOKEN_COOKIE);
  localStorage.removeItem(TOKEN_STORAGE_KEY);
}

/** The token API calls send (spec §7: "Bearer token from local storage"). */
export function storedToken(): string | null {
  // The server draws pages without a session (docs/decisions/082-…).
  if (typeof localStorage === "undefined") return null;
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

/** The guard's test (spec §4): a token cookie exists. */
export function hasTokenCookie(): boolean {
  return Boolean(readCookie(TOKEN_COOKIE));
}
