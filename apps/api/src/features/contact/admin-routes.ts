import {
  ContactAssignInputSchema,
  ContactHandledInputSchema,
  ContactReadInputSchema,
  ContactReplyInputSchema,
  INBOX_FILTERS,
} from "@rawaq/domain/contact";
import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { IdSchema } from "@rawaq/domain/validation";
import { Hono } from "hono";
import * as v from "valibot";
import { requireAdmin, requireUser } from "../../core/access.ts";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { notFound } from "../../http/respond.ts";
import { invalid, readQuery, validateJson } from "../../http/validate.ts";
import {
  findInboxMessage,
  isAdmin,
  listAdmins,
  listInbox,
  listReplies,
  replyToMessage,
  updateInboxMessage,
} from "./inbox.ts";
import { inboxMessages } from "./messages.ts";

const messageParams = pathParams({ messageId: IdSchema });

/** `/api/admin/contact-messages`: the administration's inbox. */
export const adminContactRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/", async (c) => {
    const query = readQuery(c);
    const page = v.parse(PageQuerySchema, query);
    const filter = v.is(v.picklist(INBOX_FILTERS), query.filter) ? query.filter : "open";
    const { messages, total, counts } = await listInbox(c.var.db, filter, page);
    return c.json({ data: { messages, counts, meta: pageMeta(page, total) } });
  })
  /** One message with its replies; opening it marks it read. */
  .get("/:messageId", messageParams, async (c) => {
    const { messageId } = c.req.valid("param");
    const now = c.var.clock.now();
    const before = await findInboxMessage(c.var.db, messageId);
    if (!before) return notFound(c);
    if (!before.is_read) await updateInboxMessage(c.var.db, messageId, { read: true }, now);
    const [message, replies, admins] = await Promise.all([
      findInboxMessage(c.var.db, messageId),
      listReplies(c.var.db, messageId),
      listAdmins(c.var.db),
    ]);
    return c.json({ data: { message, replies, admins } });
  })
  .post("/:messageId/read", messageParams, validateJson(ContactReadInputSchema), async (c) => {
    const { messageId } = c.req.valid("param");
    const found = await updateInboxMessage(
      c.var.db,
      messageId,
      { read: c.req.valid("json").read },
      c.var.clock.now(),
    );
    if (!found) return notFound(c);
    return c.json({
      data: { message: await findInboxMessage(c.var.db, messageId) },
      message: c.var.i18n._(inboxMessages.contactUpdated),
    });
  })
  .post(
    "/:messageId/handled",
    messageParams,
    validateJson(ContactHandledInputSchema),
    async (c) => {
      const { messageId } = c.req.valid("param");
      const found = await updateInboxMessage(
        c.var.db,
        messageId,
        { handled: c.req.valid("json").handled },
        c.var.clock.now(),
      );
      if (!found) return notFound(c);
      return c.json({
        data: { message: await findInboxMessage(c.var.db, messageId) },
        message: c.var.i18n._(inboxMessages.contactUpdated),
      });
    },
  )
  .post("/:messageId/assign", messageParams, validateJson(ContactAssignInputSchema), async (c) => {
    const { messageId } = c.req.valid("param");
    const userId = c.req.valid("json").user_id;
    if (userId) {
      if (!(await isAdmin(c.var.db, userId))) return invalid(c, { user_id: ["unknown_option"] });
    }
    const found = await updateInboxMessage(
      c.var.db,
      messageId,
      { assignedTo: userId },
      c.var.clock.now(),
    );
    if (!found) return notFound(c);
    return c.json({
      data: { message: await findInboxMessage(c.var.db, messageId) },
      message: c.var.i18n._(inboxMessages.contactUpdated),
    });
  })
  .post("/:messageId/reply", messageParams, validateJson(ContactReplyInputSchema), async (c) => {
    const { messageId } = c.req.valid("param");
    const found = await replyToMessage(
      { db: c.var.db, mailer: c.var.mailer, publicUrl: c.var.publicUrl },
      c.var.user,
      messageId,
      c.req.valid("json").body,
      c.var.clock.now(),
    );
    if (!found) return notFound(c);
    return c.json(
      {
        data: {
          message: await findInboxMessage(c.var.db, messageId),
          replies: await listReplies(c.var.db, messageId),
        },
        message: c.var.i18n._(inboxMessages.contactReplied),
      },
      201,
    );
  });
