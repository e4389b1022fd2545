import { ContactMessageInputSchema } from "@rawaq/domain/contact";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { validateJson } from "../../http/validate.ts";
import { apiMessages } from "../../messages.ts";
import { createContactMessage } from "./queries.ts";

export const contactRoutes = new Hono<AppEnv>().post(
  "/",
  validateJson(ContactMessageInputSchema),
  async (c) => {
    const message = await createContactMessage(c.var.db, c.req.valid("json"), c.var.locale);
    return c.json({ data: { message }, message: c.var.i18n._(apiMessages.contactReceived) }, 201);
  },
);
