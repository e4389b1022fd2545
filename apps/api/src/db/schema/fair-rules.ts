import { index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import {
  bilingualText,
  cascadeReference,
  createdAt,
  id,
  setNullReference,
  timestamptz,
} from "./columns.ts";
import { events } from "./events.ts";
import { organizations } from "./organizations.ts";
import { users } from "./users.ts";

/**
 * An event's own rules (issue 32), as @rawaq/domain/fair-rules' FairRulesSchema checked them: one
 * document per event, read whole wherever a rule is checked. No row: the defaults, all off.
 */
export const eventRules = pgTable("event_rules", {
  eventId: cascadeReference("event_id", () => events.id).primaryKey(),
  rules: jsonb("rules").notNull(),
  updatedAt: timestamptz("updated_at").notNull(),
  updatedByUserId: setNullReference("updated_by_user_id", () => users.id),
});

/** Titles the administration refuses at an event, by ISBN-13, with the reason houses read. */
export const refusedTitles = pgTable(
  "refused_titles",
  {
    id: id(),
    eventId: cascadeReference("event_id", () => events.id),
    isbn: text("isbn").notNull(),
    ...bilingualText("reason"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("refused_titles_event_isbn_key").on(table.eventId, table.isbn)],
);

/** One house allowed to break one rule of one event, with why (audited, shown to the house). */
export const ruleExceptions = pgTable(
  "rule_exceptions",
  {
    id: id(),
    eventId: cascadeReference("event_id", () => events.id),
    organizationId: cascadeReference("organization_id", () => organizations.id),
    rule: text("rule").notNull(),
    reason: text("reason").notNull(),
    grantedByUserId: setNullReference("granted_by_user_id", () => users.id),
    grantedAt: timestamptz("granted_at").notNull(),
  },
  (table) => [
    uniqueIndex("rule_exceptions_event_org_rule_key").on(
      table.eventId,
      table.organizationId,
      table.rule,
    ),
    index("rule_exceptions_org_idx").on(table.organizationId),
  ],
);
