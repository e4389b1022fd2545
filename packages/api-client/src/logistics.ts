import { envelopeSchema } from "@rawaq/domain/envelope";
import {
  BookLogisticsListSchema,
  BookLogisticsSchema,
  type Destination,
  ManifestSchema,
  ParcelListSchema,
  ParcelSchema,
  type ParcelStatus,
  PARCEL_STATUSES,
  ProductListSchema,
  ShipperSchema,
} from "@rawaq/domain/logistics";
import { PageMetaSchema } from "@rawaq/domain/pagination";
import type { KyInstance } from "ky";
import * as v from "valibot";
import { type PageParams, blob, call, searchParams } from "./client.ts";

export interface ParcelQuery extends PageParams {
  status?: ParcelStatus;
  destination?: Destination | "none";
  shipper?: "assigned" | "none";
  q?: string;
}

/** What the exhibitor types for one book; numbers as typed, the server converts. */
export interface BookLogisticsDraft {
  quantity: string | number;
  price: string | number;
  barcode: string;
  parcels: { number: string; quantity: string | number }[];
}

const org = (id: string) => `organizations/${encodeURIComponent(id)}`;

export function logisticsCalls(http: KyInstance) {
  return {
    listBooks: (
      organizationId: string,
      query: PageParams & { state?: "all" | "incomplete" | "complete"; q?: string } = {},
    ) =>
      call(
        http.get(`${org(organizationId)}/logistics`, { searchParams: searchParams(query) }),
        envelopeSchema(BookLogisticsListSchema),
      ),
    getBook: (organizationId: string, bookId: string) =>
      call(
        http.get(`${org(organizationId)}/logistics/${encodeURIComponent(bookId)}`),
        envelopeSchema(v.object({ book: BookLogisticsSchema })),
      ),
    saveBook: (organizationId: string, bookId: string, data: BookLogisticsDraft) =>
      call(
        http.put(`${org(organizationId)}/logistics/${encodeURIComponent(bookId)}`, {
          json: data,
        }),
        envelopeSchema(v.object({ book: BookLogisticsSchema })),
      ),
    saveBooks: (organizationId: string, books: { book_id: string; data: BookLogisticsDraft }[]) =>
      call(
        http.put(`${org(organizationId)}/logistics`, { json: { books } }),
        envelopeSchema(v.object({ saved: v.number() })),
      ),
    listParcels: (organizationId: string, query: ParcelQuery = {}) =>
      call(
        http.get(`${org(organizationId)}/parcels`, { searchParams: searchParams(query) }),
        envelopeSchema(ParcelListSchema),
      ),
    labels: (organizationId: string, ids: string[] = []) =>
      call(
        http.get(`${org(organizationId)}/parcels/labels`, {
          searchParams: searchParams({ ids: ids.join(",") }),
          timeout: 60_000,
        }),
        envelopeSchema(
          v.object({
            organization: v.object({ name: v.string() }),
            parcels: v.array(ParcelSchema),
          }),
        ),
      ),
    exportParcels: (organizationId: string, query: ParcelQuery & { format: "xlsx" | "csv" }) =>
      blob(
        http.get(`${org(organizationId)}/parcels/export`, { searchParams: searchParams(query) }),
      ),
    sendParcels: (organizationId: string, ids: string[], destination: Destination) =>
      call(
        http.post(`${org(organizationId)}/parcels/send`, {
          json: { ids, destination, labels_attached: true },
        }),
        envelopeSchema(v.object({ sent: v.number() })),
      ),
    assignShipper: (organizationId: string, ids: string[], shipperId: string) =>
      call(
        http.post(`${org(organizationId)}/parcels/shipper`, {
          json: { ids, shipper_id: shipperId },
        }),
        envelopeSchema(v.object({ assigned: v.number() })),
      ),
    listProducts: (organizationId: string, query: PageParams & { q?: string } = {}) =>
      call(
        http.get(`${org(organizationId)}/products`, { searchParams: searchParams(query) }),
        envelopeSchema(ProductListSchema),
      ),
    listShippers: () =>
      call(http.get("shippers"), envelopeSchema(v.object({ shippers: v.array(ShipperSchema) }))),

    admin: {
      listShippers: (query: PageParams = {}) =>
        call(
          http.get("admin/shippers", { searchParams: searchParams(query) }),
          envelopeSchema(v.object({ shippers: v.array(ShipperSchema), meta: PageMetaSchema })),
        ),
      createShipper: (input: Record<string, string | boolean>) =>
        call(
          http.post("admin/shippers", { json: input }),
          envelopeSchema(v.object({ shipper: ShipperSchema })),
        ),
      updateShipper: (id: string, input: Record<string, string | boolean>) =>
        call(
          http.put(`admin/shippers/${encodeURIComponent(id)}`, { json: input }),
          envelopeSchema(v.object({ shipper: ShipperSchema })),
        ),
      listParcels: (query: ParcelQuery & { organization_id?: string } = {}) =>
        call(
          http.get("admin/parcels", { searchParams: searchParams(query) }),
          envelopeSchema(ParcelListSchema),
        ),
      moveParcels: (ids: string[], status: ParcelStatus) =>
        call(
          http.post("admin/parcels/status", { json: { ids, status } }),
          envelopeSchema(v.object({ updated: v.number() })),
        ),
      scan: (code: string) =>
        call(
          http.post("admin/parcels/scan", { json: { code } }),
          envelopeSchema(
            v.object({
              parcel: ParcelSchema,
              next_status: v.nullable(v.picklist(PARCEL_STATUSES)),
            }),
          ),
        ),
      manifest: (organizationId: string, destination: Destination) =>
        call(
          http.get(`admin/parcels/manifest/${encodeURIComponent(organizationId)}/${destination}`, {
            timeout: 60_000,
          }),
          envelopeSchema(ManifestSchema),
        ),
    },
  };
}
