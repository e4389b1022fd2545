/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505), optionally of one
 * named constraint. Drizzle wraps driver errors, so the cause chain is searched.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === "23505")
      return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}
