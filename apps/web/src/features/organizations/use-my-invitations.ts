import useSWR from "swr";
import { api } from "../../lib/api.ts";
import { hasTokenCookie } from "../../lib/token.ts";

export const MY_INVITATIONS_KEY = "my-invitations";

/** Invitations addressed to the caller (personal view). */
export function useMyInvitations() {
  return useSWR(
    hasTokenCookie() ? MY_INVITATIONS_KEY : null,
    async () => (await api.getMyInvitations()).data.invitations,
    { onError: (error: unknown) => console.error("Invitations could not be loaded:", error) },
  );
}
