import { Trans, useLingui } from "@lingui/react/macro";
import { INBOX_FILTERS, type InboxFilter } from "@rawaq/domain/contact";
import type { Locale } from "@rawaq/i18n/locales";
import { EmptyState } from "@rawaq/ui/empty-state";
import { Select } from "@rawaq/ui/select";
import { AdminOnly } from "../../components/admin-only.tsx";
import { INBOX_LIST_PARAMS } from "../../features/contact/inbox-list-params.ts";
import { InboxTable } from "../../features/contact/inbox-table.tsx";
import { useInbox } from "../../features/contact/use-inbox.ts";
import { formatCount } from "../../lib/format-count.ts";
import { useUrlState } from "../../lib/url-state.ts";

/** The administration's inbox of messages from the contact page. */
export function AdminInboxPage() {
  return (
    <AdminOnly>
      <AdminInbox />
    </AdminOnly>
  );
}

function AdminInbox() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const [query, setQuery] = useUrlState(INBOX_LIST_PARAMS);
  const { data, error, mutate } = useInbox({ filter: query.filter, page: query.page });
  const labels: Record<InboxFilter, string> = {
    open: t({ message: "Open", context: "message" }),
    unread: t({ message: "Unread", context: "message" }),
    handled: t({ message: "Handled", context: "message" }),
    all: t`All`,
  };
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Contact inbox</Trans>
      </h1>
      <Select
        label={t`Show`}
        className="sm:w-64"
        value={query.filter}
        onValueChange={(value) =>
          setQuery({ filter: INBOX_FILTERS.find((item) => item === value) ?? "open", page: 1 })
        }
        options={INBOX_FILTERS.map((filter) => ({
          value: filter,
          label: data
            ? `${labels[filter]} (${formatCount(data.counts[filter], locale)})`
            : labels[filter],
        }))}
      />
      <InboxTable
        messages={data?.messages}
        meta={data?.meta}
        error={error}
        onRetry={() => void mutate()}
        onPageChange={(page) => setQuery({ page })}
        empty={<EmptyState headingLevel={2} title={t`No messages here`} />}
      />
    </div>
  );
}
