import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import type { PageMeta } from "@rawaq/domain/pagination";
import type { OutboxMessage } from "@rawaq/domain/user";
import { formatDateTime } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { DataTable, type DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { StatusBadge, type StatusTone } from "@rawaq/ui/status-badge";
import { useTableLabels } from "../../components/table-labels.ts";
import { tablePagination } from "../../components/table-pagination.ts";

export interface OutboxTableProps {
  messages: OutboxMessage[];
  meta: PageMeta | undefined;
  isLoading: boolean;
  error?: ReactNode;
  onRetry: () => void;
  onPageChange: (page: number) => void;
}

const TONES: Record<OutboxMessage["status"], StatusTone> = {
  stored: "info",
  sending: "warning",
  sent: "success",
  failed: "danger",
};

// A web address in a mail's text, up to the first space; punctuation that ends a sentence
// after it is not part of it.
const WEB_ADDRESS = /https?:\/\/[^\s<>"]+?(?=[.,;:!?)\]]*(?:\s|$))/g;

/**
 * A mail's plain text cut into text and the addresses in it, so the outbox opens them (the
 * mail itself is plain text, decision 018). Only http(s) addresses become links.
 */
export function mailTextParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let start = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    if (match.index > start) parts.push({ text: text.slice(start, match.index) });
    parts.push({ text: match[0], href: match[0] });
    start = match.index + match[0].length;
  }
  if (start < text.length) parts.push({ text: text.slice(start) });
  return parts;
}

/** The product's mail, newest first: to whom, what, and whether it left. */
export function OutboxTable({
  messages,
  meta,
  isLoading,
  error,
  onRetry,
  onPageChange,
}: OutboxTableProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const labels = useTableLabels();
  const statusLabels: Record<OutboxMessage["status"], string> = {
    stored: t`In the outbox`,
    sending: t`Sending`,
    sent: t`Sent`,
    failed: t`Failed`,
  };

  const columns: DataTableColumn<OutboxMessage>[] = [
    {
      id: "when",
      header: t`When`,
      className: "whitespace-nowrap",
      cell: (message) => (
        <time dateTime={message.created_at}>{formatDateTime(message.created_at, locale)}</time>
      ),
    },
    {
      id: "to",
      header: t`To`,
      cell: (message) => (
        <span dir="ltr" className="text-start">
          {message.recipient}
        </span>
      ),
    },
    {
      id: "message",
      header: t`Message`,
      isRowHeader: true,
      className: "min-w-56",
      cell: (message) => (
        <div
          className="flex flex-col gap-1"
          lang={message.locale}
          dir={message.locale === "ar" ? "rtl" : "ltr"}
        >
          <span className="font-medium">{message.subject}</span>
          {message.body && (
            // The text as sent, links included: on the embedded default this is how mail is read.
            // Links break anywhere: a long token must not widen the table past its status column.
            // Normal weight: on phones the message is the card's bold heading, its body is not.
            <pre className="font-sans text-sm font-normal whitespace-pre-wrap text-slate-700 wrap-anywhere">
              {mailTextParts(message.body).map((part, index) =>
                part.href ? (
                  <a
                    key={index}
                    href={part.href}
                    dir="ltr"
                    className="font-medium text-brand-800 underline"
                  >
                    {part.text}
                  </a>
                ) : (
                  part.text
                ),
              )}
            </pre>
          )}
        </div>
      ),
    },
    {
      id: "status",
      header: t`Status`,
      cell: (message) => (
        <div className="flex flex-col gap-1">
          <StatusBadge
            status={message.status}
            tone={TONES[message.status]}
            label={statusLabels[message.status]}
          />
          {message.error && <span className="text-xs text-red-800">{message.error}</span>}
        </div>
      ),
    },
  ];

  return (
    <DataTable
      {...labels}
      caption={t`Outbox`}
      columns={columns}
      rows={messages}
      getRowId={(message) => message.id}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      loadingRowCount={5}
      empty={<EmptyState headingLevel={3} title={t`No message yet`} />}
      pagination={tablePagination(meta, onPageChange)}
    />
  );
}
