import type { User } from "@rawaq/domain/user";
import { atom } from "jotai";
import { hasTokenCookie } from "../lib/token.ts";

// Spec §3 auth state: user, error, authenticated. Kept apart from the login and logout actions
// (auth.ts) so the route guards do not pull the API client into the first page's bundle.
export const userAtom = atom<User | null>(null);
export const authErrorAtom = atom<string | null>(null);
/** Starts true when a token cookie exists: the guard's rule (spec §4). */
export const authenticatedAtom = atom(hasTokenCookie());
