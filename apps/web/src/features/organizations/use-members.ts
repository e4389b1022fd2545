import useSWR from "swr";
import { api } from "../../lib/api.ts";
import { logLoadFailure } from "../../lib/load-failure.ts";

/** The key of the caller's organization's members: asked without its id (decision 079). */
export const MEMBERS_KEY = "organization-members";

/** The caller's organization's members and its invitations. */
export function useMembers() {
  return useSWR(MEMBERS_KEY, async () => (await api.getMembers()).data, {
    onError: logLoadFailure("Members"),
  });
}
