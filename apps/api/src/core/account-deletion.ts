import { randomBytes } from "node:crypto";
import type { Locale } from "@rawaq/i18n/locales";
import { invoiceNumber } from "@rawaq/domain/payments";
import type { Obligation } from "@rawaq/domain/privacy";
import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import {
  auditLog,
  badges,
  boothReservations,
  booths,
  contactMessages,
  contactReplies,
  events,
  files,
  invoices,
  organizationMembers,
  organizationProfiles,
  organizations,
  outbox,
  requestMessages,
  users,
} from "../db/schema/index.ts";
import { i18nFor } from "../i18n.ts";
import { apiMessages } from "../messages.ts";
import type { PlanChanges } from "../db/plan-changes.ts";
import type { FileStore } from "../lib/file-store.ts";
import type { Logger } from "../lib/logger.ts";
import type { UserRow } from "./users.ts";

/**
 * What the last manager of a house must settle or hand over before their account can go
 * (issue 31): booths held now and invoices not paid. Empty for staff, and for a manager with
 * nothing open.
 */
export async function findObligations(
  db: Database,
  userId: string,
  locale: Locale,
  now: Date,
): Promise<Obligation[]> {
  const [membership] = await db
    .select({ organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.role, "manager")));
  if (!membership) return [];
  const eventName = locale === "ar" ? events.nameAr : events.nameEn;
  const [held, unpaid] = await Promise.all([
    db
      .select({ eventId: events.id, eventName, reference: booths.code })
      .from(boothReservations)
      .innerJoin(booths, eq(booths.id, boothReservations.boothId))
      .innerJoin(events, eq(events.id, boothReservations.eventId))
      .where(
        and(
          eq(boothReservations.organizationId, membership.organizationId),
          eq(boothReservations.status, "held"),
          gt(boothReservations.expiresAt, now),
        ),
      ),
    db
      .select({
        eventId: events.id,
        eventName,
        series: events.invoiceSeries,
        number: invoices.number,
      })
      .from(invoices)
      .innerJoin(events, eq(events.id, invoices.eventId))
      .where(
        and(
          eq(invoices.organizationId, membership.organizationId),
          inArray(invoices.status, ["issued", "proof_submitted", "rejected"]),
        ),
      ),
  ]);
  return [
    ...held.map((row) => ({
      kind: "held_booth" as const,
      event_id: row.eventId,
      event_name: row.eventName,
      reference: row.reference,
    })),
    ...unpaid.map((row) => ({
      kind: "unpaid_invoice" as const,
      event_id: row.eventId,
      event_name: row.eventName,
      reference: invoiceNumber(row.series, row.number),
    })),
  ];
}

/** Who asked for the deletion: the person, or an administrator on the person's request. */
export type DeletionRequest =
  { by: "self" } | { by: "administration"; admin: UserRow; reason: string };

export type DeletionResult =
  | { outcome: "deleted"; storageKeys: string[] }
  | { outcome: "obligations"; obligations: Obligation[] }
  /** The fair is never left without an active administrator. */
  | { outcome: "last_admin" };

/**
 * Deletes `target`'s account and the personal data it holds, in one transaction (issue 31,
 * decision 085). What the fair's records must keep stays without the person: the audit log names
 * a pseudonym, a request's messages and an inbox reply say "deleted account", invoices name the
 * house. Returns the file-store keys to destroy once the transaction has committed (a file
 * removed before a rollback could not be given back).
 */
export async function deleteAccount(
  db: Database,
  target: UserRow,
  request: DeletionRequest,
  now: Date,
  readerLocale: Locale,
): Promise<DeletionResult> {
  return db.transaction(async (tx) => {
    // One deletion at a time per account; a second one finds no row and deletes nothing.
    const [locked] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, target.id))
      .for("update");
    if (!locked) return { outcome: "deleted", storageKeys: [] };
    if (target.role === "admin" && !(await anotherActiveAdmin(tx, target.id))) {
      return { outcome: "last_admin" };
    }
    const obligations = await findObligations(tx, target.id, readerLocale, now);
    if (obligations.length > 0) return { outcome: "obligations", obligations };

    const pseudonym = randomBytes(4).toString("hex");
    const label = {
      ar: i18nFor("ar")._({ ...apiMessages.deletedAccount, values: { pseudonym } }),
      en: i18nFor("en")._({ ...apiMessages.deletedAccount, values: { pseudonym } }),
    };
    const memberBadges = await tx
      .select({ id: badges.id, photo: badges.photoStorageKey })
      .from(badges)
      .where(eq(badges.memberUserId, target.id));
    const ownFiles = await tx
      .select({ storageKey: files.storageKey })
      .from(files)
      .where(eq(files.ownerUserId, target.id));

    // The audit log keeps the actions, done by and done to a pseudonym.
    await tx
      .update(auditLog)
      .set({ actorName: pseudonym })
      .where(eq(auditLog.actorUserId, target.id));
    const aboutThePerson = or(
      and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, target.id)),
      memberBadges.length > 0
        ? and(
            eq(auditLog.entityType, "badge"),
            inArray(
              auditLog.entityId,
              memberBadges.map((badge) => badge.id),
            ),
          )
        : undefined,
    );
    await tx
      .update(auditLog)
      .set({ entityLabelAr: label.ar, entityLabelEn: label.en })
      .where(aboutThePerson);
    // The deletion itself, in the same log.
    const byAdmin = request.by === "administration";
    await tx.insert(auditLog).values({
      entityType: "user",
      entityId: target.id,
      entityLabelAr: label.ar,
      entityLabelEn: label.en,
      actorUserId: byAdmin ? request.admin.id : null,
      actorName: byAdmin ? `${request.admin.firstName} ${request.admin.lastName}` : pseudonym,
      actorRole: byAdmin ? request.admin.role : target.role,
      fromStatus: null,
      toStatus: "account_deleted",
      reason: byAdmin ? request.reason : null,
    });

    // Threads keep what was said; the name goes (the author's reference empties with the row).
    await tx
      .update(requestMessages)
      .set({ authorName: "" })
      .where(eq(requestMessages.authorUserId, target.id));
    await tx
      .update(contactReplies)
      .set({ authorName: "" })
      .where(eq(contactReplies.authorUserId, target.id));

    // What holds the address itself: their messages to the fair and mail to them (throttle keys
    // are stored hashed, core/throttle.ts).
    await tx.delete(contactMessages).where(eq(contactMessages.email, target.email));
    await tx
      .delete(outbox)
      .where(or(eq(outbox.userId, target.id), eq(outbox.recipient, target.email)));
    await tx.delete(badges).where(eq(badges.memberUserId, target.id));

    // A house whose contact was the person's own address or phone loses that contact.
    const [membership] = await tx
      .select({
        organizationId: organizationMembers.organizationId,
        role: organizationMembers.role,
      })
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, target.id));
    if (membership) {
      await scrubHouseContact(tx, membership.organizationId, target);
      // A house is never left without a manager: the colleague there longest takes over.
      if (membership.role === "manager")
        await promoteLongestServing(tx, membership.organizationId, target.id);
    }

    // Sessions, links, memberships, invitations, consents, notifications and files go with the
    // row (their references cascade); the access log keeps its lines without the owner.
    await tx.delete(users).where(eq(users.id, target.id));
    return {
      outcome: "deleted",
      storageKeys: [
        ...ownFiles.map((file) => file.storageKey),
        ...memberBadges.flatMap((badge) => (badge.photo ? [badge.photo] : [])),
      ],
    };
  });
}

/**
 * Deletes the account, then destroys its files in the file store (object storage too) and closes
 * its open floor plans. Files whose removal fails are logged by key, never by owner, and the
 * retention job's next run finds no row pointing at them.
 */
export async function eraseAccount(
  deps: {
    db: Database;
    fileStore: FileStore;
    planChanges: PlanChanges;
    logger: Logger;
    /** The language obligations are named in: the reader's. */
    locale: Locale;
  },
  target: UserRow,
  request: DeletionRequest,
  now: Date,
): Promise<DeletionResult> {
  const result = await deleteAccount(deps.db, target, request, now, deps.locale);
  if (result.outcome !== "deleted") return result;
  await Promise.all(
    result.storageKeys.map((key) =>
      deps.fileStore
        .remove(key)
        .catch((error: unknown) =>
          deps.logger.error({ err: error, key }, "a file was not removed"),
        ),
    ),
  );
  await deps.planChanges.sessionsEnded(target.id);
  return result;
}

async function scrubHouseContact(db: Database, organizationId: string, person: UserRow) {
  const theirs = (column: AnyPgColumn) =>
    person.phone ? sql`${column} = ${person.phone}` : sql`false`;
  await db
    .update(organizations)
    .set({
      email: sql`case when lower(${organizations.email}) = ${person.email} then '' else ${organizations.email} end`,
      phone1: sql`case when ${theirs(organizations.phone1)} then '' else ${organizations.phone1} end`,
      phone2: sql`case when ${theirs(organizations.phone2)} then null else ${organizations.phone2} end`,
    })
    .where(eq(organizations.id, organizationId));
  await db
    .update(organizationProfiles)
    .set({
      publicEmail: sql`case when lower(${organizationProfiles.publicEmail}) = ${person.email} then null else ${organizationProfiles.publicEmail} end`,
      publicPhone: sql`case when ${theirs(organizationProfiles.publicPhone)} then null else ${organizationProfiles.publicPhone} end`,
    })
    .where(
      and(
        eq(organizationProfiles.organizationId, organizationId),
        or(
          isNotNull(organizationProfiles.publicEmail),
          isNotNull(organizationProfiles.publicPhone),
        ),
      ),
    );
}

async function promoteLongestServing(db: Database, organizationId: string, leavingUserId: string) {
  const [next] = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        sql`${organizationMembers.userId} <> ${leavingUserId}`,
      ),
    )
    .orderBy(asc(organizationMembers.createdAt))
    .limit(1);
  if (!next) return;
  await db
    .update(organizationMembers)
    .set({ role: "manager" })
    .where(eq(organizationMembers.userId, next.userId));
}

async function anotherActiveAdmin(db: Database, userId: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.disabledAt), sql`${users.id} <> ${userId}`))
    .limit(1)
    // Two administrators deleting themselves at once: each waits for the other's row.
    .for("update");
  return other !== undefined;
}
