import type { I18n } from "@lingui/core";
import { halalasToSar } from "@rawaq/domain/money";
import { type InvoiceStatus, type InvoiceSummary } from "@rawaq/domain/payments";
import { formatSheetDateTime } from "@rawaq/i18n/dates";
import { csvText } from "../../lib/sheet.ts";

const headers = [
  /*i18n*/ { id: "export.invoices.number", message: "Invoice number" },
  /*i18n*/ { id: "export.invoices.organization", message: "Organization" },
  /*i18n*/ { id: "export.invoices.booth", message: "Booth" },
  /*i18n*/ { id: "export.invoices.total", message: "Total with VAT (SAR)" },
  /*i18n*/ { id: "export.invoices.status", message: "Status" },
  /*i18n*/ { id: "export.invoices.issued", message: "Issued (Riyadh time)" },
  /*i18n*/ { id: "export.invoices.due", message: "Due (Riyadh time)" },
  /*i18n*/ { id: "export.invoices.paid", message: "Paid (Riyadh time)" },
];

const statuses: Record<InvoiceStatus, { id: string; message: string }> = {
  issued: /*i18n*/ { id: "export.invoices.status_issued", message: "Issued" },
  proof_submitted: /*i18n*/ {
    id: "export.invoices.status_proof_submitted",
    message: "Receipt under review",
  },
  paid: /*i18n*/ { id: "export.invoices.status_paid", message: "Paid" },
  rejected: /*i18n*/ { id: "export.invoices.status_rejected", message: "Receipt rejected" },
  void: /*i18n*/ { id: "export.invoices.status_void", message: "Void" },
  expired: /*i18n*/ { id: "export.invoices.status_expired", message: "Past due" },
};

/** Invoices as csv (with a BOM so spreadsheet apps read the Arabic), in the reader's language. */
export function invoicesCsv(invoices: InvoiceSummary[], i18n: I18n): string {
  const rows: (string | number)[][] = [headers.map((header) => i18n._(header))];
  for (const item of invoices) {
    rows.push(
      [
        item.number,
        item.organization_name,
        item.booth_code,
        halalasToSar(item.total_halalas),
        i18n._(statuses[item.status]),
        formatSheetDateTime(item.issued_at) ?? "",
        formatSheetDateTime(item.due_at) ?? "",
        formatSheetDateTime(item.paid_at) ?? "",
      ].map(String),
    );
  }
  return csvText(rows);
}
