import type { InvoiceQuery } from "@rawaq/api-client/payments";
import useSWR from "swr";
import { paymentsApi } from "../../lib/api.ts";
import { createRevalidateHook, keyStartsWith } from "../../lib/revalidate.ts";

/** Every payments key starts with this, so one call revalidates them all. */
export const PAYMENTS_KEY = "payments";

export function useInvoices(query: InvoiceQuery) {
  return useSWR(
    [PAYMENTS_KEY, "invoices", query] as const,
    async ([, , query]) => (await paymentsApi.listInvoices(query)).data,
    { keepPreviousData: true },
  );
}

export function useInvoice(id: string | undefined, side: "exhibitor" | "admin" | undefined) {
  return useSWR(
    id && side ? ([PAYMENTS_KEY, "invoice", side, id] as const) : null,
    async ([, , side, id]) =>
      side === "admin"
        ? (await paymentsApi.admin.getInvoice(id)).data.invoice
        : (await paymentsApi.getInvoice(id)).data.invoice,
  );
}

export function useAdminInvoices(query: InvoiceQuery) {
  return useSWR(
    [PAYMENTS_KEY, "admin-invoices", query] as const,
    async ([, , query]) => (await paymentsApi.admin.listInvoices(query)).data,
    { keepPreviousData: true },
  );
}

/** The fair's organizer as the seller on its invoices (issue 30). */
export function useSeller() {
  return useSWR(
    [PAYMENTS_KEY, "seller"] as const,
    async () => (await paymentsApi.admin.getSeller()).data.seller,
  );
}

/** Revalidates every payments answer after a change. */
export const useRevalidatePayments = createRevalidateHook(() => [keyStartsWith(PAYMENTS_KEY)]);
