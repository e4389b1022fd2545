import { useLingui } from "@lingui/react/macro";
import type { InvoiceSummary } from "@rawaq/domain/payments";
import { formatTimeWithZone } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import type { DataTableColumn } from "@rawaq/ui/data-table";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { type PagedListProps, PagedTable } from "../../components/paged-table.tsx";
import { ReviewStatusBadge } from "../../components/review-status.tsx";
import { formatSar } from "@rawaq/domain/money";

export interface InvoicesTableProps extends PagedListProps {
  caption: string;
  invoices: InvoiceSummary[] | undefined;
  showOrganization?: boolean;
  /** What can be done with an invoice (send a receipt, decide one). */
  actions?: (invoice: InvoiceSummary) => ReactNode;
}

/** Invoices with their number (a link to the printable page), booth, total, due date and status. */
export function InvoicesTable({
  caption,
  invoices,
  showOrganization = false,
  error,
  actions,
  ...list
}: InvoicesTableProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const columns: DataTableColumn<InvoiceSummary>[] = [
    {
      id: "number",
      header: t`Invoice number`,
      isRowHeader: true,
      cell: (invoice) => (
        <Link
          to={`/${locale}/payment-information/invoices/${invoice.id}`}
          target="_blank"
          dir="ltr"
          className="font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          {invoice.number}
        </Link>
      ),
    },
    ...(showOrganization
      ? [
          {
            id: "organization",
            header: t`Organization`,
            cell: (invoice: InvoiceSummary) => <bdi>{invoice.organization_name}</bdi>,
          },
        ]
      : []),
    {
      id: "booth",
      header: t`Booth`,
      cell: (invoice) => <span dir="ltr">{invoice.booth_code}</span>,
    },
    {
      id: "total",
      header: t`Total with VAT`,
      className: "whitespace-nowrap tabular-nums",
      cell: (invoice) => formatSar(invoice.total_halalas, locale),
    },
    {
      id: "due",
      header: t`Due date`,
      cell: (invoice) => formatTimeWithZone(invoice.due_at, locale) ?? "—",
    },
    {
      id: "status",
      header: t`Status`,
      cell: (invoice) => (
        <div className="flex flex-col items-start gap-1">
          <ReviewStatusBadge status={invoice.status} of="invoice" size="sm" />
          {invoice.status === "rejected" && invoice.rejection_reason ? (
            <span className="text-xs text-red-800">
              <bdi>{invoice.rejection_reason}</bdi>
            </span>
          ) : null}
        </div>
      ),
    },
    ...(actions
      ? [{ id: "actions", header: t`Actions`, cell: (invoice: InvoiceSummary) => actions(invoice) }]
      : []),
  ];
  return (
    <PagedTable
      {...list}
      caption={caption}
      columns={columns}
      rows={invoices}
      getRowId={(invoice) => invoice.id}
      error={!invoices && error ? t`The invoices could not be loaded.` : undefined}
      // A row holds a status badge and, once rejected, the reason under it.
      rowHeight="3.5rem"
      isPagerHiddenWhenEmpty
      paginationLabel={t`Pages of invoices`}
    />
  );
}
