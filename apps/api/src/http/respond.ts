import type { MessageDescriptor } from "@lingui/core";
import type { PreconditionCode } from "@rawaq/domain/envelope";
import type { Context } from "hono";
import type { AppEnv } from "./context.ts";
import { apiMessages } from "../messages.ts";

/** 404 `{ message }`: the answer for an unknown id and for another organization's alike. */
export function notFound<E extends AppEnv>(c: Context<E>) {
  return c.json({ message: c.var.i18n._(apiMessages.notFound) }, 404);
}

/** 403 `{ message }`: the caller is known but may not do this. */
export function forbidden<E extends AppEnv>(c: Context<E>) {
  return c.json({ message: c.var.i18n._(apiMessages.forbidden) }, 403);
}

/**
 * `{ message, code }`: a step the caller has still to take (issue 26), told apart from a
 * failure by its `code`, so a page says why and links to the step instead of "check your
 * connection". 409 by default; 404 where the missing thing is what the path reaches.
 */
export function preconditionFailed<E extends AppEnv>(
  c: Context<E>,
  code: PreconditionCode,
  message: MessageDescriptor,
  status: 404 | 409 = 409,
) {
  return c.json({ message: c.var.i18n._(message), code }, status);
}

/** 404 `no_organization`: the caller belongs to no organization, so it has nothing here. */
export function noOrganization<E extends AppEnv>(c: Context<E>) {
  return preconditionFailed(c, "no_organization", apiMessages.noOrganization, 404);
}
