import { useLingui } from "@lingui/react/macro";
import type { InboxMessage } from "@rawaq/domain/contact";
import { formatDateTime } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import type { DataTableColumn } from "@rawaq/ui/data-table";
import { Link } from "react-router-dom";
import { type PagedListProps, PagedTable } from "../../components/paged-table.tsx";

export interface InboxTableProps extends PagedListProps {
  messages: InboxMessage[] | undefined;
}

/** Contact messages: unread in bold, who wrote, the subject (a link), assignee and state. */
export function InboxTable({ messages, error, ...list }: InboxTableProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const columns: DataTableColumn<InboxMessage>[] = [
    {
      id: "subject",
      header: t`Subject`,
      isRowHeader: true,
      cell: (message) => (
        <Link
          to={`/${locale}/admin/inbox/${message.id}`}
          data-unread={!message.is_read || undefined}
          className={`text-brand-800 underline-offset-2 hover:underline ${message.is_read ? "" : "font-bold"}`}
        >
          <bdi>{message.subject}</bdi>
          {message.is_read ? null : <span className="sr-only"> {t`(unread)`}</span>}
        </Link>
      ),
    },
    {
      id: "from",
      header: t`From`,
      cell: (message) => (
        <span className="flex flex-col">
          <bdi>{message.name}</bdi>
          <span dir="ltr" className="text-start text-xs text-slate-600">
            {message.email}
          </span>
        </span>
      ),
    },
    {
      id: "received",
      header: t`Received`,
      className: "whitespace-nowrap",
      cell: (message) => (
        <time dateTime={message.created_at}>{formatDateTime(message.created_at, locale)}</time>
      ),
    },
    {
      id: "assigned",
      header: t`Assigned to`,
      cell: (message) => (message.assigned_to ? <bdi>{message.assigned_to.name}</bdi> : "—"),
    },
    {
      id: "state",
      header: t`State`,
      cell: (message) =>
        message.is_handled
          ? t({ message: "Handled", context: "message" })
          : message.replies_count > 0
            ? t`Replied`
            : message.is_read
              ? t({ message: "Read", context: "message" })
              : t({ message: "Unread", context: "message" }),
    },
  ];
  return (
    <PagedTable
      {...list}
      caption={t`Contact messages`}
      columns={columns}
      rows={messages}
      getRowId={(message) => message.id}
      error={!messages && error ? t`The messages could not be loaded.` : undefined}
      // Two lines: who wrote, and their address under it.
      rowHeight="3.25rem"
      isPagerHiddenWhenEmpty
      paginationLabel={t`Pages of messages`}
    />
  );
}
