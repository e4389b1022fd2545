import type { Database } from "./client.ts";

/**
 * A query that a hot path runs on every request, built once per database and prepared: Drizzle
 * does not rebuild its SQL, and PostgreSQL parses and plans it once per connection instead of
 * on each call (docs/decisions/057). `build` must end in `.prepare(name)` with placeholders for
 * what varies.
 */
export function preparedQuery<T>(build: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
