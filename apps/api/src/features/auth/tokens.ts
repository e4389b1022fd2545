import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { authTokens, users } from "../../db/schema.ts";

export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new opaque token (32 random bytes); only its hash is stored. */
export async function issueToken(db: Database, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(authTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  return token;
}

/** The user a live (not expired, not revoked) token belongs to. */
export async function findUserByToken(db: Database, token: string) {
  const [row] = await db
    .select({ user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.user;
}

export async function revokeToken(db: Database, token: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt)));
}
