import { date, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { cascadeReference, id, setNullReference, timestamptz } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Every time someone other than its owner opened a person's identity document (issue 31, the
 * PDPL's access log): who, whose, when and why. The owner reads their own lines on the profile,
 * the administration a person's. The viewer's row may go (their account deleted); the line stays.
 */
export const documentAccessLog = pgTable(
  "document_access_log",
  {
    id: id(),
    ownerUserId: setNullReference("owner_user_id", () => users.id),
    viewerUserId: setNullReference("viewer_user_id", () => users.id),
    /** The viewer's role then ("admin"): the line still says who kind of person opened it. */
    viewerRole: text("viewer_role").notNull(),
    kind: text("kind", { enum: ["identity_document"] }).notNull(),
    purpose: text("purpose").notNull(),
    accessedAt: timestamptz("accessed_at").notNull(),
  },
  (table) => [index("document_access_owner_idx").on(table.ownerUserId, table.accessedAt)],
);

/**
 * What a person consented to, and when: the privacy notice's version at signup (or when a newer
 * one was accepted), and the identity document's upload (decision 053). Deleted with the account.
 */
export const consents = pgTable(
  "consents",
  {
    id: id(),
    userId: cascadeReference("user_id", () => users.id),
    kind: text("kind", { enum: ["privacy_notice", "identity_document"] }).notNull(),
    version: text("version").notNull(),
    givenAt: timestamptz("given_at").notNull(),
  },
  (table) => [
    uniqueIndex("consents_user_kind_version_key").on(table.userId, table.kind, table.version),
  ],
);

/**
 * One row per day the retention job ran (core/retention.ts): the day's row is taken in the
 * job's transaction, so several processes run it once. What it destroyed is counted, never named.
 */
export const retentionRuns = pgTable("retention_runs", {
  day: date("day").primaryKey(),
  ranAt: timestamptz("ran_at").notNull(),
  destroyed: jsonb("destroyed").notNull(),
});
