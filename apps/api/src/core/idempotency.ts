import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Database } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema/index.ts";
import type { AppEnv } from "../http/context.ts";
import { invalid } from "../http/validate.ts";
import { apiMessages } from "../messages.ts";

// Idempotency-Key for requests a double click, a retry or a second tab must not repeat
// (docs/decisions/046-…). The key's row is inserted on its own, before the work, so a
// concurrent request with the same key finds it: a unique index decides who runs.

/** A key is kept this long; a retry later than that is a new request. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** A fingerprint of what a request asks: its parts (method, path, body values) hashed. */
export function requestFingerprint(...parts: (string | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) {
    hash.update(part);
    hash.update("\u0000");
  }
  return hash.digest("hex");
}

/**
 * Runs `work` once per (caller, Idempotency-Key): the same key with the same fingerprint gets
 * the stored answer again, with another fingerprint 422, while the first is still running 409.
 * Without the header the work runs as it is. An answer of 5xx or a thrown error frees the key.
 */
export async function idempotent<E extends AppEnv>(
  c: Context<E>,
  userId: string,
  fingerprint: string,
  work: () => Promise<Response>,
): Promise<Response> {
  const key = c.req.header("idempotency-key");
  if (key === undefined) return work();
  if (!KEY_PATTERN.test(key)) return invalid(c, { idempotency_key: ["invalid"] });
  const db = c.var.db;
  const now = new Date();
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (!claimed) {
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (!stored) return c.json({ message: c.var.i18n._(apiMessages.requestInFlight) }, 409);
    if (stored.fingerprint !== fingerprint) {
      return invalid(c, { idempotency_key: ["idempotency_mismatch"] });
    }
    if (stored.responseStatus === null) {
      return c.json({ message: c.var.i18n._(apiMessages.requestInFlight) }, 409);
    }
    c.header("Idempotent-Replayed", "true");
    return c.json(stored.responseBody as object, stored.responseStatus as ContentfulStatusCode);
  }
  let answer: Response;
  try {
    answer = await work();
  } catch (error) {
    await release(db, claimed.id);
    throw error;
  }
  if (answer.status >= 500) {
    await release(db, claimed.id);
  } else {
    // Every answer of these routes is JSON (c.json); it is stored as the replay.
    const body: unknown = await answer.clone().json();
    await db
      .update(idempotencyKeys)
      .set({ responseStatus: answer.status, responseBody: body })
      .where(eq(idempotencyKeys.id, claimed.id));
  }
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_MS)));
  return answer;
}

function release(db: Database, id: string) {
  return db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}
