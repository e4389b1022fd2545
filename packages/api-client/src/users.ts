import { envelopeSchema } from "@rawaq/domain/envelope";
import { AdminUserListSchema, type UserRole } from "@rawaq/domain/user";
import { type DocumentAccessPurpose, DocumentAccessListSchema } from "@rawaq/domain/privacy";
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
      /** Deletes an account on the person's request, with the reason for the audit log. */
      deleteUser: (userId: string, reason: string) =>
        call(
          ky.delete(`admin/users/${segment(userId)}`, { json: { reason } }),
          envelopeSchema(v.null()),
        ),
      /** Opens a person's identity document; the access log keeps who, when and `purpose`. */
      getUserIdentityDocument: (userId: string, purpose?: DocumentAccessPurpose) =>
        blob(
          ky.get(`admin/users/${segment(userId)}/identity-document`, {
            searchParams: purpose ? { purpose } : undefined,
          }),
        ),
      /** Who opened a person's identity document, when and why (issue 31). */
      getUserDocumentAccess: (userId: string, page: PageParams = {}) =>
        call(
          ky.get(`admin/users/${segment(userId)}/document-access`, {
            searchParams: searchParams(page),
          }),
          envelopeSchema(DocumentAccessListSchema),
        ),
    },
  };
}
