import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../db/client.ts";
import { throttleHits } from "../db/schema.ts";
import type { AppEnv } from "../http/context.ts";
import { apiMessages } from "../messages.ts";

// Throttles live in the database, so their limits hold across API processes: one pattern for
// failed logins, reset requests and wrong current passwords.

/** At most `limit` hits per key within `windowMs`. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/** Hits older than this are useless to every rule; they are dropped as new ones come. */
const KEEP_MS = 24 * 60 * 60 * 1000;

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
        eq(throttleHits.key, key),
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
  await db.insert(throttleHits).values({ key, hitAt: now });
  await db.delete(throttleHits).where(lt(throttleHits.hitAt, new Date(now.getTime() - KEEP_MS)));
}

export async function clearHits(db: Database, key: string) {
  await db.delete(throttleHits).where(eq(throttleHits.key, key));
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
