import { CONTACT_MESSAGES_PER_HOUR, ContactMessageInputSchema } from "@rawaq/domain/contact";
import { Hono } from "hono";
import { recordHit, retryAfterSeconds, tooManyRequests } from "../../core/throttle.ts";
import { clientAddress } from "../../http/client-address.ts";
import type { AppEnv } from "../../http/context.ts";
import { validateJson } from "../../http/validate.ts";
import { createContactMessage } from "./queries.ts";
import { inboxMessages } from "./messages.ts";

const CONTACT_THROTTLE = { limit: CONTACT_MESSAGES_PER_HOUR, windowMs: 60 * 60 * 1000 };

export const contactRoutes = new Hono<AppEnv>().post(
  "/",
  validateJson(ContactMessageInputSchema),
  async (c) => {
    // The page is public: 5 stored messages an hour per client address, so it cannot flood the
    // administration's inbox. Refused requests do not count.
    const key = `contact:${clientAddress(c)}`;
    const wait = await retryAfterSeconds(c.var.db, key, CONTACT_THROTTLE);
    if (wait > 0) return tooManyRequests(c, wait);
    const message = await createContactMessage(c.var.db, c.req.valid("json"), c.var.locale);
    await recordHit(c.var.db, key);
    return c.json({ data: { message }, message: c.var.i18n._(inboxMessages.contactReceived) }, 201);
  },
);
