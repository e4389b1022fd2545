import type {
  FairRule,
  FairRules,
  RefusedTitle,
  RuleBreach,
  RuleException,
} from "@rawaq/domain/fair-rules";
import type { PageQuery } from "@rawaq/domain/pagination";
import type { Locale } from "@rawaq/i18n/locales";
import { and, asc, eq, inArray } from "drizzle-orm";
import { recordAudit } from "../../core/audit.ts";
import {
  type Fair,
  exceptionsByHouse,
  findBreaches,
  loadFairRules,
  withExceptions,
} from "../../core/fair-rules.ts";
import { notifyOrganizations } from "../../core/notifications.ts";
import type { UserRow } from "../../core/users.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import {
  eventRules,
  events,
  organizations,
  participationRequests,
  refusedTitles,
  ruleExceptions,
} from "../../db/schema/index.ts";

export type EventRow = typeof events.$inferSelect;

const fairOf = (event: EventRow): Fair => ({ id: event.id, startsOn: event.startsOn });
const labelOf = (event: EventRow) => ({ ar: event.nameAr, en: event.nameEn });

/** Houses breaking a rule they were not excepted from. */
function housesInBreach(
  breaches: Map<string, RuleBreach[]>,
  exceptions: Map<string, RuleException[]>,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [house, list] of breaches) {
    const open = withExceptions(list, exceptions.get(house) ?? []).filter((b) => !b.excepted);
    if (open.length > 0) counts.set(house, open.length);
  }
  return counts;
}

/**
 * Saves an event's rules and tells each house that breaks them now but did not before (the
 * rule changed after it entered its data). Returns how many houses were told.
 */
export async function saveRules(
  db: Database,
  admin: UserRow,
  event: EventRow,
  rules: FairRules,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    // One change at a time per event: the before and after are this change's.
    await tx.select({ id: events.id }).from(events).where(eq(events.id, event.id)).for("update");
    const fair = fairOf(event);
    const [before, exceptions] = await Promise.all([
      loadFairRules(tx, event.id).then((old) => findBreaches(tx, fair, old, "en")),
      exceptionsByHouse(tx, event.id),
    ]);
    await tx
      .insert(eventRules)
      .values({ eventId: event.id, rules, updatedAt: now, updatedByUserId: admin.id })
      .onConflictDoUpdate({
        target: eventRules.eventId,
        set: { rules, updatedAt: now, updatedByUserId: admin.id },
      });
    const after = await findBreaches(tx, fair, rules, "en");
    const wasInBreach = housesInBreach(before, exceptions);
    const told = new Map(
      [...housesInBreach(after, exceptions)]
        .filter(([house]) => !wasInBreach.has(house))
        .map(([house, count]) => [house, { count, event_id: event.id }]),
    );
    await notifyOrganizations(tx, "rules_breached", told);
    await recordAudit(tx, admin, [
      {
        organizationId: null,
        entityType: "fair_rules",
        entityId: event.id,
        entityLabel: labelOf(event),
        fromStatus: null,
        toStatus: "rules_changed",
        reason: null,
      },
    ]);
    return told.size;
  });
}

export async function listRefusedTitles(db: Database, eventId: string): Promise<RefusedTitle[]> {
  const rows = await db
    .select()
    .from(refusedTitles)
    .where(eq(refusedTitles.eventId, eventId))
    .orderBy(asc(refusedTitles.createdAt), asc(refusedTitles.isbn))
    .limit(5000);
  return rows.map((row) => ({
    isbn: row.isbn,
    reason_ar: row.reasonAr,
    reason_en: row.reasonEn,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Refuses a title at an event; "exists" when it already is. */
export async function refuseTitle(
  db: Database,
  admin: UserRow,
  event: EventRow,
  input: { isbn: string; reason_ar: string; reason_en: string },
): Promise<"refused" | "exists"> {
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(refusedTitles).values({
        eventId: event.id,
        isbn: input.isbn,
        reasonAr: input.reason_ar,
        reasonEn: input.reason_en,
      });
      await recordAudit(tx, admin, [
        {
          organizationId: null,
          entityType: "fair_rules",
          entityId: event.id,
          entityLabel: labelOf(event),
          fromStatus: null,
          toStatus: "title_refused",
          reason: `${input.isbn}: ${input.reason_en}`,
        },
      ]);
      return "refused" as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "exists";
    throw error;
  }
}

/** Admits a refused title again; false when it was not refused. */
export async function admitTitle(
  db: Database,
  admin: UserRow,
  event: EventRow,
  isbn: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(refusedTitles)
      .where(and(eq(refusedTitles.eventId, event.id), eq(refusedTitles.isbn, isbn)))
      .returning({ id: refusedTitles.id });
    if (removed.length === 0) return false;
    await recordAudit(tx, admin, [
      {
        organizationId: null,
        entityType: "fair_rules",
        entityId: event.id,
        entityLabel: labelOf(event),
        fromStatus: "title_refused",
        toStatus: "title_admitted",
        reason: isbn,
      },
    ]);
    return true;
  });
}

/** Whether the house is approved to take part in the event (the rules concern only those). */
async function isApprovedHouse(db: Database, eventId: string, organizationId: string) {
  const [row] = await db
    .select({ id: participationRequests.id })
    .from(participationRequests)
    .where(
      and(
        eq(participationRequests.eventId, eventId),
        eq(participationRequests.organizationId, organizationId),
        eq(participationRequests.status, "approved"),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Lets one house break one rule of an event, for a reason the house reads (granted again, the
 * reason is replaced); audited in the house's history. "not_in_fair" when the house is not
 * approved for the event.
 */
export async function grantException(
  db: Database,
  admin: UserRow,
  event: EventRow,
  input: { organization_id: string; rule: FairRule; reason: string },
  now: Date,
): Promise<"granted" | "not_in_fair"> {
  return db.transaction(async (tx) => {
    if (!(await isApprovedHouse(tx, event.id, input.organization_id))) return "not_in_fair";
    await tx
      .insert(ruleExceptions)
      .values({
        eventId: event.id,
        organizationId: input.organization_id,
        rule: input.rule,
        reason: input.reason,
        grantedByUserId: admin.id,
        grantedAt: now,
      })
      .onConflictDoUpdate({
        target: [ruleExceptions.eventId, ruleExceptions.organizationId, ruleExceptions.rule],
        set: { reason: input.reason, grantedByUserId: admin.id, grantedAt: now },
      });
    await recordAudit(tx, admin, [
      {
        organizationId: input.organization_id,
        entityType: "fair_rules",
        entityId: event.id,
        entityLabel: labelOf(event),
        fromStatus: input.rule,
        toStatus: "exception_granted",
        reason: input.reason,
      },
    ]);
    return "granted";
  });
}

/** Withdraws a house's exception; false when it had none for that rule. */
export async function withdrawException(
  db: Database,
  admin: UserRow,
  event: EventRow,
  organizationId: string,
  rule: FairRule,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(ruleExceptions)
      .where(
        and(
          eq(ruleExceptions.eventId, event.id),
          eq(ruleExceptions.organizationId, organizationId),
          eq(ruleExceptions.rule, rule),
        ),
      )
      .returning({ id: ruleExceptions.id });
    if (removed.length === 0) return false;
    await recordAudit(tx, admin, [
      {
        organizationId,
        entityType: "fair_rules",
        entityId: event.id,
        entityLabel: labelOf(event),
        fromStatus: rule,
        toStatus: "exception_withdrawn",
        reason: null,
      },
    ]);
    return true;
  });
}

/**
 * The houses with a breach of the event's rules (excepted ones too, marked), by name, a page at a
 * time, with their exceptions.
 */
export async function eventBreaches(
  db: Database,
  event: EventRow,
  locale: Locale,
  page: PageQuery,
) {
  const rules = await loadFairRules(db, event.id);
  const [breaches, exceptions] = await Promise.all([
    findBreaches(db, fairOf(event), rules, locale),
    exceptionsByHouse(db, event.id),
  ]);
  const houseIds = [...breaches.keys()];
  const names =
    houseIds.length === 0
      ? []
      : await db
          .select({ id: organizations.id, name: organizations.name })
          .from(organizations)
          .where(inArray(organizations.id, houseIds))
          .orderBy(asc(organizations.name), asc(organizations.id));
  const shown = names.slice((page.page - 1) * page.per_page, page.page * page.per_page);
  return {
    total: names.length,
    houses: shown.map((house) => ({
      organization: { id: house.id, name: house.name },
      breaches: withExceptions(breaches.get(house.id) ?? [], exceptions.get(house.id) ?? []),
      exceptions: exceptions.get(house.id) ?? [],
    })),
  };
}
