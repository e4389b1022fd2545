import type { Bilingual } from "@rawaq/domain/bilingual";
import {
  type RequestDecision,
  type RequestInput,
  type RequestUpdate,
  canRequest,
  isRegistrationOpen,
  requestStatusAfter,
} from "@rawaq/domain/participation";
import { and, eq, isNull } from "drizzle-orm";
import { recordAudit } from "../../core/audit.ts";
import { notifyOrganization, notifyUsers } from "../../core/notifications.ts";
import type { UserRow } from "../../core/users.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import {
  events,
  organizations,
  participationRequests,
  requestMessages,
  users,
} from "../../db/schema/index.ts";
import type { Side } from "./queries.ts";

type EventRow = typeof events.$inferSelect;

function window(event: EventRow) {
  return {
    registration_opens_on: event.registrationOpensOn,
    registration_closes_on: event.registrationClosesOn,
    shipping_starts_on: event.shippingStartsOn,
    opens_on: event.startsOn,
    ends_on: event.endsOn,
  };
}

export type CreateOutcome =
  | { outcome: "created"; id: string }
  | { outcome: "no_event" }
  | { outcome: "closed" }
  | { outcome: "exists" };

/** A draft request of the caller's organization, inside the event's registration window. */
export async function createRequest(
  db: Database,
  actor: UserRow,
  organizationId: string,
  input: RequestInput,
  now: Date,
): Promise<CreateOutcome> {
  const [event] = await db.select().from(events).where(eq(events.id, input.event_id)).limit(1);
  if (!event) return { outcome: "no_event" };
  if (!isRegistrationOpen(window(event), now)) return { outcome: "closed" };
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(participationRequests)
        .values({
          organizationId,
          eventId: event.id,
          requestedArea: input.requested_area,
          boothType: input.booth_type,
          titlesCount: input.titles_count,
          notes: input.notes,
          createdAt: now,
        })
        .returning({ id: participationRequests.id });
      await recordAudit(tx, actor, [
        {
          organizationId,
          entityType: "participation_request",
          entityId: row!.id,
          entityLabel: { ar: event.nameAr, en: event.nameEn },
          fromStatus: null,
          toStatus: "draft",
          reason: null,
        },
      ]);
      return { outcome: "created" as const, id: row!.id };
    });
  } catch (error) {
    // One active request per organization and event: the partial unique index says so.
    if (isUniqueViolation(error)) return { outcome: "exists" };
    throw error;
  }
}

export type ChangeOutcome = "done" | "not_found" | "not_allowed" | "closed";

async function lockedRequest(db: Database, id: string, organizationId?: string) {
  const [row] = await db
    .select({ request: participationRequests, event: events })
    .from(participationRequests)
    .innerJoin(events, eq(events.id, participationRequests.eventId))
    .where(
      and(
        eq(participationRequests.id, id),
        organizationId ? eq(participationRequests.organizationId, organizationId) : undefined,
      ),
    )
    .for("update", { of: participationRequests })
    .limit(1);
  return row;
}

export async function updateRequest(
  db: Database,
  id: string,
  organizationId: string,
  input: RequestUpdate,
): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockedRequest(tx, id, organizationId);
    if (!row) return "not_found";
    if (!canRequest("edit", row.request.status)) return "not_allowed";
    await tx
      .update(participationRequests)
      .set({
        requestedArea: input.requested_area,
        boothType: input.booth_type,
        titlesCount: input.titles_count,
        notes: input.notes,
      })
      .where(eq(participationRequests.id, id));
    return "done";
  });
}

export async function submitRequest(
  db: Database,
  actor: UserRow,
  id: string,
  organizationId: string,
  now: Date,
): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockedRequest(tx, id, organizationId);
    if (!row) return "not_found";
    if (!canRequest("submit", row.request.status)) return "not_allowed";
    if (!isRegistrationOpen(window(row.event), now)) return "closed";
    await tx
      .update(participationRequests)
      .set({ status: "submitted", submittedAt: now, reason: null })
      .where(eq(participationRequests.id, id));
    await recordAudit(tx, actor, [
      {
        organizationId,
        entityType: "participation_request",
        entityId: id,
        entityLabel: { ar: row.event.nameAr, en: row.event.nameEn },
        fromStatus: row.request.status,
        toStatus: "submitted",
        reason: null,
      },
    ]);
    return "done";
  });
}

/** Approves (with the area), rejects or sends back a submitted request; tells the organization. */
export async function decideRequest(
  db: Database,
  admin: UserRow,
  id: string,
  decision: RequestDecision,
  now: Date,
): Promise<Exclude<ChangeOutcome, "closed">> {
  return db.transaction(async (tx) => {
    const row = await lockedRequest(tx, id);
    if (!row) return "not_found";
    if (!canRequest(decision.decision, row.request.status)) return "not_allowed";
    const toStatus = requestStatusAfter(decision.decision);
    const reason = toStatus === "approved" ? null : decision.reason;
    await tx
      .update(participationRequests)
      .set({
        status: toStatus,
        reason,
        approvedArea: toStatus === "approved" ? decision.approved_area : null,
        decidedAt: now,
      })
      .where(eq(participationRequests.id, id));
    await recordAudit(tx, admin, [
      {
        organizationId: row.request.organizationId,
        entityType: "participation_request",
        entityId: id,
        entityLabel: { ar: row.event.nameAr, en: row.event.nameEn },
        fromStatus: row.request.status,
        toStatus,
        reason,
      },
    ]);
    await notifyOrganization(
      tx,
      row.request.organizationId,
      toStatus === "approved"
        ? "request_approved"
        : toStatus === "rejected"
          ? "request_rejected"
          : "request_changes_requested",
      {
        request_id: id,
        event_name: { ar: row.event.nameAr, en: row.event.nameEn },
        ...(toStatus === "approved"
          ? { count: decision.approved_area ?? 0, event_id: row.event.id }
          : {}),
        ...(reason ? { reason } : {}),
      },
    );
    return "done";
  });
}

/**
 * Adds a message to a request's thread and tells the other side: the organization's members, or
 * every administrator. The writer's own side counts it as read.
 */
export async function postMessage(
  db: Database,
  author: UserRow,
  side: Side,
  request: { id: string; organization_id: string; event: { name: Bilingual } },
  body: string,
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx.insert(requestMessages).values({
      requestId: request.id,
      authorUserId: author.id,
      authorName: `${author.firstName} ${author.lastName}`,
      authorRole: side,
      body,
      createdAt: now,
    });
    await tx
      .update(participationRequests)
      .set(side === "exhibitor" ? { exhibitorReadAt: now } : { adminReadAt: now })
      .where(eq(participationRequests.id, request.id));
    const params = { request_id: request.id, event_name: request.event.name };
    if (side === "admin") {
      await notifyOrganization(tx, request.organization_id, "request_message", params);
    } else {
      const [organization] = await tx
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, request.organization_id));
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "admin"), isNull(users.disabledAt)));
      await notifyUsers(
        tx,
        admins.map((admin) => admin.id),
        "request_message",
        { ...params, organization_name: organization?.name ?? "" },
      );
    }
  });
}
