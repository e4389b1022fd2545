import { count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { books, organizations } from "../../db/schema/index.ts";

/** How many organizations and books wait on the administration's review queues. */
export async function reviewQueueCounts(
  db: Database,
): Promise<{ organizationsPending: number; booksPending: number }> {
  const [[organizationsPending], [booksPending]] = await Promise.all([
    db.select({ total: count() }).from(organizations).where(eq(organizations.status, "pending")),
    db.select({ total: count() }).from(books).where(eq(books.status, "pending")),
  ]);
  return {
    organizationsPending: organizationsPending?.total ?? 0,
    booksPending: booksPending?.total ?? 0,
  };
}
