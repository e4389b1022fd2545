import { GuideProfileInputSchema } from "@rawaq/domain/guide-profile";
import { Hono } from "hono";
import {
  type OrganizationScope,
  callersOrganization,
  organizationInPath,
  organizationManager,
  requireUser,
} from "../../core/access.ts";
import type { AppEnv } from "../../http/context.ts";
import { validateJson } from "../../http/validate.ts";
import { guideMessages } from "./messages.ts";
import { guideProfileAnswer, saveGuideProfile } from "./profile.ts";

/**
 * The house's page in the fair guide, for its members to read: under
 * `/api/organizations/{id}/guide-profile`, and under `/api/my-organization/guide-profile` for the
 * caller's own, which the page asks at once (decision 079).
 */
function guideProfileReads(scope: OrganizationScope) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get(`${scope.path}/guide-profile`, scope.member, async (c) =>
      c.json({
        data: await guideProfileAnswer(c.var.db, c.var.membership.organization, c.var.publicUrl),
      }),
    );
}

export const myGuideProfileRoutes = guideProfileReads(callersOrganization);

/**
 * `/api/organizations/{id}/guide-profile`: its members read it; only its manager writes it
 * (staff get 403, another house's id 404, as every organization route answers: core/access.ts).
 */
export const organizationGuideProfileRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .route("/", guideProfileReads(organizationInPath))
  .put(
    "/:id/guide-profile",
    organizationManager,
    validateJson(GuideProfileInputSchema),
    async (c) => {
      await saveGuideProfile(
        c.var.db,
        c.var.membership.organization.id,
        c.req.valid("json"),
        c.var.clock.now(),
      );
      return c.json({
        data: await guideProfileAnswer(c.var.db, c.var.membership.organization, c.var.publicUrl),
        message: c.var.i18n._(guideMessages.profileSaved),
      });
    },
  );
