import useSWR from "swr";
import { ADMIN_KEY_PREFIX } from "../../lib/admin-keys.ts";
import { api } from "../../lib/api.ts";
import type { UserListQuery } from "./user-list-params.ts";

/** A page of the accounts, searched; the key is the list's URL state. */
export function useAdminUsers(query: UserListQuery) {
  return useSWR(
    [`${ADMIN_KEY_PREFIX}users`, query] as const,
    async ([, query]) => (await api.admin.listUsers(query)).data,
    {
      keepPreviousData: true,
    },
  );
}
