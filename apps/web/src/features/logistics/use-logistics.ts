import type { Destination, ParcelDestinationFilter, ParcelStatus } from "@rawaq/domain/logistics";
import useSWR from "swr";
import { api } from "../../lib/api.ts";
import { createRevalidateHook, keyStartsWith } from "../../lib/revalidate.ts";
import { ORGANIZATION_KEY } from "../../lib/use-profile.ts";
import { logLoadFailure } from "../../lib/load-failure.ts";

/** The first item of every logistics key: one prefix to revalidate them all after a change. */
export const LOGISTICS_KEY = "logistics";

export interface LogisticsBooksQuery {
  state?: "all" | "incomplete" | "complete";
  q: string;
  page: number;
  per_page: number;
}

export interface ParcelsQuery {
  status?: ParcelStatus;
  destination?: ParcelDestinationFilter;
  shipper?: "assigned" | "none";
  q: string;
  page: number;
  per_page: number;
}

// The caller's own organization's data is asked without its id (`/api/my-organization/…`): a
// page starts these with the page, not after GET organizations (docs/decisions/079-…). The keys
// need no id either: the SWR cache is the signed-in user's.

export function useLogisticsBooks(query: LogisticsBooksQuery) {
  return useSWR(
    [LOGISTICS_KEY, "books", query] as const,
    async ([, , query]) => (await api.logistics.listBooks(query)).data,
    { keepPreviousData: true, onError: logLoadFailure("Books' data") },
  );
}

/** The three steps' progress; refreshed with the rest after a change (useRevalidateLogistics). */
export function useLogisticsProgress() {
  return useSWR(
    [LOGISTICS_KEY, "progress"],
    async () => (await api.logistics.getProgress()).data.progress,
    { onError: logLoadFailure("Logistics progress") },
  );
}

export function useBookLogistics(bookId: string) {
  return useSWR(
    bookId ? ([LOGISTICS_KEY, "book", bookId] as const) : null,
    async ([, , bookId]) => (await api.logistics.getBook(bookId)).data.book,
    { onError: logLoadFailure("Book's data") },
  );
}

export function useParcels(query: ParcelsQuery) {
  return useSWR(
    [LOGISTICS_KEY, "parcels", query] as const,
    async ([, , query]) => (await api.logistics.listParcels(query)).data,
    { keepPreviousData: true, onError: logLoadFailure("Parcels") },
  );
}

export function useLabels(query: {
  ids: string[];
  destination?: ParcelDestinationFilter | undefined;
}) {
  const { ids, destination } = query;
  return useSWR(
    [LOGISTICS_KEY, "labels", ids.join(","), destination] as const,
    async ([, , ids, destination]) =>
      (
        await api.logistics.labels({
          ids: ids === "" ? [] : ids.split(","),
          ...(destination ? { destination } : {}),
        })
      ).data,
    { revalidateOnFocus: false, onError: logLoadFailure("Labels") },
  );
}

export function useProducts(query: { q: string; page: number; per_page: number }) {
  return useSWR(
    [LOGISTICS_KEY, "products", query] as const,
    async ([, , query]) => (await api.logistics.listProducts(query)).data,
    { keepPreviousData: true, onError: logLoadFailure("Products") },
  );
}

export function useShippers() {
  return useSWR(
    [LOGISTICS_KEY, "shippers"],
    async () => (await api.logistics.listShippers()).data.shippers,
    { onError: logLoadFailure("Shippers") },
  );
}

export function useAdminShippers(page: number) {
  return useSWR(
    [LOGISTICS_KEY, "admin-shippers", page] as const,
    async ([, , page]) => (await api.logistics.admin.listShippers({ page, per_page: 50 })).data,
    { keepPreviousData: true, onError: logLoadFailure("Shippers") },
  );
}

export function useAdminParcels(query: ParcelsQuery & { organization_id?: string }) {
  return useSWR(
    [LOGISTICS_KEY, "admin-parcels", query] as const,
    async ([, , query]) => (await api.logistics.admin.listParcels(query)).data,
    { keepPreviousData: true, onError: logLoadFailure("Parcels") },
  );
}

/** The houses with parcels under the admin list's filters (its organization filter). */
export function useParcelOrganizations(
  query: Pick<ParcelsQuery, "status" | "destination" | "q"> & { event_id?: string },
) {
  return useSWR(
    [LOGISTICS_KEY, "admin-parcel-organizations", query] as const,
    async ([, , query]) =>
      (await api.logistics.admin.parcelOrganizations(query)).data.organizations,
    { keepPreviousData: true, onError: logLoadFailure("Publishing houses") },
  );
}

export function useManifest(organizationId: string, destination: Destination) {
  return useSWR(
    [LOGISTICS_KEY, "manifest", organizationId, destination] as const,
    async ([, , organizationId, destination]) =>
      (await api.logistics.admin.manifest(organizationId, destination)).data,
    { revalidateOnFocus: false, onError: logLoadFailure("Manifest") },
  );
}

/** After any change: every logistics list and the organization's meta (step completeness). */
export const useRevalidateLogistics = createRevalidateHook(() => [
  keyStartsWith(LOGISTICS_KEY),
  ORGANIZATION_KEY,
]);
