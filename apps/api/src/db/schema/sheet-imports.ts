import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { cascadeReference, createdAt, id, status, timestamptz } from "./columns.ts";
import { organizations } from "./organizations.ts";
import { users } from "./users.ts";

/** What an uploaded sheet brings: a list of new books, or the books' logistics data (step 5). */
export const SHEET_IMPORT_KINDS = ["book_list", "complete_data"] as const;
export type SheetImportKind = (typeof SHEET_IMPORT_KINDS)[number];

/**
 * An uploaded sheet between its preview and its commit, whatever it brings (`kind`): its checked
 * rows are kept as JSON until they are saved all at once (decisions 054, 075). One table for both
 * kinds since migration 0013, which moved the rows of book_imports and logistics_imports here.
 */
export const sheetImports = pgTable(
  "sheet_imports",
  {
    id: id(),
    kind: text("kind", { enum: SHEET_IMPORT_KINDS }).notNull(),
    organizationId: cascadeReference("organization_id", () => organizations.id),
    userId: cascadeReference("user_id", () => users.id),
    fileName: text("file_name").notNull(),
    status: status(["preview", "committed"]).default("preview"),
    totalRows: integer("total_rows").notNull(),
    errorRows: integer("error_rows").notNull(),
    rows: jsonb("rows").notNull(),
    createdAt: createdAt(),
    committedAt: timestamptz("committed_at"),
  },
  (table) => [
    index("sheet_imports_org_kind_idx").on(table.organizationId, table.kind, table.createdAt),
  ],
);
