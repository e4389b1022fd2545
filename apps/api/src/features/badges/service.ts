import { randomBytes } from "node:crypto";
import type { AllowanceInput, BadgeInput } from "@rawaq/domain/badges";
import { and, eq } from "drizzle-orm";
import { recordAudit } from "../../core/audit.ts";
import type { StoredFile } from "../../core/files.ts";
import { type UserRow, findUserFile } from "../../core/users.ts";
import type { FileStore } from "../../lib/file-store.ts";
import type { Database } from "../../db/client.ts";
import {
  badgeAllowances,
  badges,
  events,
  organizationMembers,
  organizations,
} from "../../db/schema/index.ts";
import { allowanceFor, confirmedArea, usedBadges } from "./queries.ts";

/**
 * A copy of a member's personal photo for a badge named without one (null when they have none),
 * so the badge keeps its photo when they change theirs.
 */
export async function copyPersonalPhoto(
  db: Database,
  fileStore: FileStore,
  userId: string,
): Promise<StoredFile | null> {
  const own = await findUserFile(db, userId, "personal_image");
  const bytes = own ? await fileStore.read(own.storageKey).catch(() => null) : null;
  if (!own || !bytes) return null;
  return {
    storageKey: await fileStore.save(bytes),
    contentType: own.contentType,
    sizeBytes: bytes.byteLength,
  };
}

export type CreateOutcome =
  | { outcome: "created"; id: string }
  | { outcome: "no_confirmed_booth" }
  | { outcome: "allowance_used" }
  | { outcome: "unknown_member" }
  | { outcome: "photo_required" };

/** 128 random bits, base64url: the id of the badge's public page. */
export function newBadgePublicId(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * Names a badge. The organization's row is locked, so parallel requests cannot pass the
 * allowance together. A person who is not a member needs a photo; a member without one uploaded
 * here gets theirs (`memberPhoto`, copied by the caller).
 */
export async function createBadge(
  db: Database,
  actor: UserRow,
  organizationId: string,
  input: BadgeInput,
  photo: StoredFile | null,
): Promise<CreateOutcome> {
  return db.transaction(async (tx): Promise<CreateOutcome> => {
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for("update");
    const area = await confirmedArea(tx, organizationId, input.event_id);
    if (area === 0) return { outcome: "no_confirmed_booth" };
    const [allowance, used] = await Promise.all([
      allowanceFor(tx, organizationId, input.event_id, area),
      usedBadges(tx, organizationId, input.event_id),
    ]);
    if (used >= allowance) return { outcome: "allowance_used" };
    const memberId = input.member_user_id || null;
    if (memberId) {
      const [member] = await tx
        .select({ userId: organizationMembers.userId })
        .from(organizationMembers)
        .where(
          and(
            eq(organizationMembers.organizationId, organizationId),
            eq(organizationMembers.userId, memberId),
          ),
        )
        .limit(1);
      if (!member) return { outcome: "unknown_member" };
    } else if (!photo) {
      return { outcome: "photo_required" };
    }
    const [row] = await tx
      .insert(badges)
      .values({
        publicId: newBadgePublicId(),
        organizationId,
        eventId: input.event_id,
        memberUserId: memberId,
        printedName: input.printed_name,
        role: input.role,
        photoStorageKey: photo?.storageKey ?? null,
        photoContentType: photo?.contentType ?? null,
      })
      .returning({ id: badges.id });
    await recordAudit(tx, actor, [
      {
        organizationId,
        entityType: "badge",
        entityId: row!.id,
        entityLabel: input.printed_name,
        fromStatus: null,
        toStatus: "active",
        reason: null,
      },
    ]);
    return { outcome: "created", id: row!.id };
  });
}

/**
 * Revokes a badge; scoped to an organization for its manager, any badge for an admin, who says
 * why (`reason`, in the audit log).
 */
export async function revokeBadge(
  db: Database,
  actor: UserRow,
  badgeId: string,
  now: Date,
  scope: { organizationId: string } | { reason: string },
): Promise<"done" | "not_found"> {
  const organizationId = "organizationId" in scope ? scope.organizationId : undefined;
  return db.transaction(async (tx) => {
    const [badge] = await tx
      .select()
      .from(badges)
      .where(
        and(
          eq(badges.id, badgeId),
          organizationId ? eq(badges.organizationId, organizationId) : undefined,
        ),
      )
      .for("update")
      .limit(1);
    if (!badge) return "not_found";
    if (badge.status === "revoked") return "done";
    await tx
      .update(badges)
      .set({ status: "revoked", revokedAt: now })
      .where(eq(badges.id, badgeId));
    await recordAudit(tx, actor, [
      {
        organizationId: badge.organizationId,
        entityType: "badge",
        entityId: badge.id,
        entityLabel: badge.printedName,
        fromStatus: "active",
        toStatus: "revoked",
        reason: "reason" in scope ? scope.reason : null,
      },
    ]);
    return "done";
  });
}

/**
 * The administration raises (or sets back) an organization's allowance in an event; the rule's
 * own allowance stays the least it can be. Audited with the allowance before and after, as the
 * organization reads it. "not_found" for an unknown organization or event.
 */
export async function setAllowance(
  db: Database,
  actor: UserRow,
  input: AllowanceInput,
): Promise<"done" | "not_found"> {
  return db.transaction(async (tx) => {
    const [organization] = await tx
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, input.organization_id))
      .for("update")
      .limit(1);
    const [event] = await tx
      .select({ id: events.id })
      .from(events)
      .where(eq(events.id, input.event_id))
      .limit(1);
    if (!organization || !event) return "not_found";
    const area = await confirmedArea(tx, organization.id, event.id);
    const before = await allowanceFor(tx, organization.id, event.id, area);
    await tx
      .insert(badgeAllowances)
      .values({ organizationId: organization.id, eventId: event.id, allowance: input.allowance })
      .onConflictDoUpdate({
        target: [badgeAllowances.organizationId, badgeAllowances.eventId],
        set: { allowance: input.allowance },
      });
    const after = await allowanceFor(tx, organization.id, event.id, area);
    await recordAudit(tx, actor, [
      {
        organizationId: organization.id,
        entityType: "badge_allowance",
        entityId: organization.id,
        entityLabel: organization.name,
        fromStatus: String(before),
        toStatus: String(after),
        reason: null,
      },
    ]);
    return "done";
  });
}
