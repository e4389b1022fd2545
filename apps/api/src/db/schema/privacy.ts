import { index, pgTable, text } from "drizzle-orm/pg-core";
import { id, setNullReference, timestamptz } from "./columns.ts";
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
