import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { books } from "./books.ts";
import {
  cascadeReference,
  createdAt,
  id,
  setNullReference,
  timestamptz,
  updatedAt,
} from "./columns.ts";
import { events } from "./events.ts";
import { organizations } from "./organizations.ts";
import { users } from "./users.ts";

/**
 * What the fair guide shows changes whenever this moves: a statement-level trigger on every table
 * the guide reads calls `nextval` (migration 0014). A sequence, not a counter row: it never waits
 * for another transaction nor deadlocks with one; a rolled-back change only costs a needless
 * refresh. The guide's ETags and its in-process cache are keyed by it (decision 083).
 */
export const guideVersion = pgSequence("guide_version");

/** The house's page in the guide, written by its manager; shown only while it has a booth. */
export const organizationProfiles = pgTable("organization_profiles", {
  organizationId: cascadeReference("organization_id", () => organizations.id).primaryKey(),
  descriptionAr: text("description_ar").notNull().default(""),
  descriptionEn: text("description_en").notNull().default(""),
  website: text("website"),
  // A contact the house chooses to publish; never a member's own address or phone.
  publicEmail: text("public_email"),
  publicPhone: text("public_phone"),
  updatedAt: updatedAt(),
});

/**
 * An exhibitor (no book) or one of its titles taken out of an event's guide by the
 * administration, with the reason it gave (audited).
 */
export const guideHidden = pgTable(
  "guide_hidden",
  {
    id: id(),
    eventId: cascadeReference("event_id", () => events.id),
    organizationId: cascadeReference("organization_id", () => organizations.id),
    bookId: uuid("book_id").references(() => books.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    hiddenByUserId: setNullReference("hidden_by_user_id", () => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("guide_hidden_exhibitor_key")
      .on(table.eventId, table.organizationId)
      .where(sql`book_id is null`),
    uniqueIndex("guide_hidden_book_key")
      .on(table.eventId, table.bookId)
      .where(sql`book_id is not null`),
  ],
);

/**
 * The guide's searches that found nothing, by folded term: counts only, never who searched
 * (issue 29, privacy).
 */
export const guideMisses = pgTable(
  "guide_misses",
  {
    eventId: cascadeReference("event_id", () => events.id),
    term: text("term").notNull(),
    searches: integer("searches").notNull().default(1),
    lastSearchedAt: timestamptz("last_searched_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.term] }),
    index("guide_misses_event_count_idx").on(table.eventId, table.searches),
  ],
);
