import type { EInvoiceStatus, Invoice } from "@rawaq/domain/payments";

// An invoice's way through ZATCA's clearance (issue 30): what its page shows and when it asks
// again. signed/submitted: being registered; cleared: the buyer may have it; rejected: ZATCA
// refused it, and the administration corrects it.

export type EInvoice = NonNullable<Invoice["e_invoice"]>;

/** How often a page asks again while ZATCA's answer is awaited (the clearance worker's pace). */
export const E_INVOICE_POLL_MS = 2_000;

/** Signed (waiting to be sent) or submitted (sent, ZATCA's answer awaited). */
export function isBeingRegistered(status: EInvoiceStatus): boolean {
  return status === "signed" || status === "submitted";
}

/**
 * What the exhibitor's invoice page shows: the sheet (an invoice issued while e-invoicing was
 * off, or one ZATCA cleared), a notice while ZATCA has not answered, or one when ZATCA refused it.
 * The buyer never gets an invoice ZATCA has not cleared.
 */
export type ExhibitorInvoiceView = "sheet" | "registering" | "refused";

export function exhibitorInvoiceView(eInvoice: Invoice["e_invoice"]): ExhibitorInvoiceView {
  if (!eInvoice || eInvoice.status === "cleared") return "sheet";
  return eInvoice.status === "rejected" ? "refused" : "registering";
}

/**
 * SWR's refresh interval for an invoice: every {@link E_INVOICE_POLL_MS} while ZATCA's answer to
 * the invoice or to its credit note is awaited, never otherwise.
 */
export function invoiceRefreshInterval(invoice: Pick<Invoice, "e_invoice"> | undefined): number {
  const eInvoice = invoice?.e_invoice;
  if (!eInvoice) return 0;
  const isWaiting =
    isBeingRegistered(eInvoice.status) ||
    (eInvoice.credit_note !== null && isBeingRegistered(eInvoice.credit_note.status));
  return isWaiting ? E_INVOICE_POLL_MS : 0;
}
