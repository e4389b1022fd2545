import { Trans, useLingui } from "@lingui/react/macro";
import type { Invoice } from "@rawaq/domain/payments";
import { Alert } from "@rawaq/ui/alert";
import { DocumentButton } from "../../components/document-button.tsx";
import { paymentsApi } from "../../lib/api.ts";
import type { EInvoice, ExhibitorInvoiceView } from "./e-invoice-state.ts";
import { EInvoiceStatusBadge } from "./e-invoice-status.tsx";

export interface EInvoiceNoticeProps {
  view: Exclude<ExhibitorInvoiceView, "sheet">;
}

/**
 * What the exhibitor reads instead of an invoice ZATCA has not cleared: that it is being
 * registered (the page updates by itself), or that ZATCA refused it and the administration is
 * correcting it.
 */
export function EInvoiceNotice({ view }: EInvoiceNoticeProps) {
  return view === "registering" ? (
    <Alert
      variant="info"
      data-notice="e-invoice"
      data-state={view}
      title={<Trans>Your invoice is being registered with ZATCA</Trans>}
    >
      <Trans>
        This invoice is being registered with the Zakat, Tax and Customs Authority (ZATCA). It can
        be printed and downloaded once it is cleared, usually within seconds; this page updates by
        itself.
      </Trans>
    </Alert>
  ) : (
    <Alert
      variant="warning"
      data-notice="e-invoice"
      data-state={view}
      title={<Trans>Your invoice could not be registered with ZATCA</Trans>}
    >
      <Trans>
        The Zakat, Tax and Customs Authority (ZATCA) did not accept this invoice. The administration
        is correcting it; it can be printed and downloaded once it is cleared.
      </Trans>
    </Alert>
  );
}

export interface CreditNoteNoticeProps {
  invoice: Invoice;
  creditNote: NonNullable<EInvoice["credit_note"]>;
  /** Reports a failed download (null clears it). */
  onError: (message: string | null) => void;
}

/**
 * The credit note that cancelled an invoice ZATCA had (its reservation was cancelled): its number,
 * reason and status, and its XML once ZATCA has cleared it.
 */
export function CreditNoteNotice({ invoice, creditNote, onError }: CreditNoteNoticeProps) {
  const { t } = useLingui();
  const number = creditNote.number;
  return (
    <Alert
      variant="info"
      role="region"
      aria-label={t`Credit note`}
      data-notice="credit-note"
      data-state={creditNote.status}
      title={
        <Trans>
          Credit note{" "}
          <span dir="ltr" className="whitespace-nowrap">
            {number}
          </span>
        </Trans>
      }
    >
      <div className="flex flex-col items-start gap-2">
        <p>
          <Trans>
            The booth reservation was cancelled after this invoice was registered with ZATCA: this
            credit note cancels it.
          </Trans>
        </p>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">
            <Trans>Reason</Trans>
          </dt>
          <dd>
            <bdi>{creditNote.reason}</bdi>
          </dd>
          <dt className="font-medium">
            <Trans>Status</Trans>
          </dt>
          <dd>
            <EInvoiceStatusBadge status={creditNote.status} reader="exhibitor" />
          </dd>
        </dl>
        {creditNote.status === "cleared" ? (
          <DocumentButton
            load={() => paymentsApi.getInvoiceXml(invoice.id, "credit_note")}
            nameParts={["credit-note", number]}
            onError={onError}
          >
            <Trans>Credit note XML</Trans>
          </DocumentButton>
        ) : null}
      </div>
    </Alert>
  );
}
