import type { EInvoiceQuery, InvoiceQuery } from "@rawaq/api-client/payments";
import { useState } from "react";
import useSWR from "swr";
import { paymentsApi } from "../../lib/api.ts";
import { createRevalidateHook, keyStartsWith } from "../../lib/revalidate.ts";
import { E_INVOICE_POLL_MS, invoiceRefreshInterval, isBeingRegistered } from "./e-invoice-state.ts";

/** Every payments key starts with this, so one call revalidates them all. */
export const PAYMENTS_KEY = "payments";

export function useInvoices(query: InvoiceQuery) {
  return useSWR(
    [PAYMENTS_KEY, "invoices", query] as const,
    async ([, , query]) => (await paymentsApi.listInvoices(query)).data,
    { keepPreviousData: true },
  );
}

/**
 * One invoice; asked again every 2 s while ZATCA's answer to its e-invoice is awaited.
 * NOTE: SWR calls a `refreshInterval` function when its polling effect starts and after each poll
 * (swr 2.5, use-swr's polling effect): answering 0 before the first answer, no poll would ever
 * start. The interval is a number here, set once an answer says ZATCA is awaited; the effect
 * restarts when it changes.
 */
export function useInvoice(id: string | undefined, side: "exhibitor" | "admin" | undefined) {
  const [refreshInterval, setRefreshInterval] = useState(0);
  const answer = useSWR(
    id && side ? ([PAYMENTS_KEY, "invoice", side, id] as const) : null,
    async ([, , side, id]) =>
      side === "admin"
        ? (await paymentsApi.admin.getInvoice(id)).data.invoice
        : (await paymentsApi.getInvoice(id)).data.invoice,
    { refreshInterval },
  );
  const wanted = invoiceRefreshInterval(answer.data);
  if (wanted !== refreshInterval) setRefreshInterval(wanted);
  return answer;
}

export function useAdminInvoices(query: InvoiceQuery) {
  return useSWR(
    [PAYMENTS_KEY, "admin-invoices", query] as const,
    async ([, , query]) => (await paymentsApi.admin.listInvoices(query)).data,
    { keepPreviousData: true },
  );
}

/**
 * A page of the e-invoice queue (issue 30), with the count of each status; asked again every 2 s
 * while a document on it waits for ZATCA, so a retry's outcome shows (the interval as in
 * useInvoice).
 */
export function useEInvoices(query: EInvoiceQuery) {
  const [refreshInterval, setRefreshInterval] = useState(0);
  const answer = useSWR(
    [PAYMENTS_KEY, "e-invoices", query] as const,
    async ([, , query]) => (await paymentsApi.admin.listEInvoices(query)).data,
    { keepPreviousData: true, refreshInterval },
  );
  const wanted = answer.data?.documents.some((document) => isBeingRegistered(document.status))
    ? E_INVOICE_POLL_MS
    : 0;
  if (wanted !== refreshInterval) setRefreshInterval(wanted);
  return answer;
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
