import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { accountTokens, users } from "../db/schema/index.ts";
import { hashToken, newToken, revokeSessions } from "./sessions.ts";

// The links sent by mail (docs/decisions/019-…): a random token whose SHA-256 hash is stored;
// used once, under concurrency too, expiring, and ended by any password change.

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)["purpose"];

export const RESET_LINK_LIFETIME_MS = 30 * 60 * 1000;
export const EMAIL_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

const LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  password_reset: RESET_LINK_LIFETIME_MS,
  email_change: EMAIL_LINK_LIFETIME_MS,
};

/** A new link token for a user; `email` is the address an email change moves to. */
export async function issueAccountToken(
  db: Database,
  userId: string,
  purpose: AccountTokenPurpose,
  email: string | null = null,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LIFETIME_MS[purpose]),
  });
  return token;
}

/** A link's own conditions: its purpose, unused, unexpired, its account not disabled. */
function usable(token: string, purpose: AccountTokenPurpose) {
  return and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
    sql`${accountTokens.userId} in (select ${users.id} from ${users} where ${users.disabledAt} is null)`,
    // An email change without its new address could do nothing.
    purpose === "email_change" ? isNotNull(accountTokens.email) : undefined,
  );
}

/**
 * Whether a token would be accepted now, without using it: the page a link opens asks before it
 * shows its form, so a used or expired link says so at once (issue 26), not after the password
 * is typed twice. Says nothing of whose it is.
 */
export async function isAccountTokenUsable(
  db: Database,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<boolean> {
  const [row] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(usable(token, purpose))
    .limit(1);
  return row !== undefined;
}

/**
 * Uses a token once: one atomic UPDATE marks it used if it is unused, unexpired and its account
 * is not disabled, and says whose it was. Of several concurrent uses exactly one gets an
 * answer, on PostgreSQL (the row lock makes the others re-check `used_at`) as on PGlite.
 * Run it in the transaction that does what the token allows, so a failure there gives it back.
 */
export async function consumeAccountToken(
  db: Database,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<{ userId: string; email: string | null } | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row;
}

/**
 * Sets a user's password: every outstanding link of theirs dies with it, and every session
 * but `keepSessionId` (the one changing it) ends. Call it inside a transaction.
 */
export async function setPassword(
  db: Database,
  userId: string,
  passwordHash: string,
  keepSessionId?: string,
) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
  await revokeSessions(db, userId, keepSessionId);
}
