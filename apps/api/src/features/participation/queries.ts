import type { PageQuery } from "@rawaq/domain/pagination";
import type {
  ParticipationRequest,
  RequestMessage,
  RequestStatus,
  TimelineEntry,
} from "@rawaq/domain/participation";
import { type SQL, and, asc, count, desc, eq, sql } from "drizzle-orm";
import { auditActor } from "../../core/audit.ts";
import type { Database } from "../../db/client.ts";
import {
  auditLog,
  events,
  organizations,
  participationRequests,
  requestMessages,
} from "../../db/schema/index.ts";

/** Whose unread messages a list counts: the exhibitor's side or the administration's. */
export type Side = "exhibitor" | "admin";

function unreadCount(side: Side) {
  const readAt =
    side === "exhibitor"
      ? participationRequests.exhibitorReadAt
      : participationRequests.adminReadAt;
  const from = side === "exhibitor" ? "admin" : "exhibitor";
  return sql<number>`(select count(*)::int from ${requestMessages} m where m.request_id = ${participationRequests.id} and m.author_role = ${from} and m.created_at > coalesce(${readAt}, 'epoch'::timestamptz))`;
}

function requestSelection(side: Side) {
  return {
    request: participationRequests,
    organizationName: organizations.name,
    eventNameAr: events.nameAr,
    eventNameEn: events.nameEn,
    unread: unreadCount(side),
  };
}

type Selected = {
  request: typeof participationRequests.$inferSelect;
  organizationName: string;
  eventNameAr: string;
  eventNameEn: string;
  unread: number;
};

export function toRequest(row: Selected): ParticipationRequest {
  const { request } = row;
  return {
    id: request.id,
    organization_id: request.organizationId,
    organization_name: row.organizationName,
    event: { id: request.eventId, name: { ar: row.eventNameAr, en: row.eventNameEn } },
    status: request.status,
    requested_area: request.requestedArea,
    booth_type: request.boothType,
    titles_count: request.titlesCount,
    notes: request.notes,
    approved_area: request.approvedArea,
    reason: request.reason,
    unread_messages: Number(row.unread),
    submitted_at: request.submittedAt?.toISOString() ?? null,
    decided_at: request.decidedAt?.toISOString() ?? null,
    created_at: request.createdAt.toISOString(),
  };
}

function selectRequests(db: Database, side: Side) {
  return db
    .select(requestSelection(side))
    .from(participationRequests)
    .innerJoin(organizations, eq(organizations.id, participationRequests.organizationId))
    .innerJoin(events, eq(events.id, participationRequests.eventId));
}

export interface RequestFilter {
  organizationId?: string;
  status?: RequestStatus;
  eventId?: string;
}

function filterWhere(filter: RequestFilter): SQL | undefined {
  return and(
    filter.organizationId
      ? eq(participationRequests.organizationId, filter.organizationId)
      : undefined,
    filter.status ? eq(participationRequests.status, filter.status) : undefined,
    filter.eventId ? eq(participationRequests.eventId, filter.eventId) : undefined,
  );
}

export async function listRequests(
  db: Database,
  side: Side,
  filter: RequestFilter,
  page: PageQuery,
) {
  const where = filterWhere(filter);
  const [rows, [totals]] = await Promise.all([
    selectRequests(db, side)
      .where(where)
      .orderBy(
        side === "admin"
          ? asc(
              sql`coalesce(${participationRequests.submittedAt}, ${participationRequests.createdAt})`,
            )
          : desc(participationRequests.createdAt),
        asc(participationRequests.id),
      )
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(participationRequests).where(where),
  ]);
  return { requests: rows.map(toRequest), total: totals?.total ?? 0 };
}

/** The queue's counts per status (for one event or all). */
export async function requestCounts(db: Database, eventId?: string) {
  const rows = await db
    .select({ status: participationRequests.status, total: count() })
    .from(participationRequests)
    .where(eventId ? eq(participationRequests.eventId, eventId) : undefined)
    .groupBy(participationRequests.status);
  const counts = { draft: 0, submitted: 0, approved: 0, rejected: 0, changes_requested: 0 };
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/** One request; scoped to `organizationId` when given (another organization's is undefined). */
export async function findRequest(db: Database, side: Side, id: string, organizationId?: string) {
  const [row] = await selectRequests(db, side)
    .where(
      and(
        eq(participationRequests.id, id),
        organizationId ? eq(participationRequests.organizationId, organizationId) : undefined,
      ),
    )
    .limit(1);
  return row ? toRequest(row) : undefined;
}

/** Unread messages across the organization's requests (the menu's badge). */
export async function unreadForOrganization(db: Database, organizationId: string) {
  const [row] = await db
    .select({ unread: sql<number>`coalesce(sum(${unreadCount("exhibitor")}), 0)::int` })
    .from(participationRequests)
    .where(eq(participationRequests.organizationId, organizationId));
  return Number(row?.unread ?? 0);
}

/** Unread exhibitor messages across all requests (the admin menu's badge). */
export async function unreadForAdmin(db: Database) {
  const [row] = await db
    .select({ unread: sql<number>`coalesce(sum(${unreadCount("admin")}), 0)::int` })
    .from(participationRequests);
  return Number(row?.unread ?? 0);
}

export async function markRead(db: Database, id: string, side: Side, at: Date) {
  await db
    .update(participationRequests)
    .set(side === "exhibitor" ? { exhibitorReadAt: at } : { adminReadAt: at })
    .where(eq(participationRequests.id, id));
}

export async function timeline(db: Database, requestId: string): Promise<TimelineEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, requestId), eq(auditLog.entityType, "participation_request")))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    actor: auditActor(row),
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The thread, oldest first (the newest 500). */
export async function messages(
  db: Database,
  requestId: string,
  viewerId: string,
): Promise<RequestMessage[]> {
  const rows = await db
    .select()
    .from(requestMessages)
    .where(eq(requestMessages.requestId, requestId))
    .orderBy(desc(requestMessages.createdAt), desc(requestMessages.id))
    .limit(500);
  return rows.reverse().map((row) => ({
    id: row.id,
    body: row.body,
    // A deleted account's messages stay, without its name (issue 31).
    author: { name: row.authorName, role: row.authorRole, deleted: row.authorUserId === null },
    is_mine: row.authorUserId === viewerId,
    created_at: row.createdAt.toISOString(),
  }));
}
