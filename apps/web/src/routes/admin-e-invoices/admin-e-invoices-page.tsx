import { Trans, useLingui } from "@lingui/react/macro";
import { E_INVOICE_STATUSES, type EInvoiceDocument } from "@rawaq/domain/payments";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { EmptyState } from "@rawaq/ui/empty-state";
import { Select } from "@rawaq/ui/select";
import { useState } from "react";
import { AdminOnly, NoPermissionNotice, isForbidden } from "../../components/admin-only.tsx";
import { DocumentButton } from "../../components/document-button.tsx";
import { useToast } from "../../components/toasts.tsx";
import { E_INVOICE_QUEUE_PARAMS } from "../../features/payments/e-invoice-params.ts";
import { useEInvoiceStatusLabel } from "../../features/payments/e-invoice-status.tsx";
import { EInvoiceTable } from "../../features/payments/e-invoice-table.tsx";
import { useEInvoices, useRevalidatePayments } from "../../features/payments/use-payments.ts";
import { failureMessage } from "../../lib/api-failure.ts";
import { paymentsApi } from "../../lib/api.ts";
import { formatCount } from "../../lib/format-count.ts";
import { ALL, useUrlState } from "../../lib/url-state.ts";

/** /admin/e-invoices: every document signed for ZATCA's clearance, and ZATCA's answers (issue 30). */
export function AdminEInvoicesPage() {
  return (
    <AdminOnly>
      <EInvoiceQueue />
    </AdminOnly>
  );
}

function EInvoiceQueue() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const statusLabel = useEInvoiceStatusLabel("admin");
  const toast = useToast();
  const [query, setQuery] = useUrlState(E_INVOICE_QUEUE_PARAMS);
  const { data, error, mutate } = useEInvoices({ status: query.status, page: query.page });
  const revalidate = useRevalidatePayments();
  // A failed download or send, said above the table; what a send did is a toast.
  const [failure, setFailure] = useState<string | null>(null);
  const [sendingId, setSendingId] = useState<string | null>(null);
  const counts = data?.counts;

  if (isForbidden(error)) return <NoPermissionNotice />;

  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${formatCount(count, locale)})`;
  const total = counts
    ? E_INVOICE_STATUSES.reduce((sum, status) => sum + counts[status], 0)
    : undefined;

  async function handleSendNow(document: EInvoiceDocument) {
    setFailure(null);
    setSendingId(document.id);
    try {
      const answer = await paymentsApi.admin.retryEInvoice(document.id);
      toast(answer.message ?? t`Done.`);
    } catch (sendError) {
      setFailure(failureMessage(sendError, i18n));
    } finally {
      setSendingId(null);
    }
    await revalidate();
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>E-invoices</Trans>
        </h1>
        <p className="max-w-3xl text-sm text-slate-700">
          <Trans>
            Every invoice and credit note is signed and sent to the Zakat, Tax and Customs Authority
            (ZATCA) for clearance. A document waiting to be sent is tried again by itself; a
            rejected one lists ZATCA&apos;s reasons.
          </Trans>
        </p>
      </div>
      <Select
        label={t`Status`}
        className="sm:w-72"
        value={query.status ?? ALL}
        onValueChange={(value) =>
          setQuery({ status: E_INVOICE_STATUSES.find((status) => status === value), page: 1 })
        }
        options={[
          { value: ALL, label: withCount(t`All`, total) },
          ...E_INVOICE_STATUSES.map((status) => ({
            value: status,
            label: withCount(statusLabel(status), counts?.[status]),
          })),
        ]}
      />
      {failure ? <Alert variant="danger">{failure}</Alert> : null}
      <EInvoiceTable
        documents={data?.documents}
        meta={data?.meta}
        error={error}
        onRetry={() => void mutate()}
        onPageChange={(page) => setQuery({ page })}
        empty={<EmptyState headingLevel={2} title={t`No e-invoices here`} />}
        actions={(document) => (
          <div className="flex flex-wrap gap-2">
            <DocumentButton
              load={() => paymentsApi.admin.getInvoiceXml(document.invoice_id, document.kind)}
              nameParts={[
                document.kind === "credit_note" ? "credit-note" : "e-invoice",
                document.number,
              ]}
              onError={setFailure}
            >
              <Trans>XML file</Trans>
            </DocumentButton>
            {document.status === "signed" ? (
              <Button
                size="sm"
                isLoading={sendingId === document.id}
                onClick={() => void handleSendNow(document)}
              >
                <Trans>Send now</Trans>
              </Button>
            ) : null}
          </div>
        )}
      />
    </div>
  );
}
