import type { Destination, ParcelDestinationFilter, ParcelStatus } from "@rawaq/domain/logistics";
import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";
import { api } from "../../lib/api.ts";
import { ORGANIZATION_KEY } from "../../lib/use-profile.ts";

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

const logError = (what: string) => (error: unknown) =>
  console.error(`${what} could not be loaded:`, error);

export function useLogisticsBooks(organizationId: string | undefined, query: LogisticsBooksQuery) {
  return useSWR(
    organizationId ? [LOGISTICS_KEY, "books", organizationId, query] : null,
    async () => (await api.logistics.listBooks(organizationId!, query)).data,
    { keepPreviousData: true, onError: logError("Books' data") },
  );
}

/** The three steps' progress; refreshed with the rest after a change (useRefreshLogistics). */
export function useLogisticsProgress(organizationId: string | undefined) {
  return useSWR(
    organizationId ? [LOGISTICS_KEY, "progress", organizationId] : null,
    async () => (await api.logistics.getProgress(organizationId!)).data.progress,
    { onError: logError("Logistics progress") },
  );
}

export function useBookLogistics(organizationId: string | undefined, bookId: string) {
  return useSWR(
    organizationId && bookId ? [LOGISTICS_KEY, "book", organizationId, bookId] : null,
    async () => (await api.logistics.getBook(organizationId!, bookId)).data.book,
    { onError: logError("Book's data") },
  );
}

export function useParcels(organizationId: string | undefined, query: ParcelsQuery) {
  return useSWR(
    organizationId ? [LOGISTICS_KEY, "parcels", organizationId, query] : null,
    async () => (await api.logistics.listParcels(organizationId!, query)).data,
    { keepPreviousData: true, onError: logError("Parcels") },
  );
}

export function useLabels(
  organizationId: string | undefined,
  query: { ids: string[]; destination?: ParcelDestinationFilter | undefined },
) {
  const { ids, destination } = query;
  return useSWR(
    organizationId ? [LOGISTICS_KEY, "labels", organizationId, ids.join(","), destination] : null,
    async () =>
      (
        await api.logistics.labels(organizationId!, {
          ids,
          ...(destination ? { destination } : {}),
        })
      ).data,
    { revalidateOnFocus: false, onError: logError("Labels") },
  );
}

export function useProducts(
  organizationId: string | undefined,
  query: { q: string; page: number; per_page: number },
) {
  return useSWR(
    organizationId ? [LOGISTICS_KEY, "products", organizationId, query] : null,
    async () => (await api.logistics.listProducts(organizationId!, query)).data,
    { keepPreviousData: true, onError: logError("Products") },
  );
}

export function useShippers() {
  return useSWR(
    [LOGISTICS_KEY, "shippers"],
    async () => (await api.logistics.listShippers()).data.shippers,
    { onError: logError("Shippers") },
  );
}

export function useAdminShippers(page: number) {
  return useSWR(
    [LOGISTICS_KEY, "admin-shippers", page],
    async () => (await api.logistics.admin.listShippers({ page, per_page: 50 })).data,
    { keepPreviousData: true, onError: logError("Shippers") },
  );
}

export function useAdminParcels(query: ParcelsQuery & { organization_id?: string }) {
  return useSWR(
    [LOGISTICS_KEY, "admin-parcels", query],
    async () => (await api.logistics.admin.listParcels(query)).data,
    { keepPreviousData: true, onError: logError("Parcels") },
  );
}

/** The houses with parcels under the admin list's filters (its organization filter). */
export function useParcelOrganizations(query: Pick<ParcelsQuery, "status" | "destination" | "q">) {
  return useSWR(
    [LOGISTICS_KEY, "admin-parcel-organizations", query],
    async () => (await api.logistics.admin.parcelOrganizations(query)).data.organizations,
    { keepPreviousData: true, onError: logError("Publishing houses") },
  );
}

export function useManifest(organizationId: string, destination: Destination) {
  return useSWR(
    [LOGISTICS_KEY, "manifest", organizationId, destination],
    async () => (await api.logistics.admin.manifest(organizationId, destination)).data,
    { revalidateOnFocus: false, onError: logError("Manifest") },
  );
}

/** After any change: every logistics list and the organization's meta (step completeness). */
export function useRefreshLogistics() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      Promise.all([
        mutate((key) => Array.isArray(key) && key[0] === LOGISTICS_KEY),
        mutate(ORGANIZATION_KEY),
      ]),
    [mutate],
  );
}
