import type { Notification, NotificationKind } from "@rawaq/domain/review";
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { notifications, organizationMembers } from "../db/schema/index.ts";

// Notifications are data, not text (decision 012): a kind and its params, written in the
// caller's transaction; the web app words them in the reader's language.

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
