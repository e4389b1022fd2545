import { integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, createdAt } from "./columns.ts";
import { users } from "./users.ts";

/** Uploaded files; the bytes live in the file store under `storage_key`, never in the web root. */
export const files = pgTable(
  "files",
  {
    id: id(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["personal_image", "identity_document"] }).notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: createdAt(),
  },
  // One current file per purpose and owner: uploading again replaces it.
  (table) => [uniqueIndex("files_owner_purpose_key").on(table.ownerUserId, table.purpose)],
);
