import type { Notification, NotificationKind } from "@rawaq/domain/review";
import type { PageQuery } from "@rawaq/domain/pagination";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notifications, organizationMembers } from "../../db/schema.ts";

type Params = Notification["params"];

/** Tells every member of an organization (manager and staff) about a decision. */
export function notifyOrganization(
  db: Database,
  organizationId: string,
  kind: NotificationKind,
  params: Params,
) {
  return notifyOrganizations(db, kind, new Map([[organizationId, params]]));
}

/**
 * Tells the members of several organizations at once, each with its own params: one query for
 * the members and one insert, however many organizations a bulk decision touched.
 */
export async function notifyOrganizations(
  db: Database,
  kind: NotificationKind,
  paramsByOrganization: ReadonlyMap<string, Params>,
) {
  if (paramsByOrganization.size === 0) return;
  const members = await db
    .select({
      userId: organizationMembers.userId,
      organizationId: organizationMembers.organizationId,
    })
    .from(organizationMembers)
    .where(inArray(organizationMembers.organizationId, [...paramsByOrganization.keys()]));
  if (members.length === 0) return;
  await db.insert(notifications).values(
    members.map((member) => ({
      userId: member.userId,
      kind,
      params: paramsByOrganization.get(member.organizationId)!,
    })),
  );
}

export async function notifyUsers(
  db: Database,
  userIds: string[],
  kind: NotificationKind,
  params: Params,
) {
  if (userIds.length === 0) return;
  await db.insert(notifications).values(userIds.map((userId) => ({ userId, kind, params })));
}

export async function listNotifications(db: Database, userId: string, page: PageQuery) {
  const mine = eq(notifications.userId, userId);
  const [rows, [totals], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(notifications).where(mine),
    db
      .select({ total: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
  ]);
  return {
    total: totals?.total ?? 0,
    unread: unread?.total ?? 0,
    notifications: rows.map((row): Notification => ({
      id: row.id,
      kind: row.kind,
      params: row.params as Params,
      read_at: row.readAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

export async function markAllRead(db: Database, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
