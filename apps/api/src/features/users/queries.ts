import type { AdminUser } from "@rawaq/domain/user";
import type { PageQuery } from "@rawaq/domain/pagination";
import { and, count, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { likePattern } from "../../db/like.ts";
import { organizationMembers, organizations, users } from "../../db/schema/index.ts";
import { recordAudit } from "../../core/audit.ts";
import { revokeSessions } from "../../core/sessions.ts";
import { type UserRow, fullName } from "../../core/users.ts";

/** One page of accounts, newest first; `q` searches names and email addresses. */
export async function listUsers(
  db: Database,
  page: PageQuery,
  q: string | undefined,
): Promise<{ users: AdminUser[]; total: number }> {
  const where = q
    ? or(
        ilike(users.email, likePattern(q)),
        ilike(users.firstName, likePattern(q)),
        ilike(users.lastName, likePattern(q)),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(q)),
      )
    : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ user: users, organizationName: organizations.name })
      .from(users)
      .leftJoin(organizationMembers, eq(organizationMembers.userId, users.id))
      .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    total: totals?.total ?? 0,
    users: rows.map(({ user, organizationName }) => ({
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      role: user.role,
      is_disabled: user.disabledAt !== null,
      organization_name: organizationName,
      created_at: user.createdAt.toISOString(),
    })),
  };
}

export type UserChangeRefusal = "not_found" | "self" | "last_admin" | "member";

/**
 * Changes an account's role and whether it is disabled, as one transition: at least one active
 * administrator always remains (the administrators' rows are locked first, so two admins
 * demoting each other at once cannot both succeed), an administrator cannot disable themself,
 * a member of a publishing house cannot become one, and disabling ends every session at once.
 * Each change is written to the audit log.
 */
export async function changeUser(
  db: Database,
  actor: UserRow,
  userId: string,
  change: { role?: UserRow["role"]; is_disabled?: boolean },
): Promise<UserRow | UserChangeRefusal> {
  return db.transaction(async (tx) => {
    const activeAdmins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "admin"), isNull(users.disabledAt)))
      .for("update");
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!target) return "not_found";

    const role = change.role ?? target.role;
    const isDisabled = change.is_disabled ?? target.disabledAt !== null;
    if (isDisabled && target.disabledAt === null && target.id === actor.id) return "self";
    const staysActiveAdmin = role === "admin" && !isDisabled;
    const wasActiveAdmin = activeAdmins.some((admin) => admin.id === target.id);
    if (wasActiveAdmin && !staysActiveAdmin && activeAdmins.length <= 1) return "last_admin";
    if (role === "admin" && target.role !== "admin") {
      const [membership] = await tx
        .select({ userId: organizationMembers.userId })
        .from(organizationMembers)
        .where(eq(organizationMembers.userId, target.id));
      if (membership) return "member";
    }

    const [updated] = await tx
      .update(users)
      .set({
        role,
        disabledAt: isDisabled ? (target.disabledAt ?? new Date()) : null,
      })
      .where(eq(users.id, target.id))
      .returning();
    if (isDisabled && target.disabledAt === null) await revokeSessions(tx, target.id);

    const label = `${fullName(target)} <${target.email}>`;
    const entry = {
      organizationId: null,
      entityType: "user" as const,
      entityId: target.id,
      entityLabel: label,
      reason: null,
    };
    const entries = [];
    if (role !== target.role) entries.push({ ...entry, fromStatus: target.role, toStatus: role });
    if (isDisabled !== (target.disabledAt !== null)) {
      entries.push({
        ...entry,
        fromStatus: isDisabled ? "active" : "disabled",
        toStatus: isDisabled ? "disabled" : "active",
      });
    }
    await recordAudit(tx, actor, entries);
    return updated!;
  });
}
