import { useLingui } from "@lingui/react/macro";
import type { EInvoiceDocument } from "@rawaq/domain/payments";
import { formatDateTime } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import type { DataTableColumn } from "@rawaq/ui/data-table";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { type PagedListProps, PagedTable } from "../../components/paged-table.tsx";
import { EInvoiceStatusBadge } from "./e-invoice-status.tsx";
import { ZatcaMessages } from "./zatca-messages.tsx";

export interface EInvoiceTableProps extends PagedListProps {
  documents: EInvoiceDocument[] | undefined;
  /** What can be done with a document (its XML, sending it now). */
  actions: (document: EInvoiceDocument) => ReactNode;
}

/** When a document is next tried (waiting) or was cleared; nothing otherwise. */
function documentTime(document: EInvoiceDocument): string | null {
  if (document.status === "signed") return document.next_attempt_at;
  if (document.status === "cleared") return document.cleared_at;
  return null;
}

/**
 * The signed documents sent to ZATCA for clearance, newest first: their place in the chain (ICV),
 * number (a link to the invoice's page), kind, status, tries, and ZATCA's messages.
 */
export function EInvoiceTable({ documents, error, actions, ...list }: EInvoiceTableProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const columns: DataTableColumn<EInvoiceDocument>[] = [
    {
      id: "icv",
      header: t`Counter`,
      className: "tabular-nums",
      cell: (document) => document.icv,
    },
    {
      id: "number",
      header: t`Document`,
      isRowHeader: true,
      className: "whitespace-nowrap",
      // The kind under the number: the table keeps ZATCA's messages in view beside the menu.
      cell: (document) => (
        <div className="flex flex-col items-start">
          <Link
            to={`/${locale}/payment-information/invoices/${document.invoice_id}`}
            target="_blank"
            dir="ltr"
            className="font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            {document.number}
          </Link>
          <span data-slot="document-kind" className="text-xs font-normal text-slate-600">
            {document.kind === "credit_note"
              ? t`Credit note`
              : t({ context: "document kind", message: "Invoice" })}
          </span>
        </div>
      ),
    },
    {
      id: "status",
      header: t`Status`,
      cell: (document) => <EInvoiceStatusBadge status={document.status} reader="admin" />,
    },
    {
      id: "attempts",
      header: t`Attempts`,
      className: "tabular-nums",
      priority: "low",
      cell: (document) => document.attempts,
    },
    {
      id: "when",
      header: t`Next try or clearance`,
      className: "min-w-36",
      cell: (document) => {
        const time = documentTime(document);
        return time ? <time dateTime={time}>{formatDateTime(time, locale)}</time> : "—";
      },
    },
    {
      id: "messages",
      header: t`ZATCA's messages`,
      className: "min-w-48",
      cell: (document) =>
        document.messages.length > 0 ? <ZatcaMessages messages={document.messages} /> : "—",
    },
    {
      id: "actions",
      header: t`Actions`,
      // In view while a narrow table scrolls sideways.
      sticky: "end",
      cell: (document) => actions(document),
    },
  ];
  return (
    <PagedTable
      {...list}
      caption={t`E-invoices`}
      columns={columns}
      rows={documents}
      getRowId={(document) => document.id}
      error={!documents && error ? t`The e-invoices could not be loaded.` : undefined}
      rowHeight="3.5rem"
      isPagerHiddenWhenEmpty
      paginationLabel={t`Pages of e-invoices`}
    />
  );
}
