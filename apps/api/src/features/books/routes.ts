import { BookFilterSchema, BookInputSchema } from "@rawaq/domain/book";
import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { isLocale } from "@rawaq/i18n/locales";
import { fieldLabels } from "@rawaq/i18n/messages/validation";
import { translateFieldErrors } from "@rawaq/i18n/validation";
import { IdSchema, fieldErrorsFromIssues } from "@rawaq/domain/validation";
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import {
  type OrganizationScope,
  type UserEnv,
  callersOrganization,
  organizationInPath,
  organizationManager,
  requireManager,
  requireMembership,
  requireUser,
} from "../../core/access.ts";
import {
  sheetImportRowsPage,
  missingColumns,
  sheetProblem,
  toSheetImport,
  uploadedSheet,
} from "../../core/sheet-imports.ts";
import { throttleUploads } from "../../core/throttle.ts";
import { contentDisposition } from "../../http/content-disposition.ts";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { notFound, preconditionFailed } from "../../http/respond.ts";
import { invalid, readJsonObject, readQuery } from "../../http/validate.ts";
import { bookTemplate } from "./book-files.ts";
import { checkBookList } from "./check-list.ts";
import { commitBookImport, findBookImport, saveBookImport } from "./imports.ts";
import { addBook, existingIsbns, listBooks } from "./queries.ts";
import { apiMessages } from "../../messages.ts";
import { bookMessages } from "./messages.ts";

/** One page of the caller's organization's books, filtered, at `path` (after `scope.member`). */
function bookList(path: string, scope: OrganizationScope) {
  return new Hono<AppEnv>().use(requireUser).get(path, scope.member, async (c) => {
    const query = readQuery(c);
    const page = v.parse(PageQuerySchema, query);
    const filter = v.safeParse(BookFilterSchema, query);
    const { books: list, total } = await listBooks(
      c.var.db,
      {
        organizationId: c.var.membership.organization.id,
        ...(filter.success ? filter.output : {}),
      },
      page,
    );
    return c.json({
      data: {
        books: list.map(({ organization_name: _name, ...book }) => book),
        meta: pageMeta(page, total),
      },
    });
  });
}

/**
 * `GET /api/get_books_by_organization/{id}` keeps the spec's path and shape `{ data: { books } }`
 * (§7), plus `meta` for pagination, for the caller's own organization only (404 otherwise).
 */
export const booksByOrganizationRoutes = bookList("/:id", organizationInPath);

/** The same list at `GET /api/my-organization/books`: a page asks it at once (decision 079). */
export const myOrganizationBookRoutes = bookList("/books", callersOrganization);

/** Books are added by the manager of an approved organization (after one of the access steps). */
const requireApprovedOrganization = createMiddleware<UserEnv>(async (c, next) => {
  if (c.var.membership?.organization.status !== "approved") {
    return preconditionFailed(c, "organization_not_approved", bookMessages.booksClosed);
  }
  await next();
});

/** Book routes under `/api/organizations/{id}/…`. */
export const organizationBookRoutes = new Hono<AppEnv>()
  .use(requireUser)
  // Access before the body: another organization's id is a 404 whatever is sent.
  .post("/:id/books", organizationManager, requireApprovedOrganization, async (c) => {
    const { membership } = c.var;
    const body = await readJsonObject(c);
    if (body instanceof Response) return body;
    const input = v.safeParse(BookInputSchema, body);
    if (!input.success) return invalid(c, fieldErrorsFromIssues(input.issues));
    const book = await addBook(c.var.db, membership.organization.id, input.output);
    if (book === "duplicate") return invalid(c, { isbn: ["duplicate"] });
    return c.json({ data: { book }, message: c.var.i18n._(bookMessages.bookAdded) }, 201);
  })
  /** Checks an uploaded list and keeps it for preview; no book is stored until commit. */
  .post(
    "/:id/book-imports",
    organizationManager,
    requireApprovedOrganization,
    throttleUploads,
    async (c) => {
      const { membership } = c.var;
      const file = await uploadedSheet(c);
      if (file instanceof Response) return file;
      const { bytes } = file;
      const isbns = [...(await existingIsbns(c.var.db, membership.organization.id))];
      const checked = await c.var.metrics.trackImport("check", () =>
        checkBookList({ bytes, existingIsbns: isbns }),
      );
      if (checked.outcome === "problem") return sheetProblem(c, checked.problem, checked.detail);
      if (checked.outcome === "missing_columns") {
        const names = checked.missing.map((field) => c.var.i18n._(fieldLabels[field]!));
        return missingColumns(c, names);
      }
      const { rows } = checked;
      const translated = rows.map((row) => ({
        ...row,
        errors: translateFieldErrors(c.var.i18n, row.errors as never),
      }));
      const record = await saveBookImport(
        c.var.db,
        membership.organization.id,
        c.var.user.id,
        file.name,
        translated,
      );
      const page = v.parse(PageQuerySchema, readQuery(c));
      const preview = sheetImportRowsPage(record, page, record.errorRows > 0);
      return c.json(
        {
          data: {
            import: toSheetImport(record),
            rows: preview.rows,
            meta: pageMeta(page, preview.total),
          },
          message: c.var.i18n._(
            record.errorRows > 0 ? apiMessages.listHasErrors : apiMessages.listChecked,
          ),
        },
        201,
      );
    },
  );

/** `/api/book-imports/{id}`: an uploaded list of the caller's organization. */
const importParams = pathParams({ importId: IdSchema });

export const bookImportRoutes = new Hono<AppEnv>()
  .use(requireUser, requireMembership)
  .get("/:importId", importParams, async (c) => {
    const record = await findBookImport(
      c.var.db,
      c.req.valid("param").importId,
      c.var.membership.organization.id,
    );
    if (!record) return notFound(c);
    const query = readQuery(c);
    const page = v.parse(PageQuerySchema, query);
    const preview = sheetImportRowsPage(record, page, query.only === "errors");
    return c.json({
      data: {
        import: toSheetImport(record),
        rows: preview.rows,
        meta: pageMeta(page, preview.total),
      },
    });
  })
  .post(
    "/:importId/commit",
    requireManager,
    requireApprovedOrganization,
    importParams,
    async (c) => {
      const result = await c.var.metrics.trackImport("commit", () =>
        commitBookImport(c.var.db, c.req.valid("param").importId, c.var.membership.organization.id),
      );
      switch (result.outcome) {
        case "not_found":
          return notFound(c);
        case "committed_before":
          return c.json({ message: c.var.i18n._(bookMessages.listAlreadyCommitted) }, 409);
        case "has_errors":
          return c.json({ message: c.var.i18n._(apiMessages.listHasErrors) }, 422);
        case "conflict":
          return c.json({ message: c.var.i18n._(bookMessages.listConflict) }, 409);
        case "committed": {
          const page = v.parse(PageQuerySchema, {});
          const preview = sheetImportRowsPage(result.record, page, false);
          return c.json({
            data: {
              import: toSheetImport(result.record),
              rows: preview.rows,
              meta: pageMeta(page, preview.total),
            },
            message: c.var.i18n._({
              ...bookMessages.listCommitted,
              values: { count: result.count },
            }),
          });
        }
      }
    },
  );

/** The book-list template, in either language; public (it holds no data). */
async function sendTemplate<E extends AppEnv>(c: Context<E>, format: "xlsx" | "csv") {
  const requested = readQuery(c).locale;
  const locale = isLocale(requested) ? requested : c.var.locale;
  const template = await bookTemplate(locale, format);
  return c.body(template.bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": template.contentType,
    "Content-Disposition": contentDisposition(template.fileName),
    "Cache-Control": "public, max-age=3600",
  });
}

export const bookTemplateRoutes = new Hono<AppEnv>()
  .get("/book-template.xlsx", (c) => sendTemplate(c, "xlsx"))
  .get("/book-template.csv", (c) => sendTemplate(c, "csv"));
