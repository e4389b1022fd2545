import type { EInvoiceStatus } from "@rawaq/domain/payments";
import { describe, expect, test } from "vitest";
import {
  E_INVOICE_POLL_MS,
  type EInvoice,
  exhibitorInvoiceView,
  invoiceRefreshInterval,
} from "./e-invoice-state.ts";

function eInvoice(status: EInvoiceStatus, creditNote?: EInvoiceStatus): EInvoice {
  return {
    status,
    icv: 7,
    uuid: "8d487816-70b8-4ade-a618-9d620b73814a",
    messages: [],
    credit_note: creditNote
      ? { number: "E1-0007-C", status: creditNote, reason: "Booth reservation cancelled" }
      : null,
  };
}

describe("what the exhibitor's invoice page shows", () => {
  test("an invoice issued while e-invoicing was off: its sheet, as always", () => {
    expect(exhibitorInvoiceView(null)).toBe("sheet");
  });

  test.each(["signed", "submitted"] as const)(
    "one ZATCA has not answered yet (%s): that it is being registered, no sheet",
    (status) => {
      expect(exhibitorInvoiceView(eInvoice(status))).toBe("registering");
    },
  );

  test("one ZATCA refused: that it could not be registered, no sheet", () => {
    expect(exhibitorInvoiceView(eInvoice("rejected"))).toBe("refused");
  });

  test("one ZATCA cleared: its sheet, even once a credit note cancels it", () => {
    expect(exhibitorInvoiceView(eInvoice("cleared"))).toBe("sheet");
    expect(exhibitorInvoiceView(eInvoice("cleared", "submitted"))).toBe("sheet");
  });
});

describe("when the invoice is asked for again", () => {
  test("only while ZATCA's answer to the invoice or its credit note is awaited", () => {
    expect(invoiceRefreshInterval(undefined)).toBe(0);
    expect(invoiceRefreshInterval({ e_invoice: null })).toBe(0);
    expect(invoiceRefreshInterval({ e_invoice: eInvoice("signed") })).toBe(E_INVOICE_POLL_MS);
    expect(invoiceRefreshInterval({ e_invoice: eInvoice("submitted") })).toBe(E_INVOICE_POLL_MS);
    expect(invoiceRefreshInterval({ e_invoice: eInvoice("cleared") })).toBe(0);
    expect(invoiceRefreshInterval({ e_invoice: eInvoice("rejected") })).toBe(0);
    expect(invoiceRefreshInterval({ e_invoice: eInvoice("cleared", "signed") })).toBe(
      E_INVOICE_POLL_MS,
    );
    expect(invoiceRefreshInterval({ e_invoice: eInvoice("cleared", "cleared") })).toBe(0);
  });

  test("every two seconds, the clearance worker's pace", () => {
    expect(E_INVOICE_POLL_MS).toBe(2_000);
  });
});
