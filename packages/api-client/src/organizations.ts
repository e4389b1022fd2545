import { envelopeSchema } from "@rawaq/domain/envelope";
import {
  InvitationSchema,
  MembersResultSchema,
  OrganizationSchema,
  OrganizationsResultSchema,
  type OrganizationDocument,
} from "@rawaq/domain/organization";
import {
  AdminOrganizationDetailSchema,
  AdminOrganizationListSchema,
  AuditResultSchema,
} from "@rawaq/domain/review";
import type { NationalAddressInput } from "@rawaq/domain/national-address";
import * as v from "valibot";
import { type Http, type PageParams, blob, call, searchParams, segment } from "./http.ts";

// apps/api/src/features/organizations: the caller's organization (the wizard saves each step,
// `submit` sends it for review), its members and invitations, and the administration's review.
// The caller's own organization is read at `my-organization/…`, with no id: a page asks for its
// data at once instead of after GET organizations (docs/decisions/079-…).

const OrganizationResult = v.object({ organization: OrganizationSchema });
const org = (id: string) => `organizations/${segment(id)}`;

export function organizationCalls({ ky, upload }: Http) {
  return {
    /** spec §7: GET organizations; data.organization and data.meta. */
    getOrganizations: () =>
      call(ky.get("organizations"), envelopeSchema(OrganizationsResultSchema)),
    /** Step 1 of a new organization: creates the caller's draft. */
    createOrganization: (legal: Record<string, string>) =>
      call(ky.post("organizations", { json: legal }), envelopeSchema(OrganizationResult)),
    /** Saves step 1 or step 3 fields of a draft/rejected one, or the expiry dates once approved. */
    updateOrganization: (id: string, fields: Record<string, string>) =>
      call(ky.patch(org(id), { json: fields }), envelopeSchema(OrganizationResult)),
    submitOrganization: (id: string) =>
      call(ky.post(`${org(id)}/submit`), envelopeSchema(OrganizationResult)),
    /** The national address a Saudi house's tax invoices need (issue 30); its manager, any status. */
    updateNationalAddress: (id: string, address: NationalAddressInput) =>
      call(
        ky.put(`${org(id)}/national-address`, { json: address }),
        envelopeSchema(OrganizationResult),
      ),
    /** Uploads one of the three documents (progress from 0 to 1). */
    uploadOrganizationDocument: (
      id: string,
      kind: OrganizationDocument,
      file: File,
      onProgress?: (fraction: number) => void,
    ) => {
      const form = new FormData();
      form.set("file", file);
      return upload(
        `${org(id)}/documents/${segment(kind)}`,
        form,
        envelopeSchema(OrganizationResult),
        onProgress,
        "PUT",
      );
    },
    /** A document as a Blob, for members of the organization and admins. */
    getOrganizationDocument: (id: string, kind: OrganizationDocument) =>
      blob(ky.get(`${org(id)}/documents/${segment(kind)}`)),
    /** The caller's organization's members and open invitations. */
    getMembers: () => call(ky.get("my-organization/members"), envelopeSchema(MembersResultSchema)),
    inviteMember: (id: string, email: string) =>
      call(
        ky.post(`${org(id)}/invitations`, { json: { email } }),
        envelopeSchema(v.object({ invitation: InvitationSchema })),
      ),
    cancelInvitation: (id: string, invitationId: string) =>
      call(ky.delete(`${org(id)}/invitations/${segment(invitationId)}`), envelopeSchema(v.null())),
    removeMember: (id: string, userId: string) =>
      call(ky.delete(`${org(id)}/members/${segment(userId)}`), envelopeSchema(v.null())),
    /** The caller's organization's own audit log (its status changes and its books'). */
    getOrganizationAudit: (query: PageParams = {}) =>
      call(
        ky.get("my-organization/audit", { searchParams: searchParams(query) }),
        envelopeSchema(AuditResultSchema),
      ),

    // Invitations addressed to the caller (personal view).
    getMyInvitations: () =>
      call(
        ky.get("invitations"),
        envelopeSchema(v.object({ invitations: v.array(InvitationSchema) })),
      ),
    respondToInvitation: (invitationId: string, answer: "accept" | "decline") =>
      call(
        ky.post(`invitations/${segment(invitationId)}/${answer}`),
        envelopeSchema(v.object({ invitation: InvitationSchema })),
      ),

    admin: {
      listOrganizations: (query: PageParams & { status?: string; q?: string } = {}) =>
        call(
          ky.get("admin/organizations", { searchParams: searchParams(query) }),
          envelopeSchema(AdminOrganizationListSchema),
        ),
      getOrganization: (id: string) =>
        call(
          ky.get(`admin/organizations/${segment(id)}`),
          envelopeSchema(AdminOrganizationDetailSchema),
        ),
      decideOrganization: (id: string, decision: "approve" | "reject", reason = "") =>
        call(
          ky.post(`admin/organizations/${segment(id)}/decision`, { json: { decision, reason } }),
          envelopeSchema(OrganizationResult),
        ),
    },
  };
}
