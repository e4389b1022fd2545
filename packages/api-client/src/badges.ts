import {
  type AllowanceInput,
  AdminBadgeListSchema,
  MyBadgesSchema,
  PublicBadgeSchema,
} from "@rawaq/domain/badges";
import { envelopeSchema } from "@rawaq/domain/envelope";
import * as v from "valibot";
import { type Http, type PageParams, call, searchParams, segment as id } from "./http.ts";

// apps/api/src/features/badges. Staff badges (issue 13): the manager's list, naming and revoking; the public page; admin.

const Ok = v.object({ ok: v.boolean() });

export interface BadgeDraft {
  event_id: string;
  member_user_id?: string;
  printed_name: string;
  role: string;
  photo?: File | null;
}

export function badgeCalls({ ky: http }: Http) {
  return {
    myBadges: (eventId?: string) =>
      call(
        http.get("badges/mine", { searchParams: searchParams({ event_id: eventId }) }),
        envelopeSchema(MyBadgesSchema),
      ),
    nameBadge: (draft: BadgeDraft) => {
      const form = new FormData();
      form.set("event_id", draft.event_id);
      form.set("member_user_id", draft.member_user_id ?? "");
      form.set("printed_name", draft.printed_name);
      form.set("role", draft.role);
      if (draft.photo) form.set("photo", draft.photo);
      return call(http.post("badges", { body: form }), envelopeSchema(MyBadgesSchema));
    },
    revokeBadge: (badgeId: string) =>
      call(http.post(`badges/${id(badgeId)}/revoke`), envelopeSchema(Ok)),
    /** Anyone: what the badge's public page shows. */
    publicBadge: (publicId: string) =>
      call(
        http.get(`public/badges/${id(publicId)}`),
        envelopeSchema(v.object({ badge: PublicBadgeSchema })),
      ),
    admin: {
      listBadges: (query: PageParams & { organization_id?: string; event_id?: string } = {}) =>
        call(
          http.get("admin/badges", { searchParams: searchParams(query) }),
          envelopeSchema(AdminBadgeListSchema),
        ),
      setAllowance: (input: AllowanceInput) =>
        call(http.put("admin/badges/allowance", { json: input }), envelopeSchema(Ok)),
      /** The administration always says why; the reason goes to the audit log. */
      revokeBadge: (badgeId: string, reason: string) =>
        call(
          http.post(`admin/badges/${id(badgeId)}/revoke`, { json: { reason } }),
          envelopeSchema(Ok),
        ),
    },
  };
}

/** The address of a badge's photo, for an <img> (public, like the page). */
export function badgePhotoPath(baseUrl: string, publicId: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/public/badges/${id(publicId)}/photo`;
}
