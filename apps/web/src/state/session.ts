import type { User } from "@rawaq/domain/user";
import { atom } from "jotai";
import { hasTokenCookie } from "../lib/token.ts";

// Spec §3 auth state: user, error, authenticated. Kept apart from the login and logout actions
// (auth.ts) so the route guards do not pull the API client into the first page's bundle.
export const userAtom = atom<User | null>(null);
export const authErrorAtom = atom<string | null>(null);
/** Starts true when a token cookie exists: the guard's rule (spec §4). */
export const authenticatedAtom = atom(hasTokenCookie());
/** True while the server ends the session: nothing may ask it anything with the ending token. */
export const isSigningOutAtom = atom(false);

/**
 * The identity document chosen at signup (spec §3: held, not sent with the registration), kept
 * in this tab's memory only, for the account that signed up, and only when the user left the
 * signup's consent ticked; uploaded right after that account's first login here.
 */
export const heldIdentityDocumentAtom = atom<{ email: string; file: File } | null>(null);
/** How that upload went, for the profile to say; null when there was none. */
export const heldDocumentOutcomeAtom = atom<{ ok: boolean; message: string } | null>(null);

/**
 * The privacy notice's prompt put off with "Later" in this tab (issue 31): asked once per visit
 * until the person agrees to the current version.
 */
export const noticePromptDeferredAtom = atom(false);
