import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { Hono } from "hono";
import * as v from "valibot";
import { requireAdmin, requireUser } from "../../core/access.ts";
import { listOutbox } from "../../core/mail.ts";
import type { AppEnv } from "../../http/context.ts";
import { readQuery } from "../../http/validate.ts";

/**
 * Every message the product sent or holds, newest first. Without an SMTP server this is where
 * mail is read (reset links included), so only the administration sees it.
 */
export const adminOutboxRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/", async (c) => {
    const page = v.parse(PageQuerySchema, readQuery(c));
    const { messages, total } = await listOutbox(c.var.db, page);
    return c.json({
      data: { messages, meta: pageMeta(page, total), transport: c.var.mailer.kind },
    });
  });
