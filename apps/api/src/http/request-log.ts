import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { Logger } from "../lib/logger.ts";
import type { Metrics } from "../lib/metrics.ts";
import { type TrustsPeer, peerAddress, resolveClientAddress } from "./client-address.ts";
import type { AppEnv } from "./context.ts";

/** What a proxy may hand us as a request id: short, plain characters (it goes into logs). */
const FORWARDED_ID = /^[\w.:-]{1,128}$/;

/** Probes answered well are routine: their lines go to the debug level, not one every second. */
const PROBES = new Set(["/api/health/live", "/api/health/ready", "/metrics"]);

export interface RequestLogOptions {
  logger: Logger;
  metrics: Metrics;
  trustsPeer: TrustsPeer;
}

/**
 * For every request: an id (the trusted proxy's X-Request-Id, else a new one) sent back as
 * X-Request-Id and added to every JSON error body; the client's address; one log line when the
 * answer is ready — method, route pattern (never the raw path with its ids), status, duration,
 * request id, user id, client address, and for a server error the error with its stack. Nothing
 * from headers or bodies is logged. Must run inside compression, so error bodies are still JSON.
 */
export function requestLog({
  logger,
  metrics,
  trustsPeer,
}: RequestLogOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const peer = peerAddress(c);
    const fromProxy = peer !== undefined && trustsPeer(peer);
    const forwardedId = fromProxy ? c.req.header("x-request-id") : undefined;
    const requestId = forwardedId && FORWARDED_ID.test(forwardedId) ? forwardedId : randomUUID();
    const client = resolveClientAddress(peer, c.req.header("x-forwarded-for"), trustsPeer);
    const requestLogger = logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("clientAddress", client);
    c.set("logger", requestLogger);
    c.set("metrics", metrics);

    await next();

    if (c.res.status >= 400) await addRequestId(c, requestId);
    c.res.headers.set("X-Request-Id", requestId);

    const route = routePattern(c);
    const status = c.res.status;
    const seconds = (performance.now() - started) / 1000;
    metrics.observeRequest({ method: c.req.method, route, status }, seconds);

    const user = c.get("user" as never) as { id?: string } | undefined;
    const line = {
      method: c.req.method,
      route,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      userId: user?.id,
      client,
      ...(status >= 500 && c.error ? { err: c.error } : {}),
    };
    if (status >= 500) requestLogger.error(line, "request failed");
    else if (PROBES.has(c.req.path) && status < 400) requestLogger.debug(line, "request");
    else requestLogger.info(line, "request");
  };
}

/**
 * The pattern of the endpoint the request reached (`/api/organizations/:id/books`), also when a
 * middleware before it answered (401, 404 of the access rules): the first method-specific route
 * from the one that answered on. Catch-alls (the API's 404, the web app) are `ALL` routes.
 */
function routePattern(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const routes = matchedRoutes(c);
  const answered = c.req.routeIndex;
  const endpoint = routes.slice(answered).find((route) => route.method !== "ALL");
  return endpoint?.path ?? routes[answered]?.path ?? "unmatched";
}

/** `requestId` into a JSON error body, so a user can quote it and support can find the line. */
async function addRequestId(c: Parameters<MiddlewareHandler<AppEnv>>[0], requestId: string) {
  if (!/^application\/json\b/i.test(c.res.headers.get("content-type") ?? "")) return;
  let body: unknown;
  try {
    body = await c.res.clone().json();
  } catch {
    return;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return;
  const headers = new Headers(c.res.headers);
  headers.delete("content-length");
  c.res = new Response(JSON.stringify({ ...body, requestId }), {
    status: c.res.status,
    statusText: c.res.statusText,
    headers,
  });
  // Hono carries the old answer's headers over to the new one; the length is no longer right.
  c.res.headers.delete("content-length");
}
