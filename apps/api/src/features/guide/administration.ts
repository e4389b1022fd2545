import {
  GUIDE_MISSES_SHOWN,
  type GuideAdmin,
  type GuideExhibitorChoice,
  type GuideHideInput,
  type GuidePublication,
} from "@rawaq/domain/guide-admin";
import type { Bilingual } from "@rawaq/domain/bilingual";
import type { FieldErrors, ValidationCode } from "@rawaq/domain/validation";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { recordAudit } from "../../core/audit.ts";
import type { UserRow } from "../../core/users.ts";
import type { Database } from "../../db/client.ts";
import { type EventRow, findEvent } from "../../core/fair-events.ts";
import {
  books,
  boothReservations,
  booths,
  events,
  guideHidden,
  guideMisses,
  organizations,
  users,
  zones,
} from "../../db/schema/index.ts";
import { publishedEvent } from "./queries.ts";

/**
 * The administration of an event's guide (issue 29): publishing it, taking a house or a title out
 * of it with a reason, bringing it back, and reading the searches that found nothing. Every
 * change is written to the audit log in its own transaction, as a `guide` entry of the event.
 */

async function publication(db: Database, event: EventRow): Promise<GuidePublication> {
  const shown = await publishedEvent(db);
  return {
    published_at: event.guidePublishedAt?.toISOString() ?? null,
    is_shown: shown?.id === event.id,
  };
}

/** The houses with a confirmed booth at the event, by name, each at its first booth. */
async function exhibitorChoices(
  db: Database,
  eventId: string,
  hiddenHouses: ReadonlySet<string>,
): Promise<GuideExhibitorChoice[]> {
  const rows = await db
    .selectDistinctOn([boothReservations.organizationId], {
      id: organizations.id,
      name: organizations.name,
      commercialName: organizations.commercialName,
      boothCode: booths.code,
    })
    .from(boothReservations)
    .innerJoin(booths, eq(booths.id, boothReservations.boothId))
    .innerJoin(zones, eq(zones.id, booths.zoneId))
    .innerJoin(organizations, eq(organizations.id, boothReservations.organizationId))
    .where(and(eq(boothReservations.eventId, eventId), eq(boothReservations.status, "confirmed")))
    .orderBy(boothReservations.organizationId, asc(zones.code), asc(booths.code));
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      commercial_name: row.commercialName,
      booth_code: row.boothCode,
      is_hidden: hiddenHouses.has(row.id),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "ar"));
}

/** What the administration reads of an event's guide; null for an unknown event. */
export async function guideAdministration(
  db: Database,
  eventId: string,
): Promise<GuideAdmin | null> {
  const event = await findEvent(db, eventId);
  if (!event) return null;
  const [state, hidden, misses, [missCount]] = await Promise.all([
    publication(db, event),
    db
      .select({
        id: guideHidden.id,
        organizationId: organizations.id,
        organizationName: organizations.name,
        commercialName: organizations.commercialName,
        bookId: books.id,
        bookTitle: books.title,
        bookIsbn: books.isbn,
        reason: guideHidden.reason,
        firstName: users.firstName,
        lastName: users.lastName,
        createdAt: guideHidden.createdAt,
      })
      .from(guideHidden)
      .innerJoin(organizations, eq(organizations.id, guideHidden.organizationId))
      .leftJoin(books, eq(books.id, guideHidden.bookId))
      .leftJoin(users, eq(users.id, guideHidden.hiddenByUserId))
      .where(eq(guideHidden.eventId, eventId))
      .orderBy(desc(guideHidden.createdAt), asc(guideHidden.id)),
    db
      .select()
      .from(guideMisses)
      .where(eq(guideMisses.eventId, eventId))
      .orderBy(desc(guideMisses.searches), desc(guideMisses.lastSearchedAt), asc(guideMisses.term))
      .limit(GUIDE_MISSES_SHOWN),
    db.select({ total: count() }).from(guideMisses).where(eq(guideMisses.eventId, eventId)),
  ]);
  const hiddenHouses = new Set(
    hidden.filter((row) => row.bookId === null).map((row) => row.organizationId),
  );
  return {
    event: { id: event.id, name: { ar: event.nameAr, en: event.nameEn }, ...state },
    hidden: hidden.map((row) => ({
      id: row.id,
      organization: {
        id: row.organizationId,
        name: row.organizationName,
        commercial_name: row.commercialName,
      },
      book:
        row.bookId === null
          ? null
          : { id: row.bookId, title: row.bookTitle ?? "", isbn: row.bookIsbn ?? "" },
      reason: row.reason,
      hidden_by: row.firstName === null ? null : `${row.firstName} ${row.lastName}`,
      created_at: row.createdAt.toISOString(),
    })),
    exhibitors: await exhibitorChoices(db, eventId, hiddenHouses),
    misses: misses.map((row) => ({
      term: row.term,
      searches: row.searches,
      last_searched_at: row.lastSearchedAt.toISOString(),
    })),
    misses_total: missCount?.total ?? 0,
  };
}

/**
 * Publishes (or unpublishes) the event's guide. Publishing an already published guide keeps its
 * date and writes nothing; null for an unknown event.
 */
export async function setGuidePublished(
  db: Database,
  actor: UserRow,
  eventId: string,
  isPublished: boolean,
  now: Date,
): Promise<GuidePublication | null> {
  const event = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
    if (!row) return null;
    if ((row.guidePublishedAt !== null) === isPublished) return row;
    const [changed] = await tx
      .update(events)
      .set({ guidePublishedAt: isPublished ? now : null })
      .where(eq(events.id, eventId))
      .returning();
    await recordAudit(tx, actor, [
      {
        organizationId: null,
        entityType: "guide",
        entityId: row.id,
        entityLabel: { ar: row.nameAr, en: row.nameEn },
        fromStatus: isPublished ? "unpublished" : "published",
        toStatus: isPublished ? "published" : "unpublished",
        reason: null,
      },
    ]);
    return changed!;
  });
  return event ? publication(db, event) : null;
}

/** What a hidden entry names: a title, or a house by its names in each language. */
export type HiddenLabel = string | Bilingual;

export type HideOutcome =
  | { outcome: "hidden"; id: string; label: HiddenLabel }
  | { outcome: "not_found" }
  | { outcome: "already_hidden" }
  | { outcome: "invalid"; errors: FieldErrors<ValidationCode> };

/**
 * Takes a house (no book) or one of its titles out of the event's guide. An unknown house or a
 * title of another house is the field's error; what is already hidden stays as it was hidden.
 */
export async function hideFromGuide(
  db: Database,
  actor: UserRow,
  eventId: string,
  input: GuideHideInput,
): Promise<HideOutcome> {
  return db.transaction(async (tx): Promise<HideOutcome> => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    if (!event) return { outcome: "not_found" };
    const [organization] = await tx
      .select({ name: organizations.name, commercialName: organizations.commercialName })
      .from(organizations)
      .where(eq(organizations.id, input.organization_id));
    if (!organization)
      return { outcome: "invalid", errors: { organization_id: ["unknown_option"] } };
    let title: string | null = null;
    if (input.book_id) {
      const [book] = await tx
        .select({ title: books.title })
        .from(books)
        .where(and(eq(books.id, input.book_id), eq(books.organizationId, input.organization_id)));
      if (!book) return { outcome: "invalid", errors: { book_id: ["unknown_option"] } };
      title = book.title;
    }
    // The partial unique indexes (one row per house, one per title) say "already hidden".
    const [row] = await tx
      .insert(guideHidden)
      .values({
        eventId,
        organizationId: input.organization_id,
        bookId: input.book_id,
        reason: input.reason,
        hiddenByUserId: actor.id,
      })
      .onConflictDoNothing()
      .returning({ id: guideHidden.id });
    if (!row) return { outcome: "already_hidden" };
    const label = title ?? { ar: organization.name, en: organization.commercialName };
    await recordAudit(tx, actor, [
      {
        organizationId: input.organization_id,
        entityType: "guide",
        entityId: eventId,
        entityLabel: label,
        fromStatus: "listed",
        toStatus: "hidden",
        reason: input.reason,
      },
    ]);
    return { outcome: "hidden", id: row.id, label };
  });
}

/** Brings a hidden house or title back into the event's guide; null when nothing was hidden so. */
export async function showInGuide(
  db: Database,
  actor: UserRow,
  eventId: string,
  hiddenId: string,
): Promise<HiddenLabel | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(guideHidden)
      .where(and(eq(guideHidden.id, hiddenId), eq(guideHidden.eventId, eventId)))
      .returning();
    if (!row) return null;
    const [house] = await tx
      .select({ name: organizations.name, commercialName: organizations.commercialName })
      .from(organizations)
      .where(eq(organizations.id, row.organizationId));
    const [book] = row.bookId
      ? await tx.select({ title: books.title }).from(books).where(eq(books.id, row.bookId))
      : [];
    const label = book?.title ?? { ar: house?.name ?? "", en: house?.commercialName ?? "" };
    await recordAudit(tx, actor, [
      {
        organizationId: row.organizationId,
        entityType: "guide",
        entityId: eventId,
        entityLabel: label,
        fromStatus: "hidden",
        toStatus: "listed",
        reason: null,
      },
    ]);
    return label;
  });
}
