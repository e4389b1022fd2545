import type { MessageDescriptor } from "@lingui/core";
import { localized } from "@rawaq/domain/bilingual";
import {
  AssignShipperInputSchema,
  BookLogisticsInputSchema,
  BulkLogisticsInputSchema,
  type Destination,
  LogisticsFilterSchema,
  type Parcel,
  ParcelFilterSchema,
  type ParcelStatus,
  SendParcelsInputSchema,
} from "@rawaq/domain/logistics";
import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { formatList } from "@rawaq/i18n/text";
import {
  type FieldErrors,
  IdSchema,
  type ValidationCode,
  fieldErrorsFromIssues,
} from "@rawaq/domain/validation";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import {
  type OrganizationScope,
  type UserEnv,
  callersOrganization,
  organizationInPath,
  organizationManager,
  organizationMember,
  requireUser,
} from "../../core/access.ts";
import {
  type LogisticsStep,
  isLogisticsOpen,
  isLogisticsStepOpen,
  logisticsProgress,
} from "../../core/logistics-progress.ts";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { notFound } from "../../http/respond.ts";
import { invalid, readJsonObject, readQuery } from "../../http/validate.ts";
import { type ExportFormat, sheetEncoder, streamExport } from "../../http/export-stream.ts";
import { confirmedFairBooths } from "./fair-booths.ts";
import {
  type ParcelCursor,
  type ParcelFilter,
  findBookLogistics,
  parcelExportBatch,
  listBookLogistics,
  listParcels,
  listProducts,
} from "./queries.ts";
import {
  type SaveRefusal,
  isSaved,
  assignShipper,
  saveBookLogistics,
  saveManyBookLogistics,
  sendParcels,
} from "./service.ts";
import { logisticsMessages } from "./messages.ts";

/**
 * The caller's organization's progress, or the 409 that says which step is still closed: data
 * needs the pipeline open, locations the data complete, shippers the locations complete.
 */
export async function stepRefusal<E extends UserEnv & AppEnv>(c: Context<E>, step: LogisticsStep) {
  const membership = c.var.membership!;
  // Step 1 is open once the pipeline is: two `exists`, not the whole progress (bench/logistics.ts).
  if (step === "data" && (await isLogisticsOpen(c.var.db, membership.organization)).open) {
    return undefined;
  }
  const progress = await logisticsProgress(c.var.db, membership.organization);
  if (isLogisticsStepOpen(progress, step)) return undefined;
  const message = progress.is_open
    ? logisticsMessages.logisticsStepClosed
    : logisticsMessages.logisticsClosed;
  return c.json({ message: c.var.i18n._(message), data: { progress } }, 409);
}

function saveAnswer<E extends AppEnv>(c: Context<E>, outcome: SaveRefusal) {
  if (outcome === "not_found") return notFound(c);
  return invalid(c, outcome.errors);
}

const bookParams = pathParams({ id: IdSchema, bookId: IdSchema });
/** The book in the path of a read; the organization is checked by the scope's middleware. */
const readBookParams = pathParams({ bookId: IdSchema });

/**
 * What the organization's pages read: under `/api/organizations/{id}/…`, and under
 * `/api/my-organization/…` for the caller's own, which a page asks at once (decision 079).
 */
function logisticsReads(scope: OrganizationScope) {
  return (
    new Hono<AppEnv>()
      .use(requireUser)
      /**
       * Step 1's list: the approved books with their data. The pipeline's progress is its own
       * answer (below): it sums every book's parcels, and a page or a search must not redo that.
       */
      .get(`${scope.path}/logistics`, scope.member, async (c) => {
        const query = readQuery(c);
        const page = v.parse(PageQuerySchema, query);
        const filter = v.safeParse(LogisticsFilterSchema, query);
        const list = await listBookLogistics(
          c.var.db,
          c.var.membership.organization.id,
          filter.success ? filter.output : {},
          page,
        );
        return c.json({ data: { books: list.books, meta: pageMeta(page, list.total) } });
      })
      /** The three steps' progress: what is open, what is complete, what is left. */
      .get(`${scope.path}/logistics/progress`, scope.member, async (c) => {
        const progress = await logisticsProgress(c.var.db, c.var.membership.organization);
        return c.json({ data: { progress } });
      })
      .get(`${scope.path}/logistics/:bookId`, scope.member, readBookParams, async (c) => {
        const book = await findBookLogistics(
          c.var.db,
          c.var.membership.organization.id,
          c.req.valid("param").bookId,
        );
        if (!book) return notFound(c);
        return c.json({ data: { book } });
      })
      /** Every parcel of the organization, filtered, one page. */
      .get(`${scope.path}/parcels`, scope.member, async (c) => {
        const query = readQuery(c);
        const page = v.parse(PageQuerySchema, query);
        const filter = v.safeParse(ParcelFilterSchema, query);
        const { parcels, total } = await listParcels(
          c.var.db,
          {
            organizationId: c.var.membership.organization.id,
            ...(filter.success ? filter.output : {}),
          },
          page,
        );
        return c.json({ data: { parcels, meta: pageMeta(page, total) } });
      })
      /** The print page's data: every parcel (or the chosen ones), by number. */
      .get(`${scope.path}/parcels/labels`, scope.member, async (c) => {
        const query = readQuery(c);
        const ids = (query.ids ?? "").split(",").filter((id) => v.is(IdSchema, id));
        // The list's filters choose what to print too, e.g. `?destination=none`: the parcels to send.
        const filter = v.safeParse(ParcelFilterSchema, query);
        const { parcels } = await listParcels(
          c.var.db,
          {
            organizationId: c.var.membership.organization.id,
            ...(filter.success ? filter.output : {}),
            ...(ids.length > 0 ? { ids } : {}),
          },
          { page: 1, per_page: 5_000 },
        );
        const booths = await confirmedFairBooths(
          c.var.db,
          c.var.membership.organization.id,
          c.var.clock.now(),
        );
        return c.json({
          data: { organization: { name: c.var.membership.organization.name }, booths, parcels },
        });
      })
      /** Journey 7: stock per title, with totals and search. */
      .get(`${scope.path}/products`, scope.member, async (c) => {
        const query = readQuery(c);
        const page = v.parse(PageQuerySchema, query);
        const q = query.q?.trim().slice(0, 200);
        const result = await listProducts(c.var.db, c.var.membership.organization.id, q, page);
        return c.json({
          data: {
            products: result.products,
            totals: result.totals,
            meta: pageMeta(page, result.total),
          },
        });
      })
  );
}

/** The caller's own organization's reads, at `/api/my-organization/…`. */
export const myOrganizationLogisticsRoutes = logisticsReads(callersOrganization);

/** Logistics routes under `/api/organizations/{id}/…` (journey steps 5–7). */
export const organizationLogisticsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .route("/", logisticsReads(organizationInPath))
  /** Saves one book's quantity, price, barcode and parcels. */
  .put("/:id/logistics/:bookId", organizationManager, bookParams, async (c) => {
    const organizationId = c.var.membership.organization.id;
    const { bookId } = c.req.valid("param");
    // An unknown book is 404 whatever is sent and whichever step is open: one query asks both.
    const pipeline = await isLogisticsOpen(c.var.db, c.var.membership.organization, bookId);
    if (!pipeline.bookFound) return notFound(c);
    const body = await readJsonObject(c);
    if (body instanceof Response) return body;
    const refused = pipeline.open ? undefined : await stepRefusal(c, "data");
    if (refused) return refused;
    const input = v.safeParse(BookLogisticsInputSchema, body);
    if (!input.success) return invalid(c, fieldErrorsFromIssues(input.issues));
    const outcome = await saveBookLogistics(c.var.db, organizationId, bookId, input.output);
    if (!isSaved(outcome)) return saveAnswer(c, outcome);
    return c.json({
      data: { book: outcome.book },
      message: c.var.i18n._(logisticsMessages.logisticsSaved),
    });
  })
  /** The quick list: several books at once, all or nothing; errors as `books.{i}.{field}`. */
  .put("/:id/logistics", organizationManager, async (c) => {
    const organizationId = c.var.membership.organization.id;
    const body = await readJsonObject(c);
    if (body instanceof Response) return body;
    const refused = await stepRefusal(c, "data");
    if (refused) return refused;
    const outer = v.safeParse(BulkLogisticsInputSchema, body);
    if (!outer.success) return invalid(c, fieldErrorsFromIssues(outer.issues));
    const errors: FieldErrors<ValidationCode> = {};
    const entries: Parameters<typeof saveManyBookLogistics>[2] = [];
    outer.output.books.forEach((entry, index) => {
      const input = v.safeParse(BookLogisticsInputSchema, entry.data);
      if (input.success) entries.push({ bookId: entry.book_id, input: input.output });
      else {
        for (const [field, codes] of Object.entries(fieldErrorsFromIssues(input.issues))) {
          errors[`books.${index}.${field}`] = codes;
        }
      }
    });
    if (new Set(outer.output.books.map((entry) => entry.book_id)).size !== entries.length) {
      if (Object.keys(errors).length === 0) errors.books = ["duplicate_in_file"];
    }
    if (Object.keys(errors).length > 0) return invalid(c, errors);
    const outcome = await saveManyBookLogistics(c.var.db, organizationId, entries);
    if (outcome !== "saved") return saveAnswer(c, outcome);
    return c.json({
      data: { saved: entries.length },
      message: c.var.i18n._({
        ...logisticsMessages.logisticsSavedMany,
        values: { count: entries.length },
      }),
    });
  })
  .get("/:id/parcels/export", organizationMember, async (c) => {
    const query = readQuery(c);
    const filter = v.safeParse(ParcelFilterSchema, query);
    return parcelsExport(
      c,
      {
        organizationId: c.var.membership.organization.id,
        ...(filter.success ? filter.output : {}),
      },
      query.format === "csv" ? "csv" : "xlsx",
    );
  })
  /** Step 2: labels attached (checkbox), the chosen parcels go to storage or the booth, once. */
  .post("/:id/parcels/send", organizationManager, async (c) => {
    const body = await readJsonObject(c);
    if (body instanceof Response) return body;
    const refused = await stepRefusal(c, "locations");
    if (refused) return refused;
    const input = v.safeParse(SendParcelsInputSchema, body);
    if (!input.success) return invalid(c, fieldErrorsFromIssues(input.issues));
    const sent = await sendParcels(
      c.var.db,
      c.var.user,
      c.var.membership.organization.id,
      input.output.ids,
      input.output.destination,
      c.var.clock.now(),
      c.var.locale,
    );
    if (typeof sent !== "number") return invalid(c, sent.errors);
    return c.json({
      data: { sent },
      message: c.var.i18n._({ ...logisticsMessages.parcelsSent, values: { count: sent } }),
    });
  })
  /** Step 3: a shipper for the chosen parcels, changeable until they are in transit. */
  .post("/:id/parcels/shipper", organizationManager, async (c) => {
    const body = await readJsonObject(c);
    if (body instanceof Response) return body;
    const refused = await stepRefusal(c, "shippers");
    if (refused) return refused;
    const input = v.safeParse(AssignShipperInputSchema, body);
    if (!input.success) return invalid(c, fieldErrorsFromIssues(input.issues));
    const assigned = await assignShipper(
      c.var.db,
      c.var.membership.organization.id,
      input.output.ids,
      input.output.shipper_id,
    );
    if (typeof assigned !== "number") return invalid(c, assigned.errors);
    return c.json({
      data: { assigned },
      message: c.var.i18n._({ ...logisticsMessages.shipperAssigned, values: { count: assigned } }),
    });
  });

// `/*i18n*/` descriptors: the API has no macro compiler (see messages.ts).
const parcelHeaders: MessageDescriptor[] = [
  /*i18n*/ { id: "export.organization", message: "Organization" },
  /*i18n*/ { id: "export.parcel_number", message: "Parcel number" },
  /*i18n*/ { id: "export.parcel_code", message: "Code" },
  /*i18n*/ { id: "export.destination", message: "Destination" },
  /*i18n*/ { id: "export.shipper", message: "Shipper" },
  /*i18n*/ { id: "export.status", message: "Status" },
  /*i18n*/ { id: "export.titles", message: "Titles" },
  /*i18n*/ { id: "export.total_copies", message: "Copies" },
];

const destinationWords: Record<Destination, MessageDescriptor> = {
  storage: /*i18n*/ { id: "destination.storage", message: "Storage" },
  booth: /*i18n*/ { id: "destination.booth", message: "Booth" },
};

const parcelStatusWords: Record<ParcelStatus, MessageDescriptor> = {
  prepared: /*i18n*/ { id: "parcel_status.prepared", message: "Prepared" },
  in_transit: /*i18n*/ { id: "parcel_status.in_transit", message: "In transit" },
  delivered: /*i18n*/ { id: "parcel_status.delivered", message: "Delivered" },
};

/** Parcels as a sheet in the request's language, streamed (for the exhibitor and the admin). */
export function parcelsExport<E extends AppEnv>(
  c: Context<E>,
  filter: Omit<ParcelFilter, "ids">,
  format: ExportFormat,
) {
  const { i18n } = c.var;
  const ar = c.var.locale === "ar";
  return streamExport(c, {
    fileName: `rawaq-parcels-${new Date().toISOString().slice(0, 10)}.${format}`,
    encoder: sheetEncoder(format, {
      headers: parcelHeaders.map((header) => i18n._(header)),
      cells: (parcel: Parcel) => [
        parcel.organization_name,
        parcel.number,
        parcel.code,
        parcel.destination ? i18n._(destinationWords[parcel.destination]) : "",
        parcel.shipper ? localized(parcel.shipper.name, c.var.locale) : "",
        i18n._(parcelStatusWords[parcel.status]),
        formatList(
          parcel.items.map((item) =>
            i18n._({
              ...logisticsMessages.parcelItem,
              values: { title: item.title, quantity: item.quantity },
            }),
          ),
          c.var.locale,
          "semicolon",
        ),
        parcel.total,
      ],
      sheet: ar ? "الطرود" : "Parcels",
      rightToLeft: ar,
      widths: [28, 14, 16, 12, 20, 14, 60, 10],
    }),
    read: (db, after: ParcelCursor | undefined, size) => parcelExportBatch(db, filter, after, size),
  });
}
