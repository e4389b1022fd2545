import { DecisionInputSchema } from "@rawaq/domain/review";
import { ORGANIZATION_STATUSES } from "@rawaq/domain/organization";
import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { IdSchema } from "@rawaq/domain/validation";
import { Hono } from "hono";
import * as v from "valibot";
import { requireAdmin, requireUser } from "../../core/access.ts";
import { findUserFile } from "../../core/users.ts";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { notFound } from "../../http/respond.ts";
import { readQuery, validateJson } from "../../http/validate.ts";
import { bookCounts, findOrganization, loadOrganization } from "./queries.ts";
import { decideOrganization } from "./review.ts";
import { findOwner, listOrganizationsForReview } from "./review-queue.ts";
import { organizationMessages } from "./messages.ts";

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
    const { rows, total } = await listOrganizationsForReview(c.var.db, { status, q }, page);
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
        meta: pageMeta(page, total),
      },
    });
  })
  .get("/:id", idParams, async (c) => {
    const { id } = c.req.valid("param");
    const organization = await findOrganization(c.var.db, id);
    if (!organization) return notFound(c);
    const ownerRow = await findOwner(c.var.db, id);
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
    if (!decided)
      return c.json({ message: c.var.i18n._(organizationMessages.alreadyDecided) }, 409);
    return c.json({
      data: { organization: await loadOrganization(c.var.db, decided) },
      message: c.var.i18n._(
        input.decision === "approve"
          ? organizationMessages.organizationApproved
          : organizationMessages.organizationRejected,
      ),
    });
  });
