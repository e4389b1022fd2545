import { DecisionInputSchema } from "@rawaq/domain/review";
import { ORGANIZATION_STATUSES } from "@rawaq/domain/organization";
import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { IdSchema } from "@rawaq/domain/validation";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { requireAdmin, requireUser } from "../../core/access.ts";
import { findUserFile } from "../../core/users.ts";
import { likePattern } from "../../db/like.ts";
import { books, organizationMembers, organizations, users } from "../../db/schema.ts";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { notFound } from "../../http/respond.ts";
import { readQuery, validateJson } from "../../http/validate.ts";
import { apiMessages } from "../../messages.ts";
import { bookCounts, findOrganization, loadOrganization } from "./queries.ts";
import { decideOrganization } from "./review.ts";

const idParams = pathParams({ id: IdSchema });

const ListQuerySchema = v.object({
  status: v.optional(v.picklist(ORGANIZATION_STATUSES)),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
});

export const adminOrganizationRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/", async (c) => {
    const query = readQuery(c);
    const page = v.parse(PageQuerySchema, query);
    const filter = v.safeParse(ListQuerySchema, query);
    const { status, q } = filter.success ? filter.output : {};
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
    const pendingBooks = pendingBooksCount();
    const [rows, [totals]] = await Promise.all([
      c.var.db
        .select({
          id: organizations.id,
          name: organizations.name,
          commercialName: organizations.commercialName,
          status: organizations.status,
          submittedAt: organizations.submittedAt,
          ownerFirst: users.firstName,
          ownerLast: users.lastName,
          ownerEmail: users.email,
          booksPending: pendingBooks,
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
      c.var.db.select({ total: count() }).from(organizations).where(where),
    ]);
    return c.json({
      data: {
        organizations: rows.map((row) => ({
          id: row.id,
          name: row.name,
          commercial_name: row.commercialName,
          status: row.status,
          owner: { name: `${row.ownerFirst} ${row.ownerLast}`, email: row.ownerEmail },
          books_pending: row.booksPending,
          submitted_at: row.submittedAt?.toISOString() ?? null,
        })),
        meta: pageMeta(page, totals?.total ?? 0),
      },
    });
  })
  .get("/:id", idParams, async (c) => {
    const { id } = c.req.valid("param");
    const organization = await findOrganization(c.var.db, id);
    if (!organization) return notFound(c);
    const [owner] = await c.var.db
      .select({ user: users })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(
        and(eq(organizationMembers.organizationId, id), eq(organizationMembers.role, "manager")),
      );
    const ownerRow = owner!.user;
    return c.json({
      data: {
        organization: await loadOrganization(c.var.db, organization),
        owner: {
          id: ownerRow.id,
          name: `${ownerRow.firstName} ${ownerRow.lastName}`,
          email: ownerRow.email,
          has_identity_document: Boolean(
            await findUserFile(c.var.db, ownerRow.id, "identity_document"),
          ),
        },
        books: await bookCounts(c.var.db, id),
      },
    });
  })
  .post("/:id/decision", idParams, validateJson(DecisionInputSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const organization = await findOrganization(c.var.db, id);
    if (!organization) return notFound(c);
    const decided = await decideOrganization(c.var.db, c.var.user, organization, input);
    if (!decided) return c.json({ message: c.var.i18n._(apiMessages.alreadyDecided) }, 409);
    return c.json({
      data: { organization: await loadOrganization(c.var.db, decided) },
      message: c.var.i18n._(
        input.decision === "approve"
          ? apiMessages.organizationApproved
          : apiMessages.organizationRejected,
      ),
    });
  });

/** Pending books of the row's organization, as a correlated count. */
function pendingBooksCount() {
  // An int, which the drivers hand over as a number (count(*) is a bigint, handed over as text).
  return sql<number>`(select count(*)::int from ${books} where ${books.organizationId} = ${organizations.id} and ${books.status} = 'pending')`;
}
