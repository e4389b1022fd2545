import { createHash, randomBytes } from "node:crypto";
import type { Session as SessionView } from "@rawaq/domain/user";
import { and, desc, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { preparedQuery } from "../db/prepared.ts";
import {
  authTokens,
  files,
  organizationMembers,
  organizations,
  users,
} from "../db/schema/index.ts";
import type { Device } from "../lib/user-agent.ts";
import type { Membership } from "./membership.ts";
import type { UserFiles, UserRow } from "./users.ts";

// The `auth_tokens` rows are the sessions (docs/decisions/019-…): one per login, with the device
// it came from and when it was last used; revoked one by one, all at once, or all but the one
// in use (a password change).

export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's "last used" moves at most this often, so most requests only read. */
export const LAST_USED_PRECISION_MS = 60_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 32 random bytes in base64url: the bearer tokens and the links sent by mail. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A new session (an opaque token, of which only the hash is stored). */
export async function issueToken(
  db: Database,
  userId: string,
  device: Device = { browser: null, os: null },
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    userId,
    tokenHash: hashToken(token),
    browser: device.browser,
    os: device.os,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  return token;
}

export async function revokeToken(db: Database, token: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt)));
}

/** Who a request is from: the user, which of their files are on record, and their membership. */
export interface Session {
  /** The session's own id (the `auth_tokens` row). */
  id: string;
  lastUsedAt: Date;
  user: UserRow;
  files: UserFiles;
  membership: Membership | null;
}

const hasFile = (purpose: (typeof files.$inferSelect)["purpose"]) =>
  sql<boolean>`exists (select 1 from ${files} where ${files.ownerUserId} = ${users.id} and ${files.purpose} = ${purpose})`;

const isLive = (now: Date) => and(isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now));

/** Every authenticated request runs this query: prepared (db/prepared.ts). */
const sessionQuery = preparedQuery((db) =>
  db
    .select({
      id: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      user: users,
      organization: organizations,
      role: organizationMembers.role,
      personalImage: hasFile("personal_image"),
      identityDocument: hasFile("identity_document"),
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(organizationMembers, eq(organizationMembers.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder("tokenHash")),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`${sql.placeholder("now")}::timestamptz`),
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare("find_session"),
);

/**
 * The session of a live (not expired, not revoked) token of an account that is not disabled,
 * in one query: every authenticated request runs it, and what most need (the user, their
 * organization and role) comes with it.
 */
export async function findSession(db: Database, token: string): Promise<Session | undefined> {
  const [row] = await sessionQuery(db).execute({
    tokenHash: hashToken(token),
    now: new Date().toISOString(),
  });
  if (!row) return undefined;
  return {
    id: row.id,
    lastUsedAt: row.lastUsedAt,
    user: row.user,
    files: { personalImage: row.personalImage, identityDocument: row.identityDocument },
    membership:
      row.organization && row.role ? { organization: row.organization, role: row.role } : null,
  };
}

/** Moves a session's "last used" to now, when it is older than a minute. */
export async function touchSession(db: Database, session: Session, now = new Date()) {
  if (now.getTime() - session.lastUsedAt.getTime() < LAST_USED_PRECISION_MS) return;
  await db
    .update(authTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(authTokens.id, session.id),
        lt(authTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_PRECISION_MS)),
      ),
    );
}

/** A user's live sessions, the most recently used first. */
export async function listSessions(
  db: Database,
  userId: string,
  currentId: string,
): Promise<SessionView[]> {
  const rows = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), isLive(new Date())))
    .orderBy(desc(authTokens.lastUsedAt), desc(authTokens.id));
  return rows.map((row) => ({
    id: row.id,
    browser: row.browser,
    os: row.os,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    is_current: row.id === currentId,
  }));
}

/** Ends one of a user's sessions; false when they have no live session with that id. */
export async function revokeSession(db: Database, userId: string, id: string): Promise<boolean> {
  const ended = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.id, id), eq(authTokens.userId, userId), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  return ended.length > 0;
}

/** Ends every session of a user, or every one but `exceptId` (the one in use). */
export async function revokeSessions(db: Database, userId: string, exceptId?: string) {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        exceptId ? ne(authTokens.id, exceptId) : undefined,
      ),
    );
}
