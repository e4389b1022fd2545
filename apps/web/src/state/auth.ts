import { msg } from "@lingui/core/macro";
import { i18n } from "@lingui/core";
import { ApiError } from "@rawaq/api-client/errors";
import { type Setter, atom } from "jotai";
import { loadApi } from "../lib/load-api.ts";
import { clearToken, storeToken } from "../lib/token.ts";
import {
  authErrorAtom,
  authenticatedAtom,
  heldDocumentOutcomeAtom,
  heldIdentityDocumentAtom,
  isSigningOutAtom,
  userAtom,
} from "./session.ts";
import { showOrganizationAtom } from "./view.ts";

/** spec §8: the login failure text when the server gave none. */
export const FALLBACK_ERROR = msg`An error occurred`;

/**
 * Logs in. Success: authenticated, user stored, token in the `token` cookie and in localStorage
 * `authToken`, and the identity document held since signup uploaded; answers the user.
 * Failure: not authenticated, error = the server's message or "An error occurred"; answers null.
 */
export const loginAtom = atom(
  null,
  async (get, set, credentials: { email: string; password: string }) => {
    try {
      const { data } = await (await loadApi()).login(credentials);
      storeToken(data.token);
      set(userAtom, data.user);
      set(authErrorAtom, null);
      set(authenticatedAtom, true);
      const held = get(heldIdentityDocumentAtom);
      if (held && held.email === data.user.email) await uploadHeldDocument(set, held.file);
      return data.user;
    } catch (error) {
      set(authenticatedAtom, false);
      set(
        authErrorAtom,
        error instanceof ApiError && !error.isNetworkError && error.message
          ? error.message
          : i18n._(FALLBACK_ERROR),
      );
      return null;
    }
  },
);

/** The document chosen at signup goes to the new account once, then is forgotten. */
async function uploadHeldDocument(set: Setter, file: File) {
  set(heldIdentityDocumentAtom, null);
  try {
    const answer = await (await loadApi()).uploadIdentityDocument(file);
    set(heldDocumentOutcomeAtom, { ok: true, message: i18n._(HELD_DOCUMENT_UPLOADED) });
    return answer;
  } catch (error) {
    set(heldDocumentOutcomeAtom, {
      ok: false,
      message:
        `${i18n._(HELD_DOCUMENT_FAILED)} ${error instanceof ApiError ? error.message : ""}`.trim(),
    });
    return undefined;
  }
}

const HELD_DOCUMENT_UPLOADED = msg`The identity document you chose when signing up has been uploaded to your account.`;
const HELD_DOCUMENT_FAILED = msg`The identity document you chose when signing up could not be uploaded; upload it below.`;

/** Logs out: the server revokes the token, the client forgets it (spec §4). */
export const logoutAtom = atom(null, async (_get, set) => {
  set(isSigningOutAtom, true);
  // The session ends on this device whatever the server answers.
  await loadApi()
    .then((api) => api.logout())
    .catch((error: unknown) => console.error("Logout request failed", error));
  set(forgetSessionAtom);
});

/**
 * Sends a request that ends this session on the server (deleting the account, logging out of
 * every device). Every other request pauses before it is sent, as a logout's do: one sent
 * meanwhile would carry the ending token and be refused. A failed request resumes them; on
 * success the caller forgets the session (forgetSessionAtom) and leaves for the login page.
 */
export const endingSessionAtom = atom(
  null,
  async (_get, set, end: () => Promise<void>): Promise<void> => {
    set(isSigningOutAtom, true);
    try {
      await end();
    } catch (error) {
      set(isSigningOutAtom, false);
      throw error;
    }
  },
);

/**
 * The client's half of a logout, for a session the server has ended already (log out of every
 * device): the token, the user and the organization view are forgotten (spec §4).
 */
export const forgetSessionAtom = atom(null, (_get, set) => {
  clearToken();
  set(userAtom, null);
  set(authErrorAtom, null);
  set(authenticatedAtom, false);
  set(showOrganizationAtom, false);
  // isSigningOutAtom stays set: the page being left may still render while the next one loads,
  // and its hooks must not ask again without a token. The next page clears it (LocaleRoot).
});
