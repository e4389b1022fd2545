import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { cascadeReference, createdAt, id, storedFile } from "./columns.ts";
import { users } from "./users.ts";

/** Uploaded files; the bytes live in the file store under `storage_key`, never in the web root. */
export const files = pgTable(
  "files",
  {
    id: id(),
    ownerUserId: cascadeReference("owner_user_id", () => users.id),
    purpose: text("purpose", { enum: ["personal_image", "identity_document"] }).notNull(),
    ...storedFile(),
    createdAt: createdAt(),
  },
  // One current file per purpose and owner: uploading again replaces it.
  (table) => [uniqueIndex("files_owner_purpose_key").on(table.ownerUserId, table.purpose)],
);
