import type { Invitation, Member } from "@rawaq/domain/organization";
import type { ValidationCode } from "@rawaq/domain/validation";
import { and, asc, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import {
  organizationInvitations,
  organizationMembers,
  organizations,
  users,
} from "../../db/schema/index.ts";
import { findMembership } from "../../core/access.ts";
import type { Membership } from "../../core/membership.ts";
import { notifyUsers } from "../../core/notifications.ts";
import { type UserRow, findUserByEmail } from "../../core/users.ts";
import { memberRole } from "./queries.ts";

const inviter = alias(users, "inviter");
const invitee = alias(users, "invitee");

function invitationColumns() {
  return {
    id: organizationInvitations.id,
    status: organizationInvitations.status,
    createdAt: organizationInvitations.createdAt,
    email: invitee.email,
    organizationId: organizations.id,
    organizationName: organizations.name,
    inviterFirst: inviter.firstName,
    inviterLast: inviter.lastName,
  };
}

function invitationQuery(db: Database) {
  return db
    .select(invitationColumns())
    .from(organizationInvitations)
    .innerJoin(invitee, eq(invitee.id, organizationInvitations.userId))
    .innerJoin(inviter, eq(inviter.id, organizationInvitations.invitedByUserId))
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId));
}

type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitationQuery>["execute"]>>[number];

function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    organization: { id: row.organizationId, name: row.organizationName },
    invited_by: `${row.inviterFirst} ${row.inviterLast}`,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listMembers(db: Database, organizationId: string) {
  const [members, invitations] = await Promise.all([
    db
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: organizationMembers.role,
        joinedAt: organizationMembers.createdAt,
      })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(eq(organizationMembers.organizationId, organizationId))
      .orderBy(asc(organizationMembers.createdAt)),
    invitationQuery(db)
      .where(
        and(
          eq(organizationInvitations.organizationId, organizationId),
          eq(organizationInvitations.status, "pending"),
        ),
      )
      .orderBy(desc(organizationInvitations.createdAt)),
  ]);
  return {
    members: members.map((row): Member => ({
      user_id: row.userId,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      role: row.role,
      joined_at: row.joinedAt.toISOString(),
    })),
    invitations: invitations.map(toInvitation),
  };
}

/**
 * Invites a registered exhibitor to the organization's staff and tells them. Field codes for an
 * unknown email or someone who already belongs to an organization; "exists" for an open one.
 */
export async function createInvitation(
  db: Database,
  membership: Membership,
  manager: UserRow,
  email: string,
): Promise<Invitation | ValidationCode | "exists"> {
  const user = await findUserByEmail(db, email);
  if (!user || user.role !== "exhibitor") return "unknown_user";
  if (await findMembership(db, user.id)) return "has_organization";
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(organizationInvitations)
        .values({
          organizationId: membership.organization.id,
          userId: user.id,
          invitedByUserId: manager.id,
        })
        .returning({ id: organizationInvitations.id });
      await notifyUsers(tx, [user.id], "invitation_received", {
        organization_name: membership.organization.name,
      });
      return row!.id;
    });
    const [row] = await invitationQuery(db).where(eq(organizationInvitations.id, id));
    return toInvitation(row!);
  } catch (error) {
    if (isUniqueViolation(error)) return "exists";
    throw error;
  }
}

export async function cancelInvitation(db: Database, organizationId: string, invitationId: string) {
  const rows = await db
    .update(organizationInvitations)
    .set({ status: "cancelled", respondedAt: new Date() })
    .where(
      and(
        eq(organizationInvitations.id, invitationId),
        eq(organizationInvitations.organizationId, organizationId),
        eq(organizationInvitations.status, "pending"),
      ),
    )
    .returning({ id: organizationInvitations.id });
  return rows.length > 0;
}

/** Removes a staff member; the manager stays. */
export async function removeStaff(
  db: Database,
  organizationId: string,
  userId: string,
): Promise<boolean | "manager"> {
  const removed = await db
    .delete(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.userId, userId),
        eq(organizationMembers.role, "staff"),
      ),
    )
    .returning({ userId: organizationMembers.userId });
  if (removed.length > 0) return true;
  // Nothing removed: say whether that was the manager (refused) or no member at all.
  return (await memberRole(db, organizationId, userId)) === "manager" ? "manager" : false;
}

/** The caller's open invitations (personal view). */
export async function listMyInvitations(db: Database, userId: string) {
  const rows = await invitationQuery(db)
    .where(
      and(
        eq(organizationInvitations.userId, userId),
        eq(organizationInvitations.status, "pending"),
      ),
    )
    .orderBy(desc(organizationInvitations.createdAt))
    .limit(100);
  return rows.map(toInvitation);
}

/**
 * Accepts or declines an open invitation addressed to `userId`. Accepting makes them staff in
 * the same transaction; "member" when they joined an organization meanwhile.
 */
export async function answerInvitation(
  db: Database,
  userId: string,
  invitationId: string,
  answer: "accept" | "decline",
): Promise<Invitation | "not_found" | "closed" | "member"> {
  const [current] = await db
    .select()
    .from(organizationInvitations)
    .where(
      and(eq(organizationInvitations.id, invitationId), eq(organizationInvitations.userId, userId)),
    );
  if (!current) return "not_found";
  try {
    const outcome = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(organizationInvitations)
        .set({ status: answer === "accept" ? "accepted" : "declined", respondedAt: new Date() })
        .where(
          and(
            eq(organizationInvitations.id, invitationId),
            eq(organizationInvitations.status, "pending"),
          ),
        )
        .returning({ id: organizationInvitations.id });
      if (!updated) return "closed" as const;
      if (answer === "accept") {
        await tx
          .insert(organizationMembers)
          .values({ organizationId: current.organizationId, userId, role: "staff" });
      }
      return "done" as const;
    });
    if (outcome === "closed") return "closed";
  } catch (error) {
    if (isUniqueViolation(error)) return "member";
    throw error;
  }
  const [row] = await invitationQuery(db).where(eq(organizationInvitations.id, invitationId));
  return toInvitation(row!);
}
