import type { BookStatus } from "@rawaq/domain/book";
import type { BookDecisionInput, MatchingBookDecisionInput } from "@rawaq/domain/review";
import { type SQL, and, inArray, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { books } from "../../db/schema/index.ts";
import { recordAudit } from "../../core/audit.ts";
import { notifyOrganizations } from "../../core/notifications.ts";
import type { UserRow } from "../../core/users.ts";
import { bookConditions } from "./queries.ts";

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
  return db.transaction(async (tx) => {
    const before = await lockBooks(
      tx,
      and(inArray(books.id, input.ids), ne(books.status, toStatus)),
    );
    return applyDecision(tx, admin, before, toStatus, input.reason);
  });
}

/**
 * Decides every book matching the queue's filter, if as many match as the administrator
 * confirmed (`input.count`); otherwise the list changed since it was shown and nothing changes.
 */
export async function decideMatchingBooks(
  db: Database,
  admin: UserRow,
  input: MatchingBookDecisionInput,
): Promise<{ outcome: "decided"; updated: number } | { outcome: "changed"; matching: number }> {
  const toStatus = input.decision === "approve" ? "approved" : "rejected";
  const filter = {
    status: input.status,
    organizationId: input.organization_id,
    eventId: input.event_id,
    q: input.q,
  };
  return db.transaction(async (tx) => {
    // The schema keeps status ≠ toStatus, so every matching book is one this decision changes.
    const before = await lockBooks(tx, bookConditions(filter));
    if (before.length !== input.count) return { outcome: "changed", matching: before.length };
    return {
      outcome: "decided",
      updated: await applyDecision(tx, admin, before, toStatus, input.reason),
    };
  });
}

type LockedBook = { id: string; organizationId: string; title: string; status: BookStatus };

/** The books to decide, locked so two admins deciding at once each record what they changed. */
function lockBooks(tx: Database, where: SQL | undefined): Promise<LockedBook[]> {
  return tx
    .select({
      id: books.id,
      organizationId: books.organizationId,
      title: books.title,
      status: books.status,
    })
    .from(books)
    .where(where)
    .for("update");
}

/** Sets the status, records each change and tells each organization once. */
async function applyDecision(
  tx: Database,
  admin: UserRow,
  before: LockedBook[],
  toStatus: "approved" | "rejected",
  rejectionReason: string,
): Promise<number> {
  const reason = toStatus === "rejected" ? rejectionReason : null;
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
}
