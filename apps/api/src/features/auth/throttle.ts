import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";

/** Five failed logins per minute for one email from one client address (issue 4). */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 60_000;

export function throttleKey(email: string, clientAddress: string): string {
  return `${email}|${clientAddress}`;
}

/** Seconds the client must wait before trying again, or 0 when it may try now. */
export async function loginRetryAfterSeconds(db: Database, key: string, now = new Date()) {
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const recent = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.throttleKey, key), gt(loginFailures.failedAt, windowStart)))
    .orderBy(asc(loginFailures.failedAt))
    .limit(LOGIN_FAILURE_LIMIT);
  if (recent.length < LOGIN_FAILURE_LIMIT) return 0;
  const oldest = recent[0]!.failedAt.getTime();
  return Math.max(1, Math.ceil((oldest + LOGIN_FAILURE_WINDOW_MS - now.getTime()) / 1000));
}

export async function recordLoginFailure(db: Database, key: string, now = new Date()) {
  await db.insert(loginFailures).values({ throttleKey: key, failedAt: now });
  // Old rows are useless: drop them as we go, so the table stays small without a job.
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.failedAt, new Date(now.getTime() - 10 * LOGIN_FAILURE_WINDOW_MS)));
}

export async function clearLoginFailures(db: Database, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.throttleKey, key));
}
