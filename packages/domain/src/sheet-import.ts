import * as v from "valibot";
import { PageMetaSchema } from "./pagination.ts";

// An uploaded list checked on the server and kept for its preview until it is committed (all
// rows or none). Book lists and the books' logistics data are uploaded this way.

/** An uploaded list waiting to be committed: its counts and state. */
export const SheetImportSchema = v.object({
  id: v.string(),
  file_name: v.string(),
  status: v.picklist(["preview", "committed"]),
  total_rows: v.number(),
  valid_rows: v.number(),
  error_rows: v.number(),
  created_at: v.string(),
  committed_at: v.nullable(v.string()),
});
export type SheetImport = v.InferOutput<typeof SheetImportSchema>;

/**
 * One row of an uploaded list: its number in the sheet, its cleaned values, and the translated
 * errors of each column (the same keys as `values`; any other key concerns the whole row).
 */
export const SheetImportRowSchema = v.object({
  row: v.number(),
  values: v.record(v.string(), v.string()),
  errors: v.record(v.string(), v.array(v.string())),
});
export type SheetImportRow = v.InferOutput<typeof SheetImportRowSchema>;

/** An upload's answer, and one page of its rows. */
export const SheetImportResultSchema = v.object({
  import: SheetImportSchema,
  rows: v.array(SheetImportRowSchema),
  meta: PageMetaSchema,
});
