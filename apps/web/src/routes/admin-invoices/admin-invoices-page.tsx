import { Trans, useLingui } from "@lingui/react/macro";
import { INVOICE_STATUSES, type InvoiceSummary } from "@rawaq/domain/payments";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { EmptyState } from "@rawaq/ui/empty-state";
import { Select } from "@rawaq/ui/select";
import { useState } from "react";
import { useStatusLabel } from "../../components/review-status.tsx";
import { useToast } from "../../components/toasts.tsx";
import { AdminOnly } from "../../components/admin-only.tsx";
import { type Decision, DecisionDialog } from "../../components/decision-dialog.tsx";
import { DocumentButton } from "../../components/document-button.tsx";
import { EventFilterNote } from "../../features/participation/event-filter-note.tsx";
import { ADMIN_INVOICE_LIST_PARAMS } from "../../features/payments/invoice-list-params.ts";
import { InvoicesTable } from "../../features/payments/invoices-table.tsx";
import { useAdminInvoices, useRevalidatePayments } from "../../features/payments/use-payments.ts";
import { failureMessage } from "../../lib/api-failure.ts";
import { paymentsApi } from "../../lib/api.ts";
import { fileName, saveBlob } from "../../lib/download.ts";
import { formatCount } from "../../lib/format-count.ts";
import { ALL, useUrlState } from "../../lib/url-state.ts";

/** The administration's invoices: receipts to confirm or reject, every status, the export. */
export function AdminInvoicesPage() {
  return (
    <AdminOnly>
      <AdminInvoices />
    </AdminOnly>
  );
}

function AdminInvoices() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const statusLabel = useStatusLabel();
  const toast = useToast();
  const [query, setQuery] = useUrlState(ADMIN_INVOICE_LIST_PARAMS);
  const filter = {
    status: query.status,
    q: query.q || undefined,
    ...(query.event_id ? { event_id: query.event_id } : {}),
  };
  const { data, error, mutate } = useAdminInvoices({ ...filter, page: query.page });
  const revalidate = useRevalidatePayments();
  const [deciding, setDeciding] = useState<{ invoice: InvoiceSummary; decision: Decision } | null>(
    null,
  );
  // Failures of the export or a receipt's download; confirmations are toasts.
  const [failure, setFailure] = useState<string | null>(null);
  const counts = data?.counts;

  async function handleExport() {
    setFailure(null);
    try {
      saveBlob(await paymentsApi.admin.exportInvoices(filter), fileName(["invoices"], "csv"));
    } catch (exportError) {
      setFailure(failureMessage(exportError, i18n));
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Invoices</Trans>
      </h1>
      {query.event_id ? (
        <EventFilterNote
          eventId={query.event_id}
          onClear={() => setQuery({ event_id: "", page: 1 })}
        />
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={t`Status`}
          className="sm:w-72"
          value={query.status ?? ALL}
          onValueChange={(value) =>
            setQuery({ status: INVOICE_STATUSES.find((status) => status === value), page: 1 })
          }
          options={[
            { value: ALL, label: t`All` },
            ...INVOICE_STATUSES.map((status) => ({
              value: status,
              label: counts
                ? `${statusLabel(status, "invoice")} (${formatCount(counts[status], locale)})`
                : statusLabel(status, "invoice"),
            })),
          ]}
        />
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          <Trans>Search by organization or invoice number</Trans>
          <input
            type="search"
            defaultValue={query.q}
            onChange={(event) => setQuery({ q: event.target.value, page: 1 }, { replace: true })}
            className="h-10 rounded-md border border-slate-300 px-3 font-normal"
          />
        </label>
        <Button variant="secondary" className="ms-auto" onClick={() => void handleExport()}>
          <Trans>Export (CSV)</Trans>
        </Button>
      </div>
      <div aria-live="polite">{failure ? <Alert variant="danger">{failure}</Alert> : null}</div>
      <InvoicesTable
        caption={t`Invoices`}
        invoices={data?.invoices}
        meta={data?.meta}
        error={error}
        onRetry={() => void mutate()}
        showOrganization
        onPageChange={(page) => setQuery({ page })}
        empty={<EmptyState headingLevel={2} title={t`No invoices here`} />}
        actions={(invoice) => (
          <div className="flex flex-wrap gap-2">
            {invoice.has_proof ? (
              <DocumentButton
                load={() => paymentsApi.admin.getProof(invoice.id)}
                nameParts={["receipt", invoice.number]}
                onError={setFailure}
              >
                <Trans>Receipt</Trans>
              </DocumentButton>
            ) : null}
            {invoice.status === "proof_submitted" ? (
              <>
                <Button size="sm" onClick={() => setDeciding({ invoice, decision: "approve" })}>
                  <Trans>Confirm payment</Trans>
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setDeciding({ invoice, decision: "reject" })}
                >
                  <Trans>Reject</Trans>
                </Button>
              </>
            ) : null}
          </div>
        )}
      />
      <DecisionDialog
        key={deciding ? `${deciding.invoice.id}-${deciding.decision}` : "closed"}
        open={deciding !== null}
        onOpenChange={(open) => {
          if (!open) setDeciding(null);
        }}
        decision={deciding?.decision ?? "approve"}
        title={
          deciding?.decision === "reject"
            ? t`Reject the receipt of invoice ${deciding.invoice.number}`
            : t`Confirm the payment of invoice ${deciding?.invoice.number ?? ""}`
        }
        description={
          deciding?.decision === "reject"
            ? t`The exhibitor reads the reason and may send a new receipt until the due date.`
            : t`The booth is booked for the organization once the payment is confirmed.`
        }
        confirmLabel={deciding?.decision === "reject" ? t`Reject` : t`Confirm payment`}
        onConfirm={async (reason) => {
          const answer = await paymentsApi.admin.decideInvoice(deciding!.invoice.id, {
            decision: deciding!.decision,
            reason,
          });
          setDeciding(null);
          toast(answer.message ?? t`Done.`);
          await revalidate();
        }}
      />
    </div>
  );
}
