import { type BookImportRow, BookInputSchema, type BookInput } from "@rawaq/domain/book";
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { bookImports, books } from "../../db/schema.ts";
import { toBookColumns } from "./queries.ts";

export type BookImportRecord = typeof bookImports.$inferSelect;

export async function saveBookImport(
  db: Database,
  organizationId: string,
  userId: string,
  fileName: string,
  rows: BookImportRow[],
): Promise<BookImportRecord> {
  const errorRows = rows.filter((row) => Object.keys(row.errors).length > 0).length;
  const [record] = await db
    .insert(bookImports)
    .values({
      organizationId,
      userId,
      fileName,
      totalRows: rows.length,
      errorRows,
      rows,
    })
    .returning();
  return record!;
}

export async function findBookImport(db: Database, id: string, organizationId: string) {
  const [row] = await db
    .select()
    .from(bookImports)
    .where(and(eq(bookImports.id, id), eq(bookImports.organizationId, organizationId)))
    .limit(1);
  return row;
}

const INSERT_CHUNK = 1000;

/**
 * Adds every row of a checked list as pending books, all or none. The import row is locked so
 * two commits of one list cannot both insert; the (organization, ISBN) unique index refuses a
 * book that was added meanwhile, which rolls the whole list back.
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
    return await db.transaction(async (tx) => {
      const [record] = await tx
        .select()
        .from(bookImports)
        .where(and(eq(bookImports.id, id), eq(bookImports.organizationId, organizationId)))
        .for("update");
      if (!record) return { outcome: "not_found" as const };
      if (record.status === "committed") return { outcome: "committed_before" as const };
      if (record.errorRows > 0) return { outcome: "has_errors" as const };

      // The stored values are checked again: the database only ever holds what the schema allows.
      const inputs: BookInput[] = [];
      for (const row of record.rows as BookImportRow[]) {
        const parsed = v.safeParse(BookInputSchema, row.values);
        if (!parsed.success) return { outcome: "has_errors" as const };
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
      const [committed] = await tx
        .update(bookImports)
        .set({ status: "committed", committedAt: new Date() })
        .where(eq(bookImports.id, id))
        .returning();
      return { outcome: "committed" as const, record: committed!, count: inputs.length };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: "conflict" };
    throw error;
  }
}
