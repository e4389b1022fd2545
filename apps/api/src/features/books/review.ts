import type { BookDecisionInput } from "@rawaq/domain/review";
import { and, inArray, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { books } from "../../db/schema.ts";
import { recordAudit } from "../audit/queries.ts";
import type { UserRow } from "../auth/users.ts";
import { notifyOrganizations } from "../notifications/queries.ts";

/**
 * Approves or rejects books (pending ones, or reverses an earlier decision), records each change
 * and tells each organization once, in one transaction. The rows are locked first, so two admins
 * deciding at once each record the change they really made. Returns how many books changed.
 */
export async function decideBooks(
  db: Database,
  admin: UserRow,
  input: BookDecisionInput,
): Promise<number> {
  const toStatus = input.decision === "approve" ? "approved" : "rejected";
  const reason = toStatus === "rejected" ? input.reason : null;
  return db.transaction(async (tx) => {
    const before = await tx
      .select({
        id: books.id,
        organizationId: books.organizationId,
        title: books.title,
        status: books.status,
      })
      .from(books)
      .where(and(inArray(books.id, input.ids), ne(books.status, toStatus)))
      .for("update");
    if (before.length === 0) return 0;
    await tx
      .update(books)
      .set({ status: toStatus, rejectionReason: reason, reviewedAt: new Date() })
      .where(
        inArray(
          books.id,
          before.map((book) => book.id),
        ),
      );
    await recordAudit(
      tx,
      admin,
      before.map((book) => ({
        organizationId: book.organizationId,
        entityType: "book" as const,
        entityId: book.id,
        entityLabel: book.title,
        fromStatus: book.status,
        toStatus,
        reason,
      })),
    );
    const byOrganization = new Map<string, typeof before>();
    for (const book of before) {
      const decided = byOrganization.get(book.organizationId);
      if (decided) decided.push(book);
      else byOrganization.set(book.organizationId, [book]);
    }
    // Each organization hears once, with its own count (and the title when it is one book).
    await notifyOrganizations(
      tx,
      toStatus === "approved" ? "books_approved" : "books_rejected",
      new Map(
        [...byOrganization].map(([organizationId, decided]) => [
          organizationId,
          {
            count: decided.length,
            ...(decided.length === 1 ? { title: decided[0]!.title } : {}),
            ...(reason ? { reason } : {}),
          },
        ]),
      ),
    );
    return before.length;
  });
}
