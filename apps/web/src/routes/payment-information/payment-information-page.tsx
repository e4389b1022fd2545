import { Trans, useLingui } from "@lingui/react/macro";
import type { InvoiceSummary } from "@rawaq/domain/payments";
import { acceptsProof } from "@rawaq/domain/payments";
import { Button } from "@rawaq/ui/button";
import { EmptyState } from "@rawaq/ui/empty-state";
import { useState } from "react";
import { Link } from "react-router-dom";
import { DataPending } from "../../components/load-state.tsx";
import { useToast } from "../../components/toasts.tsx";
import {
  useOrganization,
  useRevalidateOrganization,
} from "../../features/organizations/use-organization.ts";
import { NationalAddressCard } from "../../features/organizations/national-address-card.tsx";
import { BankAccountForm } from "../../features/payments/bank-account-form.tsx";
import { BankDetailsCard } from "../../features/payments/bank-details-card.tsx";
import { MY_INVOICE_LIST_PARAMS } from "../../features/payments/invoice-list-params.ts";
import { InvoicesTable } from "../../features/payments/invoices-table.tsx";
import { ProofUpload } from "../../features/payments/proof-upload.tsx";
import { useInvoices, useRevalidatePayments } from "../../features/payments/use-payments.ts";
import { useUrlState } from "../../lib/url-state.ts";

/**
 * Payment information (DESIGN.md journey 10): the organization's bank account, which its manager
 * changes once approved, its invoices, and the transfer receipt of each, which the
 * administration confirms.
 */
export function PaymentInformationPage() {
  const { i18n, t } = useLingui();
  const toast = useToast();
  const [query, setQuery] = useUrlState(MY_INVOICE_LIST_PARAMS);
  const organization = useOrganization();
  const refreshOrganization = useRevalidateOrganization();
  const invoices = useInvoices({ page: query.page });
  const revalidate = useRevalidatePayments();
  const [sending, setSending] = useState<InvoiceSummary | null>(null);
  const [isEditingBank, setEditingBank] = useState(false);
  const current = organization.data?.organization;
  const isManager = organization.data?.meta.role === "manager";
  // The bank account and the invoices show together: the account's card arriving first would
  // push the invoices down (CLS budget).
  const isArriving = !organization.data || (!invoices.data && !invoices.error);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Payment information</Trans>
      </h1>
      {isArriving ? (
        <DataPending
          error={organization.error}
          onRetry={() => void organization.mutate()}
          className="min-h-[32rem]"
        />
      ) : current ? (
        <BankDetailsCard
          iban={current.iban}
          swift={current.swift}
          bankName={current.bank_name}
          accountNumber={current.account_number}
          vatNumber={current.vat_number}
          action={
            isManager && current.status === "approved" ? (
              <Button size="sm" variant="secondary" onClick={() => setEditingBank(true)}>
                <Trans>Change the bank account</Trans>
              </Button>
            ) : null
          }
        />
      ) : null}
      {!isArriving && current?.country === "SA" ? (
        <NationalAddressCard
          organization={current}
          canEdit={isManager}
          onSaved={refreshOrganization}
        />
      ) : null}
      <section aria-labelledby="invoices" className="flex flex-col gap-3" hidden={isArriving}>
        <h2 id="invoices" className="text-lg font-semibold text-brand-900">
          <Trans>Invoices</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          <Trans>
            Confirming a held booth issues its invoice. Transfer the total to the fair's account,
            then send the receipt here: the booth is booked once the administration confirms it. An
            invoice unpaid by its due date releases the booth.
          </Trans>
        </p>
        <InvoicesTable
          caption={t`Invoices`}
          invoices={invoices.data?.invoices}
          meta={invoices.data?.meta}
          error={invoices.error}
          onRetry={() => void invoices.mutate()}
          onPageChange={(page) => setQuery({ page })}
          empty={
            <EmptyState
              headingLevel={3}
              title={t`No invoices yet`}
              description={t`An invoice is issued when you confirm a held booth on the reservation page.`}
              action={
                <Button asChild variant="secondary">
                  <Link to={`/${i18n.locale}/reservation`}>
                    <Trans>Booth reservation</Trans>
                  </Link>
                </Button>
              }
            />
          }
          actions={(invoice) =>
            isManager && acceptsProof(invoice.status) ? (
              <Button size="sm" onClick={() => setSending(invoice)}>
                {invoice.status === "rejected" ? t`Send a new receipt` : t`Send the receipt`}
              </Button>
            ) : null
          }
        />
      </section>
      {sending ? (
        <ProofUpload
          key={sending.id}
          invoice={sending}
          open
          onOpenChange={(open) => {
            if (!open) setSending(null);
          }}
          onSent={(message) => {
            toast(message);
            void revalidate();
          }}
        />
      ) : null}
      {isEditingBank && current ? (
        <BankAccountForm
          organization={current}
          onClose={() => setEditingBank(false)}
          onSaved={refreshOrganization}
        />
      ) : null}
    </div>
  );
}
