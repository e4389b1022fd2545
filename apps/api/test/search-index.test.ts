import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { books } from "../src/db/schema/index.ts";
import { bookConditions } from "../src/features/books/queries.ts";
import { type TestApp, createTestApp } from "./helpers.ts";

// The books' search matches any part of a title, an author or an ISBN (`ilike '%…%'`). Across
// every house's books (the review queue) only a trigram index answers that without reading each
// book: the plan of the app's own search must be able to use one.

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

async function planOf(q: string): Promise<string> {
  const query = api.db.select({ id: books.id }).from(books).where(bookConditions({ q })).toSQL();
  return api.db.transaction(async (tx) => {
    // With no rows to speak of, a sequential scan is always cheaper: forbid it to see whether
    // an index can answer at all.
    await tx.execute(sql`set local enable_seqscan = off`);
    const { rows } = (await tx.execute(
      sql.raw(`explain ${interpolate(query.sql, query.params)}`),
    )) as unknown as { rows: { "QUERY PLAN": string }[] };
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

/** The query with its parameters written in, for EXPLAIN (which takes no parameters). */
function interpolate(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    return `'${String(value).replaceAll("'", "''")}'`;
  });
}

describe("the books' search", () => {
  test("finds a title or an author by any part through their trigram indexes", async () => {
    const plan = await planOf("الأيام");
    expect(plan).toMatch(/books_title_trgm_idx/);
    expect(plan).toMatch(/books_author_trgm_idx/);
  });

  test("finds an ISBN by any run of its digits through its trigram index", async () => {
    expect(await planOf("978-0306")).toMatch(/books_isbn_trgm_idx/);
  });
});
