import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "@rawaq/api-client/client";
import { BOOK_STATUSES } from "@rawaq/domain/book";
import { Alert } from "@rawaq/ui/alert";
import { useEffect, useRef, useState } from "react";
import { useToast } from "../../components/toasts.tsx";
import { AdminOnly, NoPermissionNotice, isForbidden } from "../../components/admin-only.tsx";
import {
  BookDecisionDialog,
  BulkBookDecisions,
  MatchingBookDecisions,
  type PendingBookDecision,
  useBookDecisionOutcome,
} from "../../features/books/book-decisions.tsx";
import { OrganizationFilter } from "../../components/organization-filter.tsx";
import { ExportButtons } from "../../components/export-buttons.tsx";
import { BookQueueTable } from "../../features/books/book-queue-table.tsx";
import { QueueFilters } from "../../components/queue-filters.tsx";
import { BOOK_QUEUE_PARAMS } from "../../features/books/book-queue-params.ts";
import { useAdminBooks, useBookQueueOrganizations } from "../../features/books/use-book-queue.ts";
import { useAdminOrganization } from "../../features/organizations/use-organization-queue.ts";
import { EventFilterNote } from "../../features/participation/event-filter-note.tsx";
import { useRevalidateAdmin } from "../../lib/admin-keys.ts";
import { api } from "../../lib/api.ts";
import { todayStamp } from "../../lib/download.ts";
import { ALL, useUrlState } from "../../lib/url-state.ts";
import { FailureText } from "../../components/load-state.tsx";

/**
 * The books review queue: pending books by default, narrowed by publishing house and search,
 * decided one by one, a selection at a time, or all matching the filter.
 */
export function AdminBooksPage() {
  return (
    <AdminOnly>
      <BooksQueue />
    </AdminOnly>
  );
}

function BooksQueue() {
  const { t } = useLingui();
  const [query, setQuery] = useUrlState(BOOK_QUEUE_PARAMS);
  const { status, organization_id: organizationId, event_id: eventId, q, page } = query;
  const { data, error, isLoading, mutate } = useAdminBooks(query);
  const rows = data?.books ?? [];
  const revalidateAdmin = useRevalidateAdmin();

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<PendingBookDecision | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const toast = useToast();
  const outcomeText = useBookDecisionOutcome();

  // A selection belongs to the list it was made in: another page or filter starts empty; the
  // last notice belongs to its filter (not its page: a decision may move to another page).
  const filterKey = [status ?? ALL, organizationId, eventId, q].join("\u0000");
  const listKey = `${filterKey}\u0000${page}`;
  const [shownListKey, setShownListKey] = useState(listKey);
  if (listKey !== shownListKey) {
    setShownListKey(listKey);
    setSelected(new Set());
    if (!shownListKey.startsWith(`${filterKey}\u0000`)) setNotice(null);
  }
  const selectedIds = rows.filter((book) => selected.has(book.id)).map((book) => book.id);

  // The organization filter names its organization; without rows on this page, ask for it.
  const rowsOrganizationName = rows.find(
    (book) => book.organization_id === organizationId,
  )?.organization_name;
  const organizationDetail = useAdminOrganization(
    organizationId && data && !rowsOrganizationName ? organizationId : null,
  );
  const organizationName = rowsOrganizationName ?? organizationDetail.data?.organization.name;
  const { data: queueOrganizations } = useBookQueueOrganizations(status, eventId);

  // Deciding the last books of the last page leaves it empty: step back to the new last page.
  // A correction, not a choice: it replaces the empty page in the history.
  const pages = data?.meta.pages;
  useEffect(() => {
    if (pages !== undefined && page > pages) setQuery({ page: pages }, { replace: true });
  }, [page, pages, setQuery]);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (isForbidden(error)) return <NoPermissionNotice />;

  async function handleDecision(reason: string) {
    if (!pending) return;
    try {
      const answer =
        pending.matchingCount === undefined
          ? await api.admin.decideBooks(pending.ids, pending.decision, reason)
          : await api.admin.decideMatchingBooks({
              status: status ?? "pending",
              organization_id: organizationId || undefined,
              event_id: eventId || undefined,
              q: q || undefined,
              count: pending.matchingCount,
              decision: pending.decision,
              reason,
            });
      setPending(null);
      setSelected(new Set());
      const updated = answer.data.updated;
      // A confirmation is a toast; a decision that changed nothing stays on the page.
      if (updated > 0) {
        setNotice(null);
        toast(outcomeText(pending.decision, updated));
      } else {
        setNotice(outcomeText(pending.decision, updated));
      }
      await revalidateAdmin();
      // The button that opened the dialog may be gone with its book: keep the keyboard here.
      if (updated > 0) titleRef.current?.focus();
    } catch (failure) {
      // Another admin changed these books meanwhile, or another number now matches the filter:
      // say so and show the list as it is now.
      if (failure instanceof ApiError && failure.status === 409) {
        setPending(null);
        setSelected(new Set());
        setNotice(failure.message);
        void revalidateAdmin();
        return;
      }
      throw failure;
    }
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 ref={titleRef} tabIndex={-1} className="text-2xl font-bold text-brand-900">
          <Trans>Books to review</Trans>
        </h1>
        <ExportButtons
          label={t`Export these books`}
          download={(format) =>
            api.admin.exportBooks({
              format,
              status,
              organization_id: organizationId || undefined,
              event_id: eventId || undefined,
            })
          }
          nameParts={["books", organizationName ?? "", status ?? ALL, todayStamp()]}
        />
      </div>

      {eventId ? (
        <EventFilterNote eventId={eventId} onClear={() => setQuery({ event_id: "", page: 1 })} />
      ) : null}
      <QueueFilters
        statuses={BOOK_STATUSES}
        of="book"
        status={status}
        onStatusChange={(value) => setQuery({ status: value })}
        q={q}
        onSearch={(value) => setQuery({ q: value })}
        searchLabel={t`Search by title, author or ISBN`}
      >
        <OrganizationFilter
          organizations={queueOrganizations?.organizations.map(({ books, ...rest }) => ({
            ...rest,
            count: books,
          }))}
          organizationId={organizationId}
          organizationName={organizationName}
          onChange={(value) => setQuery({ organization_id: value })}
        />
      </QueueFilters>

      {notice && (
        <Alert ref={noticeRef} tabIndex={-1} variant="warning">
          {notice}
        </Alert>
      )}

      <BulkBookDecisions status={status} selectedIds={selectedIds} onDecide={setPending} />
      <MatchingBookDecisions
        status={status}
        total={data && !isLoading ? data.meta.total : undefined}
        onDecide={setPending}
      />

      <BookQueueTable
        rows={rows}
        meta={data?.meta}
        isLoading={isLoading}
        error={
          error && !data ? (
            <FailureText error={error}>{t`The books could not be loaded.`}</FailureText>
          ) : undefined
        }
        onRetry={() => void mutate()}
        onPageChange={(next) => setQuery({ page: next })}
        status={status}
        q={q}
        selected={selected}
        onSelectedChange={setSelected}
        onDecide={setPending}
      />

      <BookDecisionDialog
        pending={pending}
        onCancel={() => setPending(null)}
        onConfirm={handleDecision}
      />
    </div>
  );
}
