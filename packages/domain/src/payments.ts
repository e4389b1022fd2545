import * as v from "valibot";
import { BilingualSchema } from "./bilingual.ts";
import { IMAGE_MAX_BYTES } from "./files.ts";
import { percentOfHalalas } from "./money.ts";
import { PageMetaSchema } from "./pagination.ts";
import { readWholeNumber } from "./numbers.ts";
import { normalizeDigits } from "./rules.ts";
import { IdSchema } from "./validation.ts";

// Invoices for booth reservations (issue 13): money in integer halalas, VAT rounded once per
// invoice (docs/decisions/045-…), the Saudi simplified e-invoice QR as TLV in base64.

export const INVOICE_STATUSES = [
  "issued",
  "proof_submitted",
  "paid",
  "rejected",
  // Its reservation was cancelled before it was paid: nothing is owed (a paid one stays paid).
  "void",
  // Not stored: an issued or rejected invoice past its due date (its hold is released).
  "expired",
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * An invoice's number as printed: its event's invoice series, then its place in that event's
 * sequence, "E7-0001" (docs/decisions/047-…). Unique across events, and it never changes.
 */
export function invoiceNumber(series: number, sequence: number): string {
  return `E${series}-${String(sequence).padStart(4, "0")}`;
}

/** The series and sequence of a number as typed ("E7-0001", "e7-1", " E7 - 0001 "), if it is one. */
export function parseInvoiceNumber(text: string): { series: number; sequence: number } | null {
  const match = /^E(\d{1,9})\s*-\s*(\d{1,9})$/i.exec(normalizeDigits(text).trim());
  if (!match) return null;
  return { series: readWholeNumber(match[1])!, sequence: readWholeNumber(match[2])! };
}

/** VAT in Saudi Arabia, in percent. */
export const VAT_PERCENT = 15;
/** Days between an invoice's issue and its due date. */
export const INVOICE_DUE_DAYS = 7;
/** The transfer receipt's largest size: the limit `file_too_large` states, as for photos. */
export const PROOF_MAX_BYTES = IMAGE_MAX_BYTES;

/**
 * VAT on a subtotal, both in halalas, rounded once for the whole invoice, half up
 * (docs/decisions/045-…). Integer arithmetic only: no float ever touches money.
 */
export function vatHalalas(subtotalHalalas: number): number {
  return percentOfHalalas(subtotalHalalas, VAT_PERCENT);
}

/** The invoice's sums from its lines' amounts (halalas). */
export function invoiceTotals(lineAmounts: readonly number[]) {
  const subtotal = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  const vat = vatHalalas(subtotal);
  return { subtotal_halalas: subtotal, vat_halalas: vat, total_halalas: subtotal + vat };
}

/** The five fields of the simplified tax invoice QR (ZATCA phase 1), in tag order 1–5. */
export interface EInvoiceQrFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601 time of issue. */
  timestamp: string;
  totalWithVat: string;
  vatTotal: string;
}

/** The QR's text: each field as tag, length in bytes, UTF-8 value; all of it in base64. */
export function encodeEInvoiceQr(fields: EInvoiceQrFields): string {
  return encodeTlvQr([
    fields.sellerName,
    fields.vatNumber,
    fields.timestamp,
    fields.totalWithVat,
    fields.vatTotal,
  ]);
}

/**
 * Values as ZATCA's QR writes them, tagged 1, 2, 3… in order: text as UTF-8, bytes as they are
 * (phase 2 adds the invoice hash, the signature and the public key as tags 6–8).
 */
export function encodeTlvQr(values: readonly (string | Uint8Array)[]): string {
  const encoder = new TextEncoder();
  const parts: number[] = [];
  values.forEach((value, index) => {
    const bytes = typeof value === "string" ? encoder.encode(value) : value;
    if (bytes.length > 255) throw new RangeError("A QR field holds at most 255 bytes.");
    parts.push(index + 1, bytes.length, ...bytes);
  });
  return bytesToBase64(Uint8Array.from(parts));
}

/** The QR's fields back from its base64 text, by tag; what a scanner does. */
export function decodeEInvoiceQr(base64: string): Map<number, string> {
  const bytes = base64ToBytes(base64);
  const decoder = new TextDecoder();
  const fields = new Map<number, string>();
  let at = 0;
  while (at + 2 <= bytes.length) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    fields.set(tag, decoder.decode(bytes.subarray(at + 2, at + 2 + length)));
    at += 2 + length;
  }
  return fields;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64ToBytes(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/**
 * The status an invoice shows: an issued or rejected one past its due date has expired; a void
 * one stays void.
 */
export function effectiveInvoiceStatus(
  invoice: { status: Exclude<InvoiceStatus, "expired">; due_at: string | Date },
  now: Date,
): InvoiceStatus {
  if (invoice.status !== "issued" && invoice.status !== "rejected") return invoice.status;
  return new Date(invoice.due_at).getTime() <= now.getTime() ? "expired" : invoice.status;
}

/**
 * The stored statuses of an invoice not yet paid: cancelling its reservation voids it. A paid one
 * stays paid; refunds are handled outside the portal.
 */
export const UNPAID_INVOICE_STATUSES = [
  "issued",
  "proof_submitted",
  "rejected",
] as const satisfies readonly InvoiceStatus[];

/** Whether the exhibitor may send a transfer receipt for an invoice in this status. */
export function acceptsProof(status: InvoiceStatus): boolean {
  return status === "issued" || status === "rejected";
}

// Answers

/**
 * An e-invoice's way through ZATCA's clearance: signed (waiting to be sent), submitted (sent,
 * the answer awaited), cleared (the buyer may have it) or rejected.
 */
export const E_INVOICE_STATUSES = ["signed", "submitted", "cleared", "rejected"] as const;
export type EInvoiceStatus = (typeof E_INVOICE_STATUSES)[number];

export const EInvoiceMessageSchema = v.object({
  type: v.picklist(["ERROR", "WARNING", "INFO"]),
  code: v.string(),
  message: v.string(),
});
export type EInvoiceMessage = v.InferOutput<typeof EInvoiceMessageSchema>;

/** One signed document in the clearance queue, as the administration reads it. */
export const EInvoiceDocumentSchema = v.object({
  id: v.string(),
  invoice_id: v.string(),
  kind: v.picklist(["invoice", "credit_note"]),
  number: v.string(),
  icv: v.number(),
  status: v.picklist(E_INVOICE_STATUSES),
  attempts: v.number(),
  next_attempt_at: v.string(),
  messages: v.array(EInvoiceMessageSchema),
  created_at: v.string(),
  cleared_at: v.nullable(v.string()),
});
export type EInvoiceDocument = v.InferOutput<typeof EInvoiceDocumentSchema>;

export const EInvoiceQueueSchema = v.object({
  documents: v.array(EInvoiceDocumentSchema),
  /** How many documents are in each status, whatever the filter. */
  counts: v.object({
    signed: v.number(),
    submitted: v.number(),
    cleared: v.number(),
    rejected: v.number(),
  }),
  meta: PageMetaSchema,
});

export const InvoicePartySchema = v.object({
  name: v.string(),
  /** The seller's legal name in English, which an English invoice shows (issue 30). */
  name_en: v.optional(v.string()),
  /** Empty for a buyer not registered for VAT. */
  vat_number: v.string(),
  commercial_registration_number: v.string(),
  /** The address in both languages: the invoice shows its reader's. */
  address: BilingualSchema,
});
export type InvoiceParty = v.InferOutput<typeof InvoicePartySchema>;

export const BankDetailsSchema = v.object({
  bank_name: v.string(),
  iban: v.string(),
  account_name: v.string(),
});
export type BankDetails = v.InferOutput<typeof BankDetailsSchema>;

export const InvoiceLineSchema = v.object({
  booth_code: v.string(),
  zone_code: v.string(),
  area_square_metres: v.number(),
  unit_price_halalas: v.number(),
  price_mode: v.picklist(["per_square_metre", "fixed"]),
  amount_halalas: v.number(),
});
export type InvoiceLine = v.InferOutput<typeof InvoiceLineSchema>;

export const InvoiceSummarySchema = v.object({
  id: v.string(),
  /** Sequential per event, without gaps, prefixed by the event's series: "E7-0001". */
  number: v.string(),
  status: v.picklist(INVOICE_STATUSES),
  reservation_id: v.string(),
  event_id: v.string(),
  event_name: BilingualSchema,
  organization_id: v.string(),
  organization_name: v.string(),
  booth_code: v.string(),
  total_halalas: v.number(),
  issued_at: v.string(),
  due_at: v.string(),
  rejection_reason: v.nullable(v.string()),
  has_proof: v.boolean(),
  paid_at: v.nullable(v.string()),
});
export type InvoiceSummary = v.InferOutput<typeof InvoiceSummarySchema>;

export const InvoiceSchema = v.object({
  ...InvoiceSummarySchema.entries,
  seller: InvoicePartySchema,
  buyer: InvoicePartySchema,
  bank: BankDetailsSchema,
  lines: v.array(InvoiceLineSchema),
  subtotal_halalas: v.number(),
  vat_halalas: v.number(),
  vat_percent: v.number(),
  /**
   * The QR's text (base64 TLV): ZATCA's phase-2 QR (tags 1–8) of the signed document when the
   * invoice is an e-invoice, else the phase-1 one (tags 1–5).
   */
  qr: v.string(),
  /** Its e-invoice with ZATCA (issue 30); null when e-invoicing was off when it was issued. */
  e_invoice: v.nullable(
    v.object({
      status: v.picklist(E_INVOICE_STATUSES),
      /** The invoice counter value: the document's place in the signing unit's chain. */
      icv: v.number(),
      uuid: v.string(),
      /** ZATCA's messages of the last answer (a rejection's reasons). */
      messages: v.array(EInvoiceMessageSchema),
      /** The credit note that cancelled it, if its reservation was cancelled after issue. */
      credit_note: v.nullable(
        v.object({
          number: v.string(),
          status: v.picklist(E_INVOICE_STATUSES),
          reason: v.string(),
        }),
      ),
    }),
  ),
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;

export const InvoiceListSchema = v.object({
  invoices: v.array(InvoiceSummarySchema),
  meta: PageMetaSchema,
});

export const InvoiceCountsSchema = v.object({
  issued: v.number(),
  proof_submitted: v.number(),
  paid: v.number(),
  rejected: v.number(),
  void: v.number(),
  expired: v.number(),
});
export type InvoiceCounts = v.InferOutput<typeof InvoiceCountsSchema>;

export const AdminInvoiceListSchema = v.object({
  invoices: v.array(InvoiceSummarySchema),
  counts: InvoiceCountsSchema,
  meta: PageMetaSchema,
});

/** `POST /api/invoices`: the exhibitor confirms a held booth, which issues its invoice. */
export const IssueInvoiceInputSchema = v.object({
  reservation_id: IdSchema,
});
