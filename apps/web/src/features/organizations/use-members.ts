import useSWR from "swr";
import { api } from "../../lib/api.ts";

export const membersKey = (organizationId: string) =>
  ["organization-members", organizationId] as const;

/** The organization's members and its invitations. */
export function useMembers(organizationId: string) {
  return useSWR(membersKey(organizationId), async ([, id]) => (await api.getMembers(id)).data, {
    onError: (error: unknown) => console.error("Members could not be loaded:", error),
  });
}
