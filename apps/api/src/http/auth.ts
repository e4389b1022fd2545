import { createMiddleware } from "hono/factory";
import { findUserByToken } from "../features/auth/tokens.ts";
import { apiMessages } from "../messages.ts";
import type { AppEnv } from "./context.ts";

/**
 * Authenticates with the Authorization: Bearer header only — never a cookie — so a cross-site
 * request carries no credential (docs/decisions/003-token-storage.md).
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  // Several routers share a prefix (organizations and their books): authenticate once.
  if (c.var.user) return next();
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(c.req.header("authorization") ?? "");
  const user = match ? await findUserByToken(c.var.db, match[1]!) : undefined;
  if (!match || !user) {
    c.header("WWW-Authenticate", "Bearer");
    return c.json({ message: c.var.i18n._(apiMessages.unauthenticated) }, 401);
  }
  c.set("user", user);
  c.set("token", match[1]!);
  await next();
});

/** Only the fair's administration passes; everyone else gets 403. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.user.role !== "admin") {
    return c.json({ message: c.var.i18n._(apiMessages.forbidden) }, 403);
  }
  await next();
});
