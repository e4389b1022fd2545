import type { DocumentAccess, DocumentAccessPurpose } from "@rawaq/domain/privacy";
import type { PageQuery } from "@rawaq/domain/pagination";
import { count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { documentAccessLog, users } from "../db/schema/index.ts";
import type { UserRow } from "./users.ts";

/**
 * Logs that `viewer` opened `ownerId`'s identity document, and why (issue 31). The owner opening
 * their own is not logged: the log is of others' eyes on it.
 */
export async function recordDocumentAccess(
  db: Database,
  viewer: UserRow,
  ownerId: string,
  purpose: DocumentAccessPurpose,
  now: Date,
): Promise<void> {
  if (viewer.id === ownerId) return;
  await db.insert(documentAccessLog).values({
    ownerUserId: ownerId,
    viewerUserId: viewer.id,
    viewerRole: viewer.role,
    kind: "identity_document",
    purpose,
    accessedAt: now,
  });
}

/** A person's access log, newest first; undefined when there is no such person. */
export async function listDocumentAccess(
  db: Database,
  ownerId: string,
  page: PageQuery,
): Promise<{ accesses: DocumentAccess[]; total: number } | undefined> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId));
  if (!owner) return undefined;
  const where = eq(documentAccessLog.ownerUserId, ownerId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        line: documentAccessLog,
        viewerName: sql<
          string | null
        >`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      })
      .from(documentAccessLog)
      .leftJoin(users, eq(users.id, documentAccessLog.viewerUserId))
      .where(where)
      .orderBy(desc(documentAccessLog.accessedAt))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(documentAccessLog).where(where),
  ]);
  return {
    accesses: rows.map(({ line, viewerName }) => ({
      id: line.id,
      accessed_at: line.accessedAt.toISOString(),
      kind: line.kind,
      purpose: line.purpose as DocumentAccessPurpose,
      viewer_name: viewerName,
      viewer_role: line.viewerRole,
    })),
    total: counted?.total ?? 0,
  };
}
