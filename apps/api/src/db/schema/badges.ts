import { index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import {
  cascadeReference,
  createdAt,
  id,
  setNullReference,
  status,
  timestamptz,
} from "./columns.ts";
import { events } from "./events.ts";
import { organizations } from "./organizations.ts";
import { users } from "./users.ts";

/**
 * A staff badge for an organization's participation in an event. Its public id is 128 random
 * bits (base64url), so a badge's public page cannot be found by guessing; `id` stays internal.
 */
export const badges = pgTable(
  "badges",
  {
    id: id(),
    publicId: text("public_id").notNull(),
    organizationId: cascadeReference("organization_id", () => organizations.id),
    eventId: cascadeReference("event_id", () => events.id),
    // A member of the organization, or null for a person named with a photo.
    memberUserId: setNullReference("member_user_id", () => users.id),
    printedName: text("printed_name").notNull(),
    role: text("role", { enum: ["exhibitor", "manager", "staff"] }).notNull(),
    photoStorageKey: text("photo_storage_key"),
    photoContentType: text("photo_content_type"),
    status: status(["active", "revoked"]).default("active"),
    revokedAt: timestamptz("revoked_at"),
    createdAt: createdAt(),
  },
  (table) => [
    // The public page's lookup, and the guarantee that an id names one badge.
    uniqueIndex("badges_public_id_key").on(table.publicId),
    index("badges_org_event_idx").on(table.organizationId, table.eventId, table.createdAt),
  ],
);

/** An allowance of badges the administration raised above the rule (2 per 9 m², at least 2). */
export const badgeAllowances = pgTable(
  "badge_allowances",
  {
    organizationId: cascadeReference("organization_id", () => organizations.id),
    eventId: cascadeReference("event_id", () => events.id),
    allowance: integer("allowance").notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.eventId] })],
);
