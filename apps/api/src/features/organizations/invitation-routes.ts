import { IdSchema } from "@rawaq/domain/validation";
import { Hono } from "hono";
import * as v from "valibot";
import { requireUser } from "../../core/access.ts";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { notFound } from "../../http/respond.ts";
import { answerInvitation, listMyInvitations } from "./members.ts";
import { organizationMessages } from "./messages.ts";

/** Invitations addressed to the caller: listed in the personal view, accepted or declined. */
export const invitationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) =>
    c.json({ data: { invitations: await listMyInvitations(c.var.db, c.var.user.id) } }),
  )
  .post(
    "/:id/:answer",
    pathParams({ id: IdSchema, answer: v.picklist(["accept", "decline"]) }),
    async (c) => {
      const { id, answer } = c.req.valid("param");
      const result = await answerInvitation(c.var.db, c.var.user.id, id, answer);
      if (result === "not_found") return notFound(c);
      if (result === "closed") {
        return c.json({ message: c.var.i18n._(organizationMessages.invitationClosed) }, 409);
      }
      if (result === "member") {
        return c.json({ message: c.var.i18n._(organizationMessages.organizationExists) }, 409);
      }
      return c.json({
        data: { invitation: result },
        message: c.var.i18n._(
          answer === "accept"
            ? organizationMessages.invitationAccepted
            : organizationMessages.invitationDeclined,
        ),
      });
    },
  );
