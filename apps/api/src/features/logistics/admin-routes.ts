import {
  AdminParcelFilterSchema,
  DESTINATIONS,
  ParcelStatusInputSchema,
  ScanInputSchema,
  ShipperInputSchema,
  nextParcelStatus,
} from "@rawaq/domain/logistics";
import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { IdSchema } from "@rawaq/domain/validation";
import { Hono } from "hono";
import * as v from "valibot";
import { requireAdmin, requireUser } from "../../core/access.ts";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { notFound } from "../../http/respond.ts";
import { invalid, readQuery, validateJson } from "../../http/validate.ts";
import {
  type ParcelFilter,
  listParcels,
  organizationName,
  parcelIdByCode,
  parcelOrganizations,
} from "./queries.ts";
import { parcelsExport } from "./routes.ts";
import { moveParcels } from "./service.ts";
import { activeShippers, createShipper, listShippers, updateShipper } from "./shippers.ts";
import { logisticsMessages } from "./messages.ts";

/** `/api/shippers`: the fair's active shippers, for step 3. */
export const shipperRoutes = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  return c.json({ data: { shippers: await activeShippers(c.var.db, c.var.locale) } });
});

const shipperParams = pathParams({ shipperId: IdSchema });

/** `/api/admin/shippers`: create, edit, deactivate (active: false). */
export const adminShipperRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/", async (c) => {
    const page = v.parse(PageQuerySchema, readQuery(c));
    const { shippers, total } = await listShippers(c.var.db, c.var.locale, page);
    return c.json({ data: { shippers, meta: pageMeta(page, total) } });
  })
  .post("/", validateJson(ShipperInputSchema), async (c) => {
    const shipper = await createShipper(c.var.db, c.req.valid("json"));
    return c.json(
      { data: { shipper }, message: c.var.i18n._(logisticsMessages.shipperSaved) },
      201,
    );
  })
  .put("/:shipperId", shipperParams, validateJson(ShipperInputSchema), async (c) => {
    const shipper = await updateShipper(
      c.var.db,
      c.req.valid("param").shipperId,
      c.req.valid("json"),
    );
    if (!shipper) return notFound(c);
    return c.json({
      data: { shipper },
      message: c.var.i18n._(logisticsMessages.shipperSaved),
    });
  });

const DestinationSchema = v.picklist(DESTINATIONS);

/** The list's filters from the query string; malformed ones show every parcel. */
function adminParcelFilter(query: Record<string, string>): ParcelFilter {
  const filter = v.safeParse(AdminParcelFilterSchema, query);
  if (!filter.success) return {};
  const { organization_id: organizationId, event_id: eventId, ...rest } = filter.output;
  return { ...rest, organizationId, eventId };
}

/** `/api/admin/parcels`: every organization's parcels, bulk status, scan, manifests. */
export const adminParcelRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/", async (c) => {
    const query = readQuery(c);
    const page = v.parse(PageQuerySchema, query);
    const { parcels: list, total } = await listParcels(c.var.db, adminParcelFilter(query), page);
    return c.json({ data: { parcels: list, meta: pageMeta(page, total) } });
  })
  /** The publishing houses with parcels under the list's other filters, for its house filter. */
  .get("/organizations", async (c) => {
    const { organizationId: _ignored, ...rest } = adminParcelFilter(readQuery(c));
    return c.json({ data: { organizations: await parcelOrganizations(c.var.db, rest) } });
  })
  .get("/export", async (c) => {
    const query = readQuery(c);
    return parcelsExport(c, adminParcelFilter(query), query.format === "csv" ? "csv" : "xlsx");
  })
  /** Moves the chosen parcels to a status; audited, each organization notified. */
  .post("/status", validateJson(ParcelStatusInputSchema), async (c) => {
    const { ids, status } = c.req.valid("json");
    const moved = await moveParcels(c.var.db, c.var.user, ids, status, c.var.clock.now());
    if (typeof moved !== "number") return invalid(c, moved.errors);
    return c.json({
      data: { updated: moved },
      message: c.var.i18n._({ ...logisticsMessages.parcelsMoved, values: { count: moved } }),
    });
  })
  /** The scan box: a parcel by the code on its label, and the status it moves to next. */
  .post("/scan", validateJson(ScanInputSchema), async (c) => {
    const parcelId = await parcelIdByCode(c.var.db, c.req.valid("json").code);
    if (!parcelId) return notFound(c);
    const { parcels: found } = await listParcels(
      c.var.db,
      { ids: [parcelId] },
      { page: 1, per_page: 1 },
    );
    const parcel = found[0]!;
    return c.json({ data: { parcel, next_status: nextParcelStatus(parcel.status) } });
  })
  /** A printable manifest: an organization's parcels sent to storage or to its booth. */
  .get(
    "/manifest/:organizationId/:destination",
    pathParams({ organizationId: IdSchema, destination: DestinationSchema }),
    async (c) => {
      const { organizationId, destination } = c.req.valid("param");
      const organization = await organizationName(c.var.db, organizationId);
      if (!organization) return notFound(c);
      const { parcels: list } = await listParcels(
        c.var.db,
        { organizationId, destination },
        { page: 1, per_page: 5_000 },
      );
      return c.json({
        data: {
          organization,
          destination,
          parcels: list,
          total: list.reduce((sum, parcel) => sum + parcel.total, 0),
        },
      });
    },
  );
