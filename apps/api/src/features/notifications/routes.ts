import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { Hono } from "hono";
import * as v from "valibot";
import { requireUser } from "../../core/access.ts";
import type { AppEnv } from "../../http/context.ts";
import { readQuery } from "../../http/validate.ts";
import { listNotifications, markAllRead } from "./queries.ts";

export const notificationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const page = v.parse(PageQuerySchema, readQuery(c));
    const { notifications, total, unread } = await listNotifications(c.var.db, c.var.user.id, page);
    return c.json({ data: { notifications, meta: { ...pageMeta(page, total), unread } } });
  })
  .post("/read", async (c) => {
    await markAllRead(c.var.db, c.var.user.id);
    return c.json({ data: null });
  });
