import type { Notification } from "@rawaq/domain/review";
import type { PageQuery } from "@rawaq/domain/pagination";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";

type Params = Notification["params"];

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
