import { Trans } from "@lingui/react/macro";
import { ApiError } from "@rawaq/api-client/client";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { DocumentButton } from "../../components/document-button.tsx";
import { DataPending } from "../../components/load-state.tsx";
import { CreditNoteNotice, EInvoiceNotice } from "../../features/payments/e-invoice-notices.tsx";
import { EInvoicePanel } from "../../features/payments/e-invoice-panel.tsx";
import { exhibitorInvoiceView } from "../../features/payments/e-invoice-state.ts";
import { InvoiceDocumentView } from "../../features/payments/invoice-document-view.tsx";
import { useInvoice } from "../../features/payments/use-payments.ts";
import { paymentsApi } from "../../lib/api.ts";
import { useProfile } from "../../lib/use-profile.ts";
import { NotFoundPage } from "../not-found/not-found-page.tsx";

/**
 * /payment-information/invoices/{id}: one invoice as a printable A4 page, for its organization
 * and for the administration; the browser prints it, so Arabic is shaped by the browser.
 * An e-invoice (issue 30) reaches the exhibitor once ZATCA has cleared it, with its XML; the
 * administration always sees the sheet, under a panel saying where it stands with ZATCA.
 */
export function InvoicePage() {
  const { id } = useParams();
  const profile = useProfile();
  const side = profile.data ? (profile.data.role === "admin" ? "admin" : "exhibitor") : undefined;
  const invoice = useInvoice(id, side);
  // A failed XML download, said above the sheet (never printed).
  const [failure, setFailure] = useState<string | null>(null);
  // Another organization's invoice, or none: the 404 page, as for any unknown address.
  if (invoice.error instanceof ApiError && invoice.error.status === 404) return <NotFoundPage />;
  const error = invoice.error ?? (profile.data ? undefined : profile.error);
  const data = invoice.data;
  const eInvoice = data?.e_invoice ?? null;
  const view = side === "exhibitor" ? exhibitorInvoiceView(eInvoice) : "sheet";
  const creditNote = eInvoice?.credit_note ?? null;
  const panel = data && side === "admin" && eInvoice ? eInvoice : null;
  const creditNotice = data && side === "exhibitor" ? creditNote : null;
  return (
    <div className="min-h-screen bg-slate-100 print:bg-white">
      <style>{"@page { size: A4; margin: 0; }"}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 bg-white p-4 shadow print:hidden">
        <h1 className="text-xl font-bold text-brand-900">
          <Trans>Invoice</Trans>
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          {data && side === "exhibitor" && eInvoice?.status === "cleared" ? (
            <DocumentButton
              load={() => paymentsApi.getInvoiceXml(data.id)}
              nameParts={["e-invoice", data.number]}
              onError={setFailure}
            >
              <Trans>E-invoice XML</Trans>
            </DocumentButton>
          ) : null}
          <Button onClick={() => window.print()} disabled={!data || view !== "sheet"}>
            <Trans>Print</Trans>
          </Button>
        </div>
      </div>
      {data && (panel || creditNotice || view !== "sheet" || failure) ? (
        // Everything around the sheet is for the screen: only the sheet is printed.
        <div className="mx-auto flex w-[calc(210mm+2rem)] max-w-full flex-col gap-4 px-4 pt-6 print:hidden">
          {failure ? <Alert variant="danger">{failure}</Alert> : null}
          {panel ? <EInvoicePanel invoice={data} eInvoice={panel} /> : null}
          {view !== "sheet" ? <EInvoiceNotice view={view} /> : null}
          {creditNotice ? (
            <CreditNoteNotice invoice={data} creditNote={creditNotice} onError={setFailure} />
          ) : null}
        </div>
      ) : null}
      {view === "sheet" ? (
        <div className="flex justify-center py-6 print:py-0" data-ready={data ? true : undefined}>
          {data ? (
            <InvoiceDocumentView invoice={data} />
          ) : (
            // The sheet's own size while it loads, so the page does not jump when it arrives.
            <DataPending
              error={error}
              onRetry={() => void (invoice.error ? invoice.mutate() : profile.mutate())}
              className="h-[297mm] w-[210mm] max-w-full"
            />
          )}
        </div>
      ) : null}
    </div>
  );
}
