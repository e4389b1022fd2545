import { envelopeSchema } from "@rawaq/domain/envelope";
import { AdminUserListSchema, type UserRole } from "@rawaq/domain/user";
import * as v from "valibot";
import { type Http, type PageParams, blob, call, searchParams, segment } from "./http.ts";

// apps/api/src/features/users: the administration's list of accounts.

export function userCalls({ ky }: Http) {
  return {
    admin: {
      listUsers: (query: PageParams & { q?: string } = {}) =>
        call(
          ky.get("admin/users", { searchParams: searchParams(query) }),
          envelopeSchema(AdminUserListSchema),
        ),
      changeUser: (id: string, change: { role?: UserRole; is_disabled?: boolean }) =>
        call(
          ky.patch(`admin/users/${segment(id)}`, { json: change }),
          envelopeSchema(
            v.object({
              user: v.object({ id: v.string(), role: v.string(), is_disabled: v.boolean() }),
            }),
          ),
        ),
      getUserIdentityDocument: (userId: string) =>
        blob(ky.get(`admin/users/${segment(userId)}/identity-document`)),
    },
  };
}
