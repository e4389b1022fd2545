import { createHash } from "node:crypto";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import type { Database } from "../db/client.ts";
import { throttleHits } from "../db/schema/index.ts";
import { clientAddress } from "../http/client-address.ts";
import type { AppEnv, ThrottleLimits } from "../http/context.ts";
import { apiMessages } from "../messages.ts";

// Throttles live in the database, so their limits hold across API processes: one pattern for
// failed logins, reset requests, wrong current passwords, signups and uploads.

/** At most `limit` hits per key within `windowMs`. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

const HOUR_MS = 60 * 60 * 1000;

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  // Per client address. A publishing house signs up its manager and a few staff from one office,
  // a fair's help desk a handful of exhibitors an hour; a script making accounts (each of which
  // may upload files and send invitations) gets ten. A venue behind one shared address raises it
  // (SIGNUP_LIMIT_PER_HOUR).
  signupsPerHour: 10,
  // Per account (per client address for the signup form, the one upload made signed out). One a
  // minute on average, in bursts: more than the busiest honest hour (a manager naming a few dozen
  // badges with photos, a book list fixed and sent again several times), and every attempt
  // counts, refused or not, since reading a multi-megabyte body is the cost being bounded.
  uploadsPerHour: 60,
  // Per account: copies of one's own data (issue 31). Enough to retry a failed download, too
  // few to keep the server zipping all day.
  exportsPerHour: 3,
};

/** Signups per client address, an hour; the limit is the app's (env.ts, or a test's options). */
export const signupRule = (c: Context<AppEnv>): ThrottleRule => ({
  limit: c.var.throttleLimits.signupsPerHour,
  windowMs: HOUR_MS,
});

/** Hits older than this are useless to every rule; they are dropped as new ones come. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * How a key is stored: its SHA-256. Keys name what they count (an address typed at login, a
 * client's IP), and the table needs only to tell them apart: it holds no personal data in clear,
 * even of an address whose account was deleted (issue 31).
 */
export function storedThrottleKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
}

/** Seconds the client must wait before the key may be hit again, or 0 when it may now. */
export async function retryAfterSeconds(
  db: Database,
  key: string,
  rule: ThrottleRule,
  now = new Date(),
): Promise<number> {
  const recent = await db
    .select({ hitAt: throttleHits.hitAt })
    .from(throttleHits)
    .where(
      and(
        eq(throttleHits.key, storedThrottleKey(key)),
        gt(throttleHits.hitAt, new Date(now.getTime() - rule.windowMs)),
      ),
    )
    .orderBy(asc(throttleHits.hitAt))
    .limit(rule.limit);
  if (recent.length < rule.limit) return 0;
  const oldest = recent[0]!.hitAt.getTime();
  return Math.max(1, Math.ceil((oldest + rule.windowMs - now.getTime()) / 1000));
}

export async function recordHit(db: Database, key: string, now = new Date()) {
  await db.insert(throttleHits).values({ key: storedThrottleKey(key), hitAt: now });
  await db.delete(throttleHits).where(lt(throttleHits.hitAt, new Date(now.getTime() - KEEP_MS)));
}

export async function clearHits(db: Database, key: string) {
  await db.delete(throttleHits).where(eq(throttleHits.key, storedThrottleKey(key)));
}

/** 429 with Retry-After and a message that says how long, in the request's language. */
export function tooManyRequests<E extends AppEnv>(c: Context<E>, seconds: number) {
  c.header("Retry-After", String(seconds));
  const message =
    seconds <= 60
      ? c.var.i18n._({ ...apiMessages.tooManyRequestsSeconds, values: { seconds } })
      : c.var.i18n._({
          ...apiMessages.tooManyRequestsMinutes,
          values: { minutes: Math.ceil(seconds / 60) },
        });
  return c.json({ message }, 429);
}

/**
 * A middleware that counts every request it sees under `keyOf(c)` and answers 429, with
 * Retry-After, once `ruleOf(c)` is reached.
 */
export function throttleEvery(
  keyOf: (c: Context<AppEnv>) => string,
  ruleOf: (c: Context<AppEnv>) => ThrottleRule,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = keyOf(c);
    const now = new Date();
    const wait = await retryAfterSeconds(c.var.db, key, ruleOf(c), now);
    if (wait > 0) return tooManyRequests(c, wait);
    await recordHit(c.var.db, key, now);
    await next();
  });
}

/**
 * The one throttle of every route that reads a multipart body, in its chain after the access
 * checks and before the handler: hits per account, or per client address when signed out. It also
 * opens the route to multipart bodies at all: app.ts refuses them (415) on any route without it
 * (`takesUploads`), so an upload route cannot be added unthrottled.
 */
export const throttleUploads = throttleEvery(
  (c) => {
    const user = c.get("user" as never) as { id: string } | undefined;
    return user ? `upload-user:${user.id}` : `upload-client:${clientAddress(c)}`;
  },
  (c) => ({ limit: c.var.throttleLimits.uploadsPerHour, windowMs: HOUR_MS }),
);

/** Whether the route a request reached has `throttleUploads` in its chain. */
export function takesUploads(c: Context): boolean {
  return matchedRoutes(c).some((route) => route.handler === throttleUploads);
}
