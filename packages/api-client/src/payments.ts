import { BankAccountSchema, type OrganizationBankInput } from "@rawaq/domain/bank-account";
import { envelopeSchema } from "@rawaq/domain/envelope";
import {
  AdminInvoiceListSchema,
  type EInvoiceStatus,
  EInvoiceQueueSchema,
  InvoiceListSchema,
  InvoiceSchema,
  type InvoiceStatus,
} from "@rawaq/domain/payments";
import type { DecisionInput } from "@rawaq/domain/review";
import { SellerSchema, type SellerInput } from "@rawaq/domain/seller";
import * as v from "valibot";
import { type Http, type PageParams, blob, call, searchParams, segment as id } from "./http.ts";

// apps/api/src/features/payments (issue 13): invoices for held booths, transfer receipts, the administration's queue.

/** Which of an invoice's signed documents: the invoice, or the credit note that cancelled it. */
export type EInvoiceKind = "invoice" | "credit_note";

export interface EInvoiceQuery extends PageParams {
  status?: EInvoiceStatus;
}

export interface InvoiceQuery extends PageParams {
  status?: InvoiceStatus;
  event_id?: string;
  q?: string;
}

const InvoiceResult = v.object({ invoice: InvoiceSchema });

export function paymentCalls({ ky: http }: Http) {
  return {
    listInvoices: (query: InvoiceQuery = {}) =>
      call(
        http.get("invoices", { searchParams: searchParams(query) }),
        envelopeSchema(InvoiceListSchema),
      ),
    /** Confirms a held booth: its invoice is issued and the hold lasts until it is due. */
    issueInvoice: (reservationId: string) =>
      call(
        http.post("invoices", { json: { reservation_id: reservationId } }),
        envelopeSchema(InvoiceResult),
      ),
    getInvoice: (invoiceId: string) =>
      call(http.get(`invoices/${id(invoiceId)}`), envelopeSchema(InvoiceResult)),
    /**
     * Sends the transfer receipt. `idempotencyKey` is made once per chosen file by the caller, so
     * a double click, a retry or a resend makes one record.
     */
    submitProof: (invoiceId: string, file: File, idempotencyKey: string) => {
      const form = new FormData();
      form.set("file", file);
      return call(
        http.post(`invoices/${id(invoiceId)}/proof`, {
          body: form,
          headers: { "Idempotency-Key": idempotencyKey },
        }),
        envelopeSchema(InvoiceResult),
      );
    },
    getProof: (invoiceId: string) => blob(http.get(`invoices/${id(invoiceId)}/proof`)),
    /** The e-invoice ZATCA cleared, as UBL XML (409 while it is being registered). */
    getInvoiceXml: (invoiceId: string, kind: EInvoiceKind = "invoice") =>
      blob(http.get(`invoices/${id(invoiceId)}/xml`, { searchParams: { kind } })),
    /** The manager changes the bank account of an approved organization. */
    updateBankAccount: (
      organizationId: string,
      input: Omit<OrganizationBankInput, "vat_number"> & { vat_number?: string },
    ) =>
      call(
        http.put(`organizations/${id(organizationId)}/bank-account`, { json: input }),
        envelopeSchema(v.object({ bank_account: BankAccountSchema })),
      ),

    admin: {
      listInvoices: (query: InvoiceQuery = {}) =>
        call(
          http.get("admin/invoices", { searchParams: searchParams(query) }),
          envelopeSchema(AdminInvoiceListSchema),
        ),
      exportInvoices: (query: Omit<InvoiceQuery, "page" | "per_page"> = {}) =>
        blob(http.get("admin/invoices/export", { searchParams: searchParams(query) })),
      getInvoice: (invoiceId: string) =>
        call(http.get(`admin/invoices/${id(invoiceId)}`), envelopeSchema(InvoiceResult)),
      getProof: (invoiceId: string) => blob(http.get(`admin/invoices/${id(invoiceId)}/proof`)),
      /** The signed document, cleared or not. */
      getInvoiceXml: (invoiceId: string, kind: EInvoiceKind = "invoice") =>
        blob(http.get(`admin/invoices/${id(invoiceId)}/xml`, { searchParams: { kind } })),
      /** The clearance queue (issue 30): every signed document and ZATCA's messages. */
      listEInvoices: (query: EInvoiceQuery = {}) =>
        call(
          http.get("admin/e-invoices", { searchParams: searchParams(query) }),
          envelopeSchema(EInvoiceQueueSchema),
        ),
      /** Sends a document waiting for its next try now. */
      retryEInvoice: (documentId: string) =>
        call(http.post(`admin/e-invoices/${id(documentId)}/retry`), envelopeSchema(v.object({}))),
      decideInvoice: (invoiceId: string, decision: DecisionInput) =>
        call(
          http.post(`admin/invoices/${id(invoiceId)}/decision`, { json: decision }),
          envelopeSchema(InvoiceResult),
        ),
      /** The fair's organizer as the seller on its invoices (issue 30). */
      getSeller: () =>
        call(http.get("admin/seller"), envelopeSchema(v.object({ seller: SellerSchema }))),
      updateSeller: (input: SellerInput) =>
        call(
          http.put("admin/seller", { json: input }),
          envelopeSchema(v.object({ seller: SellerSchema })),
        ),
    },
  };
}
