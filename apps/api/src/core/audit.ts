import type { AuditEntry } from "@rawaq/domain/review";
import type { PageQuery } from "@rawaq/domain/pagination";
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";
import type { UserRow } from "./users.ts";

export type NewAuditEntry = Pick<
  typeof auditLog.$inferInsert,
  | "organizationId"
  | "entityType"
  | "entityId"
  | "entityLabel"
  | "fromStatus"
  | "toStatus"
  | "reason"
>;

/** Records status changes made by `actor`, in the caller's transaction. */
export async function recordAudit(db: Database, actor: UserRow, entries: NewAuditEntry[]) {
  if (entries.length === 0) return;
  const actorName = `${actor.firstName} ${actor.lastName}`;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      ...entry,
      actorUserId: actor.id,
      actorName,
      actorRole: actor.role,
    })),
  );
}

/** One page of the audit log, newest first; all organizations when `organizationId` is absent. */
export async function listAudit(
  db: Database,
  page: PageQuery,
  organizationId?: string,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = organizationId ? eq(auditLog.organizationId, organizationId) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    total: totals?.total ?? 0,
    entries: rows.map((row) => ({
      id: row.id,
      entity_type: row.entityType,
      entity_id: row.entityId,
      entity_label: row.entityLabel,
      organization_id: row.organizationId,
      actor: { name: row.actorName, role: row.actorRole },
      from_status: row.fromStatus,
      to_status: row.toStatus,
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
