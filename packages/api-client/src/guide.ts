import { envelopeSchema } from "@rawaq/domain/envelope";
import {
  GuideAdminSchema,
  type GuideHideInputSchema,
  GuidePublicationSchema,
} from "@rawaq/domain/guide-admin";
import { GuideProfileAnswerSchema } from "@rawaq/domain/guide-presence";
import type { GuideProfileInput } from "@rawaq/domain/guide-profile";
import * as v from "valibot";
import { type Http, call, segment as id } from "./http.ts";

// apps/api/src/features/guide (its portal side): a house's page in the fair guide as its manager
// writes it, and an event's guide as the administration runs it (issue 29). The guide's pages
// themselves are HTML under /guide, read by visitors, not through this client.

const HiddenResult = v.object({ id: v.string() });

/** What the hide form sends: a house, or one of its titles, and why. */
export type GuideHideRequest = v.InferInput<typeof GuideHideInputSchema>;

export function guideCalls({ ky: http }: Http) {
  const profile = (organizationId: string) => `organizations/${id(organizationId)}/guide-profile`;
  const guide = (eventId: string, action = "") => `admin/events/${id(eventId)}/guide${action}`;
  return {
    /** The house's guide page and where it stands in the guide; its members read it. */
    getProfile: (organizationId: string) =>
      call(http.get(profile(organizationId)), envelopeSchema(GuideProfileAnswerSchema)),
    /** The same for the caller's own house, without waiting for its id (decision 079). */
    getMyProfile: () =>
      call(http.get("my-organization/guide-profile"), envelopeSchema(GuideProfileAnswerSchema)),
    /** Its manager writes it whole. */
    saveProfile: (organizationId: string, input: GuideProfileInput) =>
      call(
        http.put(profile(organizationId), { json: input }),
        envelopeSchema(GuideProfileAnswerSchema),
      ),

    admin: {
      getGuide: (eventId: string) =>
        call(http.get(guide(eventId)), envelopeSchema(GuideAdminSchema)),
      publishGuide: (eventId: string) =>
        call(http.post(guide(eventId, "/publish")), envelopeSchema(GuidePublicationSchema)),
      unpublishGuide: (eventId: string) =>
        call(http.post(guide(eventId, "/unpublish")), envelopeSchema(GuidePublicationSchema)),
      hideFromGuide: (eventId: string, input: GuideHideRequest) =>
        call(http.post(guide(eventId, "/hidden"), { json: input }), envelopeSchema(HiddenResult)),
      /** Shows again what was hidden. */
      showInGuide: (eventId: string, hiddenId: string) =>
        call(http.delete(guide(eventId, `/hidden/${id(hiddenId)}`)), envelopeSchema(HiddenResult)),
    },
  };
}
