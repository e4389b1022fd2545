import {
  AdminParcelFilterSchema,
  DESTINATIONS,
  ParcelStatusInputSchema,
  ScanInputSchema,
  ShipperInputSchema,
  type Shipper,
  nextParcelStatus,
} from "@rawaq/domain/logistics";
import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { IdSchema } from "@rawaq/domain/validation";
import { asc, count, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { requireAdmin, requireUser } from "../../core/access.ts";
import { organizations, parcels, shippers } from "../../db/schema.ts";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { notFound } from "../../http/respond.ts";
import { invalid, readQuery, validateJson } from "../../http/validate.ts";
import { apiMessages } from "../../messages.ts";
import { listParcels, parcelOrganizations } from "./queries.ts";
import { parcelsExport } from "./routes.ts";
import { moveParcels } from "./service.ts";

export function toShipper(row: typeof shippers.$inferSelect): Shipper {
  return {
    id: row.id,
    name: { ar: row.nameAr, en: row.nameEn },
    phone: row.phone,
    email: row.email,
    active: row.active,
  };
}

function shipperColumns(input: v.InferOutput<typeof ShipperInputSchema>) {
  return {
    nameAr: input.name_ar,
    nameEn: input.name_en,
    phone: input.phone,
    email: input.email,
    active: input.active,
  };
}

/** `/api/shippers`: the fair's active shippers, for step 3. */
export const shipperRoutes = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  const rows = await c.var.db
    .select()
    .from(shippers)
    .where(eq(shippers.active, true))
    .orderBy(asc(c.var.locale === "ar" ? shippers.nameAr : shippers.nameEn))
    .limit(500);
  return c.json({ data: { shippers: rows.map(toShipper) } });
});

const shipperParams = pathParams({ shipperId: IdSchema });

/** `/api/admin/shippers`: create, edit, deactivate (active: false). */
export const adminShipperRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/", async (c) => {
    const page = v.parse(PageQuerySchema, readQuery(c));
    const [rows, [totals]] = await Promise.all([
      c.var.db
        .select()
        .from(shippers)
        .orderBy(asc(c.var.locale === "ar" ? shippers.nameAr : shippers.nameEn), asc(shippers.id))
        .limit(page.per_page)
        .offset((page.page - 1) * page.per_page),
      c.var.db.select({ total: count() }).from(shippers),
    ]);
    return c.json({
      data: { shippers: rows.map(toShipper), meta: pageMeta(page, totals?.total ?? 0) },
    });
  })
  .post("/", validateJson(ShipperInputSchema), async (c) => {
    const [row] = await c.var.db
      .insert(shippers)
      .values(shipperColumns(c.req.valid("json")))
      .returning();
    return c.json(
      { data: { shipper: toShipper(row!) }, message: c.var.i18n._(apiMessages.shipperSaved) },
      201,
    );
  })
  .put("/:shipperId", shipperParams, validateJson(ShipperInputSchema), async (c) => {
    const [row] = await c.var.db
      .update(shippers)
      .set(shipperColumns(c.req.valid("json")))
      .where(eq(shippers.id, c.req.valid("param").shipperId))
      .returning();
    if (!row) return notFound(c);
    return c.json({
      data: { shipper: toShipper(row) },
      message: c.var.i18n._(apiMessages.shipperSaved),
    });
  });

const DestinationSchema = v.picklist(DESTINATIONS);

/** `/api/admin/parcels`: every organization's parcels, bulk status, scan, manifests. */
export const adminParcelRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/", async (c) => {
    const query = readQuery(c);
    const page = v.parse(PageQuerySchema, query);
    const filter = v.safeParse(AdminParcelFilterSchema, query);
    const { organization_id: organizationId, ...rest } = filter.success ? filter.output : {};
    const { parcels: list, total } = await listParcels(
      c.var.db,
      { ...rest, ...(organizationId ? { organizationId } : {}) },
      page,
    );
    return c.json({ data: { parcels: list, meta: pageMeta(page, total) } });
  })
  /** The publishing houses with parcels under the list's other filters, for its house filter. */
  .get("/organizations", async (c) => {
    const filter = v.safeParse(AdminParcelFilterSchema, readQuery(c));
    const { organization_id: _ignored, ...rest } = filter.success ? filter.output : {};
    return c.json({ data: { organizations: await parcelOrganizations(c.var.db, rest) } });
  })
  .get("/export", async (c) => {
    const query = readQuery(c);
    const filter = v.safeParse(AdminParcelFilterSchema, query);
    const { organization_id: organizationId, ...rest } = filter.success ? filter.output : {};
    return parcelsExport(
      c,
      { ...rest, ...(organizationId ? { organizationId } : {}) },
      query.format === "csv" ? "csv" : "xlsx",
    );
  })
  /** Moves the chosen parcels to a status; audited, each organization notified. */
  .post("/status", validateJson(ParcelStatusInputSchema), async (c) => {
    const { ids, status } = c.req.valid("json");
    const moved = await moveParcels(c.var.db, c.var.user, ids, status);
    if (typeof moved !== "number") return invalid(c, moved.errors);
    return c.json({
      data: { updated: moved },
      message: c.var.i18n._({ ...apiMessages.parcelsMoved, values: { count: moved } }),
    });
  })
  /** The scan box: a parcel by the code on its label, and the status it moves to next. */
  .post("/scan", validateJson(ScanInputSchema), async (c) => {
    const [row] = await c.var.db
      .select({ id: parcels.id })
      .from(parcels)
      .where(eq(parcels.code, c.req.valid("json").code));
    if (!row) return notFound(c);
    const { parcels: found } = await listParcels(
      c.var.db,
      { ids: [row.id] },
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
      const [organization] = await c.var.db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
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
