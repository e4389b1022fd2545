import { Hono } from "hono";
import { requireUser } from "../../http/auth.ts";
import type { AppEnv } from "../../http/context.ts";
import { apiMessages } from "../../messages.ts";
import { answerInvitation, listMyInvitations } from "./members.ts";

/** Invitations addressed to the caller: listed in the personal view, accepted or declined. */
export const invitationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) =>
    c.json({ data: { invitations: await listMyInvitations(c.var.db, c.var.user.id) } }),
  )
  .post("/:id/:answer{accept|decline}", async (c) => {
    const answer = c.req.param("answer") as "accept" | "decline";
    const result = await answerInvitation(c.var.db, c.var.user.id, c.req.param("id"), answer);
    if (result === "not_found") {
      return c.json({ message: c.var.i18n._(apiMessages.notFound) }, 404);
    }
    if (result === "closed") {
      return c.json({ message: c.var.i18n._(apiMessages.invitationClosed) }, 409);
    }
    if (result === "member") {
      return c.json({ message: c.var.i18n._(apiMessages.organizationExists) }, 409);
    }
    return c.json({
      data: { invitation: result },
      message: c.var.i18n._(
        answer === "accept" ? apiMessages.invitationAccepted : apiMessages.invitationDeclined,
      ),
    });
  });
