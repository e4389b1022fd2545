import type { MiddlewareHandler } from "hono";
import { clientAddress, peerAddress } from "./client-address.ts";
import type { AppEnv } from "./context.ts";
import { apiMessages } from "../messages.ts";

/**
 * Requests one client address may have under way at once in one process (decision 061). Well
 * above what people send: a browser opens at most six connections to a site, the end-to-end run
 * (two browsers) about twelve, the benchmarks (bench/) fifty from one address.
 */
export const MAX_IN_FLIGHT_PER_CLIENT = 64;
/** What a client over the limit is told to wait: its earlier requests are answered by then. */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

/**
 * Answers 429 with Retry-After once a client has `perClient` requests under way, so a flood from
 * one address (a script hammering the login, an expensive list) waits in its own queue instead
 * of everyone's: the pool's connections and the event loop stay free for the other clients.
 * Counted per client address as resolved past trusted proxies (http/client-address.ts), from the
 * handler's start to its answer (a streamed body is not counted while it flows). Requests made in
 * the process itself (`app.request` in tests) have no connection to limit.
 */
export function inFlightLimit(
  perClient: number = MAX_IN_FLIGHT_PER_CLIENT,
): MiddlewareHandler<AppEnv> {
  const inFlight = new Map<string, number>();
  return async (c, next) => {
    if (peerAddress(c) === undefined) return next();
    const client = clientAddress(c);
    const count = inFlight.get(client) ?? 0;
    if (count >= perClient) {
      c.header("Retry-After", String(IN_FLIGHT_RETRY_AFTER_SECONDS));
      return c.json({ message: c.var.i18n._(apiMessages.tooManyRequestsAtOnce) }, 429);
    }
    inFlight.set(client, count + 1);
    try {
      await next();
    } finally {
      const left = (inFlight.get(client) ?? 1) - 1;
      // Forgotten at zero: the map holds the clients with requests under way, no one else.
      if (left === 0) inFlight.delete(client);
      else inFlight.set(client, left);
    }
  };
}
