/** The rows of a raw `db.execute`: node-postgres answers `{ rows }`, PGlite too; drizzle passes either through. */
export function rowsOf<T>(answer: unknown): T[] {
  return (answer as { rows: T[] }).rows;
}
