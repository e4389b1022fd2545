import { Trans } from "@lingui/react/macro";
import { ApiError } from "@rawaq/api-client/client";
import { Button } from "@rawaq/ui/button";
import { useParams } from "react-router-dom";
import { DataPending } from "../../components/load-state.tsx";
import { InvoiceDocumentView } from "../../features/payments/invoice-document-view.tsx";
import { useInvoice } from "../../features/payments/use-payments.ts";
import { useProfile } from "../../lib/use-profile.ts";
import { NotFoundPage } from "../not-found/not-found-page.tsx";

/**
 * /payment-information/invoices/{id}: one invoice as a printable A4 page, for its organization
 * and for the administration; the browser prints it, so Arabic is shaped by the browser.
 */
export function InvoicePage() {
  const { id } = useParams();
  const profile = useProfile();
  const side = profile.data ? (profile.data.role === "admin" ? "admin" : "exhibitor") : undefined;
  const invoice = useInvoice(id, side);
  // Another organization's invoice, or none: the 404 page, as for any unknown address.
  if (invoice.error instanceof ApiError && invoice.error.status === 404) return <NotFoundPage />;
  const error = invoice.error ?? (profile.data ? undefined : profile.error);
  return (
    <div className="min-h-screen bg-slate-100 print:bg-white">
      <style>{"@page { size: A4; margin: 0; }"}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 bg-white p-4 shadow print:hidden">
        <h1 className="text-xl font-bold text-brand-900">
          <Trans>Invoice</Trans>
        </h1>
        <Button onClick={() => window.print()} disabled={!invoice.data}>
          <Trans>Print</Trans>
        </Button>
      </div>
      <div
        className="flex justify-center py-6 print:py-0"
        data-ready={invoice.data ? true : undefined}
      >
        {invoice.data ? (
          <InvoiceDocumentView invoice={invoice.data} />
        ) : (
          // The sheet's own size while it loads, so the page does not jump when it arrives.
          <DataPending
            error={error}
            onRetry={() => void (invoice.error ? invoice.mutate() : profile.mutate())}
            className="h-[297mm] w-[210mm] max-w-full"
          />
        )}
      </div>
    </div>
  );
}
