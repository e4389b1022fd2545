import { type BookImportRow, BookInputSchema, type BookInput } from "@rawaq/domain/book";
import * as v from "valibot";
import {
  type SheetImportRecord,
  commitSheetImport,
  findSheetImport,
  saveSheetImport,
} from "../../core/sheet-imports.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { books } from "../../db/schema/index.ts";
import { toBookColumns } from "./queries.ts";

export type BookImportRecord = SheetImportRecord;

export async function saveBookImport(
  db: Database,
  organizationId: string,
  userId: string,
  fileName: string,
  rows: BookImportRow[],
): Promise<BookImportRecord> {
  return saveSheetImport(db, "book_list", { organizationId, userId }, fileName, rows);
}

export async function findBookImport(db: Database, id: string, organizationId: string) {
  return findSheetImport(db, "book_list", id, organizationId);
}

const INSERT_CHUNK = 1000;

/**
 * Adds every row of a checked list as pending books, all or none (the shared commit locks the
 * upload so two commits of one list cannot both insert); the (organization, ISBN) unique index
 * refuses a book that was added meanwhile, which rolls the whole list back.
 */
export async function commitBookImport(
  db: Database,
  id: string,
  organizationId: string,
): Promise<
  | { outcome: "committed"; record: BookImportRecord; count: number }
  | { outcome: "not_found" | "committed_before" | "has_errors" | "conflict" }
> {
  try {
    return await commitSheetImport(db, "book_list", id, organizationId, async (tx, rows) => {
      // The stored values are checked again: the database only ever holds what the schema allows.
      const inputs: BookInput[] = [];
      for (const row of rows) {
        const parsed = v.safeParse(BookInputSchema, row.values);
        if (!parsed.success) return "has_errors" as const;
        inputs.push(parsed.output);
      }
      for (let start = 0; start < inputs.length; start += INSERT_CHUNK) {
        await tx
          .insert(books)
          .values(
            inputs
              .slice(start, start + INSERT_CHUNK)
              .map((input) => toBookColumns(organizationId, input)),
          );
      }
      return { count: inputs.length };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: "conflict" };
    throw error;
  }
}
