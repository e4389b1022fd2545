import { Trans, useLingui } from "@lingui/react/macro";
import type { Invoice } from "@rawaq/domain/payments";
import { Alert } from "@rawaq/ui/alert";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { DocumentButton } from "../../components/document-button.tsx";
import { paymentsApi } from "../../lib/api.ts";
import type { EInvoice } from "./e-invoice-state.ts";
import { EInvoiceStatusBadge } from "./e-invoice-status.tsx";
import { ZatcaMessages } from "./zatca-messages.tsx";

export interface EInvoicePanelProps {
  invoice: Invoice;
  eInvoice: EInvoice;
}

/**
 * The administration's view of an invoice's e-invoice, above its sheet: where it is with ZATCA,
 * its place in the chain (ICV) and UUID, ZATCA's messages, the signed XML of the invoice and of
 * its credit note, and the way to the queue.
 */
export function EInvoicePanel({ invoice, eInvoice }: EInvoicePanelProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const creditNote = eInvoice.credit_note;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="e-invoice-panel"
      data-state={eInvoice.status}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-brand-900">
          <Trans>E-invoice</Trans>
        </h2>
        <Link
          to={`/${i18n.locale}/admin/e-invoices`}
          className="text-sm font-medium text-brand-800 underline underline-offset-2"
        >
          <Trans>E-invoice queue</Trans>
        </Link>
      </div>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-600">
          <Trans>Status</Trans>
        </dt>
        <dd>
          <EInvoiceStatusBadge status={eInvoice.status} reader="admin" />
        </dd>
        <dt className="font-medium text-slate-600">
          <Trans>Invoice counter (ICV)</Trans>
        </dt>
        <dd data-slot="icv" className="tabular-nums">
          {eInvoice.icv}
        </dd>
        <dt className="font-medium text-slate-600">
          <Trans>UUID</Trans>
        </dt>
        <dd>
          <span data-slot="uuid" dir="ltr" className="font-mono text-xs break-all">
            {eInvoice.uuid}
          </span>
        </dd>
        <dt className="font-medium text-slate-600">
          <Trans>ZATCA's messages</Trans>
        </dt>
        <dd>
          {eInvoice.messages.length > 0 ? (
            <ZatcaMessages messages={eInvoice.messages} />
          ) : (
            <span className="text-slate-600">
              <Trans context="ZATCA's messages">None</Trans>
            </span>
          )}
        </dd>
        {creditNote ? (
          <>
            <dt className="font-medium text-slate-600">
              <Trans>Credit note</Trans>
            </dt>
            <dd data-slot="credit-note" className="flex flex-col items-start gap-1">
              <span className="flex flex-wrap items-center gap-2">
                <span dir="ltr" className="font-medium whitespace-nowrap">
                  {creditNote.number}
                </span>
                <EInvoiceStatusBadge status={creditNote.status} reader="admin" />
              </span>
              <bdi className="text-slate-700">{creditNote.reason}</bdi>
            </dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        <DocumentButton
          load={() => paymentsApi.admin.getInvoiceXml(invoice.id)}
          nameParts={["e-invoice", invoice.number]}
          onError={setFailure}
        >
          <Trans>Invoice XML</Trans>
        </DocumentButton>
        {creditNote ? (
          <DocumentButton
            load={() => paymentsApi.admin.getInvoiceXml(invoice.id, "credit_note")}
            nameParts={["credit-note", creditNote.number]}
            onError={setFailure}
          >
            <Trans>Credit note XML</Trans>
          </DocumentButton>
        ) : null}
      </div>
      <div aria-live="polite">{failure ? <Alert variant="danger">{failure}</Alert> : null}</div>
    </section>
  );
}
