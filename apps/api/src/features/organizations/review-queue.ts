import type { OrganizationStatus } from "@rawaq/domain/organization";
import type { PageQuery } from "@rawaq/domain/pagination";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { UserRow } from "../../core/users.ts";
import type { Database } from "../../db/client.ts";
import { likePattern } from "../../db/like.ts";
import { books, organizationMembers, organizations, users } from "../../db/schema/index.ts";

/** The administration's list of organizations: by status, and a text found in a name or the CR. */
export interface ReviewQueueFilter {
  status?: OrganizationStatus;
  q?: string;
}

/** One page of organizations with their manager and pending books, oldest submission first. */
export async function listOrganizationsForReview(
  db: Database,
  { status, q }: ReviewQueueFilter,
  page: PageQuery,
) {
  const where = and(
    status ? eq(organizations.status, status) : undefined,
    q
      ? or(
          ilike(organizations.name, likePattern(q)),
          ilike(organizations.commercialName, likePattern(q)),
          ilike(organizations.commercialRegistrationNumber, likePattern(q)),
        )
      : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        commercialName: organizations.commercialName,
        status: organizations.status,
        submittedAt: organizations.submittedAt,
        ownerFirst: users.firstName,
        ownerLast: users.lastName,
        ownerEmail: users.email,
        booksPending: pendingBooksCount(),
      })
      .from(organizations)
      .innerJoin(
        organizationMembers,
        and(
          eq(organizationMembers.organizationId, organizations.id),
          eq(organizationMembers.role, "manager"),
        ),
      )
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(where)
      // Oldest submissions first: a review queue is served in order.
      .orderBy(sql`${organizations.submittedAt} asc nulls last`, desc(organizations.createdAt))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(organizations).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The organization's manager, who registered it. */
export async function findOwner(db: Database, organizationId: string): Promise<UserRow> {
  const [owner] = await db
    .select({ user: users })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.role, "manager"),
      ),
    );
  return owner!.user;
}

/** Pending books of the row's organization, as a correlated count. */
function pendingBooksCount() {
  // An int, which the drivers hand over as a number (count(*) is a bigint, handed over as text).
  return sql<number>`(select count(*)::int from ${books} where ${books.organizationId} = ${organizations.id} and ${books.status} = 'pending')`;
}
