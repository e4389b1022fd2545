import { BOOK_LIST_MAX_ROWS } from "@rawaq/domain/limits";
import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { IdSchema } from "@rawaq/domain/validation";
import { isLocale } from "@rawaq/i18n/locales";
import { fieldLabels } from "@rawaq/i18n/messages/validation";
import { translateFieldErrors } from "@rawaq/i18n/validation";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import {
  type UserEnv,
  organizationManager,
  organizationMember,
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
import { notFound } from "../../http/respond.ts";
import { readQuery } from "../../http/validate.ts";
import { readSpreadsheet } from "../../lib/spreadsheet.ts";
import {
  type LogisticsImportRecord,
  checkLogisticsRows,
  commitLogisticsImport,
  errorsByColumn,
  findLogisticsImport,
  logisticsImportExists,
  saveLogisticsImport,
} from "./imports.ts";
import { logisticsSheetRows, logisticsTemplate, mapLogisticsColumns } from "./logistics-sheet.ts";
import { listBookLogistics } from "./queries.ts";
import { stepRefusal } from "./routes.ts";
import { apiMessages } from "../../messages.ts";
import { logisticsMessages } from "./messages.ts";

const importParams = pathParams({ id: IdSchema, importId: IdSchema });

function importAnswer<E extends AppEnv>(
  c: Context<E>,
  record: LogisticsImportRecord,
  onlyErrors: boolean,
) {
  const page = v.parse(PageQuerySchema, readQuery(c));
  const preview = sheetImportRowsPage(record, page, onlyErrors);
  return {
    import: toSheetImport(record),
    rows: preview.rows,
    meta: pageMeta(page, preview.total),
  };
}

/** The template, pre-filled with the approved books and their data; for members only. */
async function sendTemplate<E extends UserEnv & AppEnv>(c: Context<E>, format: "xlsx" | "csv") {
  const requested = readQuery(c).locale;
  const locale = isLocale(requested) ? requested : c.var.locale;
  const { books } = await listBookLogistics(
    c.var.db,
    c.var.membership!.organization.id,
    {},
    { page: 1, per_page: BOOK_LIST_MAX_ROWS },
  );
  const file = await logisticsTemplate(books, locale, format);
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": file.contentType,
    "Content-Disposition": contentDisposition(file.fileName),
    "Cache-Control": "private, no-store",
  });
}

/**
 * The books' data as a sheet (journey step 5, decision 054), under `/api/organizations/{id}/…`:
 * the pre-filled template, the upload checked and kept for its preview, and the commit that
 * saves every row or none. Uploads and commits are refused (409) while the data step is closed.
 */
export const logisticsImportRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/:id/logistics-template.xlsx", organizationMember, (c) => sendTemplate(c, "xlsx"))
  .get("/:id/logistics-template.csv", organizationMember, (c) => sendTemplate(c, "csv"))
  /** Checks an uploaded sheet and keeps it for preview; nothing is saved until commit. */
  .post("/:id/logistics-imports", organizationManager, throttleUploads, async (c) => {
    const { membership } = c.var;
    const refused = await stepRefusal(c, "data");
    if (refused) return refused;
    const file = await uploadedSheet(c);
    if (file instanceof Response) return file;

    const sheet = await c.var.metrics.trackImport("check", () => readSpreadsheet(file.bytes));
    if ("problem" in sheet) return sheetProblem(c, sheet.problem, sheet.detail);
    const columns = mapLogisticsColumns(sheet.header);
    if ("problem" in columns) {
      const names = columns.missing.map((field) => c.var.i18n._(fieldLabels[field]!));
      return missingColumns(c, names);
    }
    const checked = await checkLogisticsRows(
      c.var.db,
      membership.organization.id,
      logisticsSheetRows(sheet, columns.columns),
    );
    const rows = checked.map((row) => ({
      ...row,
      errors: errorsByColumn(translateFieldErrors(c.var.i18n, row.errors)),
    }));
    const record = await saveLogisticsImport(
      c.var.db,
      membership.organization.id,
      c.var.user.id,
      file.name,
      rows,
    );
    return c.json(
      {
        data: importAnswer(c, record, record.errorRows > 0),
        message: c.var.i18n._(
          record.errorRows > 0 ? apiMessages.listHasErrors : apiMessages.listChecked,
        ),
      },
      201,
    );
  })
  .get("/:id/logistics-imports/:importId", organizationMember, importParams, async (c) => {
    const record = await findLogisticsImport(
      c.var.db,
      c.req.valid("param").importId,
      c.var.membership.organization.id,
    );
    if (!record) return notFound(c);
    return c.json({ data: importAnswer(c, record, readQuery(c).only === "errors") });
  })
  .post("/:id/logistics-imports/:importId/commit", organizationManager, importParams, async (c) => {
    const { importId } = c.req.valid("param");
    const organizationId = c.var.membership.organization.id;
    // An unknown preview is 404 whichever step is open, as for the other routes.
    if (!(await logisticsImportExists(c.var.db, importId, organizationId))) return notFound(c);
    const refused = await stepRefusal(c, "data");
    if (refused) return refused;
    const result = await c.var.metrics.trackImport("commit", () =>
      commitLogisticsImport(c.var.db, importId, organizationId),
    );
    const i18n = c.var.i18n;
    switch (result.outcome) {
      case "not_found":
        return notFound(c);
      case "committed_before":
        return c.json({ message: i18n._(logisticsMessages.logisticsImportCommittedBefore) }, 409);
      case "has_errors":
        return c.json({ message: i18n._(apiMessages.listHasErrors) }, 422);
      case "stale":
        return c.json({ message: i18n._(logisticsMessages.logisticsImportStale) }, 409);
      case "committed":
        return c.json({
          data: importAnswer(c, result.record, false),
          message: i18n._({
            ...logisticsMessages.logisticsSavedMany,
            values: { count: result.count },
          }),
        });
    }
  });
