import type { Bilingual } from "@rawaq/domain/bilingual";
import type { AuditEntry } from "@rawaq/domain/review";
import type { Actor } from "@rawaq/domain/user";
import type { PageQuery } from "@rawaq/domain/pagination";
import { count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { auditLog, boothReservations } from "../db/schema/index.ts";
import type { UserRow } from "./users.ts";

export type NewAuditEntry = Pick<
  typeof auditLog.$inferInsert,
  "organizationId" | "entityType" | "entityId" | "fromStatus" | "toStatus" | "reason"
> & {
  /**
   * What the change concerns, as it is named now: one text when it reads the same in both
   * languages (a title, a code, a person's name), the pair when the administration names it in
   * each (a request's event, decision 066).
   */
  entityLabel: string | Bilingual;
};

/**
 * Who made an entry: the name they had then, or the pseudonym their deleted account left behind
 * (core/account-deletion.ts empties the reference and writes the pseudonym in the name).
 */
export function auditActor(row: {
  actorUserId: string | null;
  actorName: string;
  actorRole: "exhibitor" | "admin";
}): Actor {
  return { name: row.actorName, role: row.actorRole, deleted: row.actorUserId === null };
}

/** Records status changes made by `actor`, in the caller's transaction. */
export async function recordAudit(db: Database, actor: UserRow, entries: NewAuditEntry[]) {
  if (entries.length === 0) return;
  const actorName = `${actor.firstName} ${actor.lastName}`;
  await db.insert(auditLog).values(
    entries.map(({ entityLabel, ...entry }) => ({
      ...entry,
      entityLabelAr: typeof entityLabel === "string" ? entityLabel : entityLabel.ar,
      entityLabelEn: typeof entityLabel === "string" ? entityLabel : entityLabel.en,
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
      .select({
        ...getTableColumns(auditLog),
        // Reservations are listed per event: the entry's link needs the one of its booth.
        eventId: sql<string | null>`(select ${boothReservations.eventId} from ${boothReservations}
          where ${auditLog.entityType} = 'booth_reservation'
            and ${boothReservations.id} = ${auditLog.entityId})`,
      })
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
      entity_label: { ar: row.entityLabelAr, en: row.entityLabelEn },
      organization_id: row.organizationId,
      event_id: row.eventId,
      actor: auditActor(row),
      from_status: row.fromStatus,
      to_status: row.toStatus,
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
