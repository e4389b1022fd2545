import { envelopeSchema } from "@rawaq/domain/envelope";
import {
  BookLogisticsListSchema,
  BookLogisticsSchema,
  type Destination,
  LogisticsImportResultSchema,
  LogisticsProgressSchema,
  ManifestSchema,
  type ParcelDestinationFilter,
  ParcelLabelsSchema,
  ParcelListSchema,
  ParcelSchema,
  type ParcelStatus,
  PARCEL_STATUSES,
  ProductListSchema,
  ShipperSchema,
} from "@rawaq/domain/logistics";
import { PageMetaSchema } from "@rawaq/domain/pagination";
import * as v from "valibot";
import { type Http, type PageParams, blob, call, searchParams, segment } from "./http.ts";

// apps/api/src/features/logistics: complete data, parcels, shipment, products, and their
// administration (issue 11). What a page of the caller's own organization reads is asked at
// `my-organization/…`, without the id; changes name the organization (docs/decisions/079-…).

export interface ParcelQuery extends PageParams {
  status?: ParcelStatus;
  destination?: ParcelDestinationFilter;
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

const org = (id: string) => `organizations/${segment(id)}`;
const mine = "my-organization";

export function logisticsCalls({ ky: http, upload }: Http) {
  return {
    listBooks: (
      query: PageParams & { state?: "all" | "incomplete" | "complete"; q?: string } = {},
    ) =>
      call(
        http.get(`${mine}/logistics`, { searchParams: searchParams(query) }),
        envelopeSchema(BookLogisticsListSchema),
      ),
    /** The three steps' progress (apart from the list: a page or a search does not change it). */
    getProgress: () =>
      call(
        http.get(`${mine}/logistics/progress`),
        envelopeSchema(v.object({ progress: LogisticsProgressSchema })),
      ),
    getBook: (bookId: string) =>
      call(
        http.get(`${mine}/logistics/${segment(bookId)}`),
        envelopeSchema(v.object({ book: BookLogisticsSchema })),
      ),
    saveBook: (organizationId: string, bookId: string, data: BookLogisticsDraft) =>
      call(
        http.put(`${org(organizationId)}/logistics/${segment(bookId)}`, {
          json: data,
        }),
        envelopeSchema(v.object({ book: BookLogisticsSchema })),
      ),
    saveBooks: (organizationId: string, books: { book_id: string; data: BookLogisticsDraft }[]) =>
      call(
        http.put(`${org(organizationId)}/logistics`, { json: { books } }),
        envelopeSchema(v.object({ saved: v.number() })),
      ),
    /** The books' data as a sheet, pre-filled with the approved books (members only). */
    dataTemplate: (organizationId: string, locale: string, format: "xlsx" | "csv") =>
      blob(
        http.get(`${org(organizationId)}/logistics-template.${format}`, {
          searchParams: { locale },
        }),
      ),
    /** Uploads the books' data for a preview; nothing is saved until `commitDataImport`. */
    uploadData: (organizationId: string, file: File, onProgress?: (fraction: number) => void) => {
      const form = new FormData();
      form.set("file", file);
      return upload(
        `${org(organizationId)}/logistics-imports`,
        form,
        envelopeSchema(LogisticsImportResultSchema),
        onProgress,
      );
    },
    /** One page of an uploaded sheet's rows; `only: "errors"` lists the rows that need fixing. */
    getDataImport: (
      organizationId: string,
      importId: string,
      query: PageParams & { only?: "errors" } = {},
    ) =>
      call(
        http.get(`${org(organizationId)}/logistics-imports/${segment(importId)}`, {
          searchParams: searchParams(query),
        }),
        envelopeSchema(LogisticsImportResultSchema),
      ),
    /** Saves every row of a checked sheet, all or none. */
    commitDataImport: (organizationId: string, importId: string) =>
      call(
        http.post(`${org(organizationId)}/logistics-imports/${segment(importId)}/commit`, {
          timeout: 120_000,
        }),
        envelopeSchema(LogisticsImportResultSchema),
      ),
    listParcels: (query: ParcelQuery = {}) =>
      call(
        http.get(`${mine}/parcels`, { searchParams: searchParams(query) }),
        envelopeSchema(ParcelListSchema),
      ),
    labels: (query: { ids?: string[]; destination?: ParcelDestinationFilter } = {}) =>
      call(
        http.get(`${mine}/parcels/labels`, {
          searchParams: searchParams({
            ids: query.ids?.join(","),
            destination: query.destination,
          }),
          timeout: 60_000,
        }),
        envelopeSchema(ParcelLabelsSchema),
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
    listProducts: (query: PageParams & { q?: string } = {}) =>
      call(
        http.get(`${mine}/products`, { searchParams: searchParams(query) }),
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
          http.put(`admin/shippers/${segment(id)}`, { json: input }),
          envelopeSchema(v.object({ shipper: ShipperSchema })),
        ),
      /** `event_id`: the parcels of the houses approved for that event. */
      listParcels: (query: ParcelQuery & { organization_id?: string; event_id?: string } = {}) =>
        call(
          http.get("admin/parcels", { searchParams: searchParams(query) }),
          envelopeSchema(ParcelListSchema),
        ),
      parcelOrganizations: (
        query: Omit<ParcelQuery, "page" | "per_page"> & { event_id?: string } = {},
      ) =>
        call(
          http.get("admin/parcels/organizations", { searchParams: searchParams(query) }),
          envelopeSchema(
            v.object({
              organizations: v.array(
                v.object({ id: v.string(), name: v.string(), count: v.number() }),
              ),
            }),
          ),
        ),
      exportParcels: (
        query: ParcelQuery & {
          organization_id?: string;
          event_id?: string;
          format: "xlsx" | "csv";
        },
      ) => blob(http.get("admin/parcels/export", { searchParams: searchParams(query) })),
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
          http.get(`admin/parcels/manifest/${segment(organizationId)}/${destination}`, {
            timeout: 60_000,
          }),
          envelopeSchema(ManifestSchema),
        ),
    },
  };
}
