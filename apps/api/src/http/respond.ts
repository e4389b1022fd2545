import type { Context } from "hono";
import { apiMessages } from "../messages.ts";
import type { AppEnv } from "./context.ts";

/** 404 `{ message }`: the answer for an unknown id and for another organization's alike. */
export function notFound<E extends AppEnv>(c: Context<E>) {
  return c.json({ message: c.var.i18n._(apiMessages.notFound) }, 404);
}

/** 403 `{ message }`: the caller is known but may not do this. */
export function forbidden<E extends AppEnv>(c: Context<E>) {
  return c.json({ message: c.var.i18n._(apiMessages.forbidden) }, 403);
}
