import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { bilingualText, createdAt, id, setNullReference } from "./columns.ts";
import { organizations } from "./organizations.ts";
import { users } from "./users.ts";

/** Every status change: who, when, from, to and why (DESIGN.md). Append-only. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    // Null for changes to an account, which belongs to no organization.
    organizationId: uuid("organization_id").references(() => organizations.id, {
      onDelete: "cascade",
    }),
    entityType: text("entity_type", {
      enum: [
        "organization",
        "book",
        "user",
        "participation_request",
        "booth_reservation",
        "parcel",
        "invoice",
        "badge",
        // entity_id is the organization's; from and to are the allowance before and after.
        "badge_allowance",
        // entity_id is the event's; the label names what changed (the event, a house, a title).
        "guide",
        // entity_id is the event's: its rules changed, or a house got or lost an exception.
        "fair_rules",
      ],
    }).notNull(),
    entityId: uuid("entity_id").notNull(),
    // What the entry is about as it was named then, in both languages: a participation request
    // is named by its event, which the administration names in each (decision 066); a title, a
    // code or a person's name is the same text in both.
    ...bilingualText("entity_label"),
    actorUserId: setNullReference("actor_user_id", () => users.id),
    actorName: text("actor_name").notNull(),
    actorRole: text("actor_role", { enum: ["exhibitor", "admin"] }).notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_org_created_idx").on(table.organizationId, table.createdAt),
    index("audit_log_created_idx").on(table.createdAt),
    // A request's timeline reads its own entries.
    index("audit_log_entity_idx").on(table.entityId, table.createdAt),
  ],
);
