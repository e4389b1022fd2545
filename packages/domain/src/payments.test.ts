import { describe, expect, test } from "vitest";
import {
  acceptsProof,
  decodeEInvoiceQr,
  effectiveInvoiceStatus,
  encodeEInvoiceQr,
  encodeTlvQr,
  invoiceNumber,
  invoiceTotals,
  parseInvoiceNumber,
  vatHalalas,
} from "./payments.ts";

describe("VAT in halalas, rounded once per invoice, half up", () => {
  test.each([
    [0, 0],
    [1, 0], // 0.15
    [3, 0], // 0.45
    [4, 1], // 0.60
    [10, 2], // 1.50: a half rounds up
    [30, 5], // 4.50
    [33, 5], // 4.95
    [99, 15], // 14.85
    [100, 15],
    [333_333, 50_000], // 49 999.95
    [450_000, 67_500],
    [2_147_483_647, 322_122_547], // 322 122 547.05: still exact at the top of an int column
  ])("subtotal %i → VAT %i", (subtotal, vat) => {
    expect(vatHalalas(subtotal)).toBe(vat);
  });

  test("the invoice rounds its subtotal, not each line", () => {
    // Three lines of 3 halalas: per line VAT would round to 0 three times; on 9 it is 1.
    expect(invoiceTotals([3, 3, 3])).toEqual({
      subtotal_halalas: 9,
      vat_halalas: 1,
      total_halalas: 10,
    });
  });

  test("a fraction or a negative amount is refused", () => {
    expect(() => vatHalalas(1.5)).toThrow(RangeError);
    expect(() => vatHalalas(-1)).toThrow(RangeError);
  });
});

describe("the simplified e-invoice QR", () => {
  test("TLV fields 1–5 come back as they went in, Arabic included", () => {
    const qr = encodeEInvoiceQr({
      sellerName: "هيئة الأدب والنشر والترجمة",
      vatNumber: "310122393500003",
      timestamp: "2026-09-10T09:00:00.000Z",
      totalWithVat: "5175.00",
      vatTotal: "675.00",
    });
    expect(qr).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const fields = decodeEInvoiceQr(qr);
    expect([...fields.entries()]).toEqual([
      [1, "هيئة الأدب والنشر والترجمة"],
      [2, "310122393500003"],
      [3, "2026-09-10T09:00:00.000Z"],
      [4, "5175.00"],
      [5, "675.00"],
    ]);
  });

  test("the length byte counts UTF-8 bytes, not characters", () => {
    const bytes = Uint8Array.from(
      atob(
        encodeEInvoiceQr({
          sellerName: "دار",
          vatNumber: "1",
          timestamp: "t",
          totalWithVat: "1.00",
          vatTotal: "0.00",
        }),
      ),
      (char) => char.charCodeAt(0),
    );
    expect([bytes[0], bytes[1]]).toEqual([1, 6]);
  });
});

test("an issued or rejected invoice past its due date has expired; others keep their status", () => {
  const now = new Date("2026-09-10T00:00:00Z");
  const past = "2026-09-09T00:00:00Z";
  const future = "2026-09-11T00:00:00Z";
  expect(effectiveInvoiceStatus({ status: "issued", due_at: past }, now)).toBe("expired");
  expect(effectiveInvoiceStatus({ status: "rejected", due_at: past }, now)).toBe("expired");
  expect(effectiveInvoiceStatus({ status: "issued", due_at: future }, now)).toBe("issued");
  expect(effectiveInvoiceStatus({ status: "proof_submitted", due_at: past }, now)).toBe(
    "proof_submitted",
  );
  expect(effectiveInvoiceStatus({ status: "paid", due_at: past }, now)).toBe("paid");
  expect(effectiveInvoiceStatus({ status: "void", due_at: past }, now)).toBe("void");
  expect(effectiveInvoiceStatus({ status: "void", due_at: future }, now)).toBe("void");
});

test("a receipt is taken for an issued or rejected invoice only: never a void or paid one", () => {
  expect(acceptsProof("issued")).toBe(true);
  expect(acceptsProof("rejected")).toBe(true);
  expect(acceptsProof("void")).toBe(false);
  expect(acceptsProof("paid")).toBe(false);
  expect(acceptsProof("proof_submitted")).toBe(false);
  expect(acceptsProof("expired")).toBe(false);
});

describe("invoice numbers: the event's series, then its sequence", () => {
  test("are written E{series}-{sequence}, the sequence on at least four digits", () => {
    expect(invoiceNumber(7, 1)).toBe("E7-0001");
    expect(invoiceNumber(12, 345)).toBe("E12-0345");
    expect(invoiceNumber(1, 12_345)).toBe("E1-12345");
  });

  test("differ between two events for the same place in their sequence", () => {
    expect(invoiceNumber(1, 1)).not.toBe(invoiceNumber(2, 1));
    expect(invoiceNumber(1, 11)).not.toBe(invoiceNumber(11, 1));
  });

  test("are read back as typed: any case, spaces, without the padding, Arabic-Indic digits", () => {
    expect(parseInvoiceNumber("E7-0001")).toEqual({ series: 7, sequence: 1 });
    expect(parseInvoiceNumber(" e12 - 345 ")).toEqual({ series: 12, sequence: 345 });
    expect(parseInvoiceNumber("E٧-٠٠٠١")).toEqual({ series: 7, sequence: 1 });
  });

  test("anything else is not a number", () => {
    for (const text of ["", "7-0001", "E-0001", "E7", "E7-", "2026-0001", "E7-0001x", "EE7-1"]) {
      expect(parseInvoiceNumber(text)).toBeNull();
    }
  });
});

describe("ZATCA's phase-2 QR", () => {
  test("text as UTF-8 and bytes as they are, tagged 1, 2, 3… in order", () => {
    const key = Uint8Array.of(0x30, 0x56, 0x00, 0xff);
    const qr = encodeTlvQr(["دار", "1", key]);
    const bytes = Uint8Array.from(atob(qr), (char) => char.charCodeAt(0));
    expect([...bytes]).toEqual([
      1,
      6,
      ...new TextEncoder().encode("دار"),
      2,
      1,
      0x31,
      3,
      4,
      0x30,
      0x56,
      0x00,
      0xff,
    ]);
    expect(decodeEInvoiceQr(qr).get(2)).toBe("1");
  });

  test("a field holds at most 255 bytes", () => {
    expect(() => encodeTlvQr([new Uint8Array(256)])).toThrow(RangeError);
    expect(() => encodeTlvQr([new Uint8Array(255)])).not.toThrow();
  });
});
