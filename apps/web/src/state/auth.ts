import { msg } from "@lingui/core/macro";
import { i18n } from "@lingui/core";
import { ApiError } from "@rawaq/api-client/client";
import { atom } from "jotai";
import { api } from "../lib/api.ts";
import { clearToken, storeToken } from "../lib/token.ts";
import { authErrorAtom, authenticatedAtom, userAtom } from "./session.ts";
import { showOrganizationAtom } from "./view.ts";

/** spec §8: the login failure text when the server gave none. */
export const FALLBACK_ERROR = msg`An error occurred`;

/**
 * Logs in. Success: authenticated, user stored, token in the `token` cookie and in localStorage
 * `authToken`. Failure: not authenticated, error = the server's message or "An error occurred".
 */
export const loginAtom = atom(
  null,
  async (_get, set, credentials: { email: string; password: string }) => {
    try {
      const { data } = await api.login(credentials);
      storeToken(data.token);
      set(userAtom, data.user);
      set(authErrorAtom, null);
      set(authenticatedAtom, true);
      return true;
    } catch (error) {
      set(authenticatedAtom, false);
      set(
        authErrorAtom,
        error instanceof ApiError && !error.isNetworkError && error.message
          ? error.message
          : i18n._(FALLBACK_ERROR),
      );
      return false;
    }
  },
);

/** Logs out everywhere: the server revokes the token, the client forgets it (spec §4). */
export const logoutAtom = atom(null, async (_get, set) => {
  // The session ends on this device whatever the server answers.
  await api.logout().catch((error: unknown) => console.error("Logout request failed", error));
  clearToken();
  set(userAtom, null);
  set(authErrorAtom, null);
  set(authenticatedAtom, false);
  set(showOrganizationAtom, false);
});
