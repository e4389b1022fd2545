import { Trans, useLingui } from "@lingui/react/macro";
import type { GuideHiddenEntry } from "@rawaq/domain/guide-admin";
import { formatDateTime } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { DataTable, type DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { useState } from "react";
import { useTableLabels } from "../../components/table-labels.ts";
import { useToast } from "../../components/toasts.tsx";
import { failureMessage } from "../../lib/api-failure.ts";
import { api } from "../../lib/api.ts";
import { useRevalidateAdminGuide } from "./use-guide.ts";

export interface GuideHiddenTableProps {
  eventId: string;
  hidden: GuideHiddenEntry[];
}

/** What the administration took out of the event's guide, why, who and when; shown again in one click. */
export function GuideHiddenTable({ eventId, hidden }: GuideHiddenTableProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const labels = useTableLabels();
  const toast = useToast();
  const revalidate = useRevalidateAdminGuide();
  const [showing, setShowing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleShow(entry: GuideHiddenEntry) {
    setShowing(entry.id);
    setFailure(null);
    try {
      const answer = await api.guide.admin.showInGuide(eventId, entry.id);
      await revalidate();
      toast(answer.message ?? t`Saved.`);
    } catch (error) {
      setFailure(failureMessage(error, i18n));
    } finally {
      setShowing(null);
    }
  }

  const columns: DataTableColumn<GuideHiddenEntry>[] = [
    {
      id: "what",
      header: t`Hidden`,
      isRowHeader: true,
      cell: (entry) => {
        if (!entry.book) return hiddenHouse(entry);
        const house = entry.organization.name;
        const isbn = entry.book.isbn;
        return (
          <span className="flex flex-col">
            <bdi className="font-medium">{entry.book.title}</bdi>
            <span className="text-xs text-slate-600">
              <Trans>
                A title of <bdi>{house}</bdi> (ISBN <bdi dir="ltr">{isbn}</bdi>)
              </Trans>
            </span>
          </span>
        );
      },
    },
    {
      id: "reason",
      header: t`Reason`,
      className: "min-w-48",
      cell: (entry) => <bdi className="whitespace-pre-line">{entry.reason}</bdi>,
    },
    {
      id: "who",
      header: t`Who`,
      priority: "medium",
      cell: (entry) => (entry.hidden_by ? <bdi>{entry.hidden_by}</bdi> : "-"),
    },
    {
      id: "when",
      header: t`When`,
      priority: "medium",
      className: "whitespace-nowrap",
      cell: (entry) => (
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time>
      ),
    },
    {
      id: "actions",
      header: t`Actions`,
      sticky: "end",
      cardLabel: false,
      cell: (entry) => (
        <Button
          size="sm"
          variant="secondary"
          isLoading={showing === entry.id}
          disabled={showing !== null && showing !== entry.id}
          onClick={() => void handleShow(entry)}
        >
          <Trans context="guide">Show</Trans>
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="guide-hidden" className="flex flex-col gap-3">
      <h2 id="guide-hidden" className="text-lg font-semibold text-brand-900">
        <Trans>Hidden from the guide</Trans>
      </h2>
      {failure ? <Alert variant="danger">{failure}</Alert> : null}
      <DataTable
        {...labels}
        caption={t`Hidden from the guide`}
        columns={columns}
        rows={hidden}
        getRowId={(entry) => entry.id}
        empty={
          <EmptyState
            headingLevel={3}
            title={t`Nothing is hidden`}
            description={t`Every approved house with a confirmed booth shows, with its priced titles.`}
          />
        }
      />
    </section>
  );
}

function hiddenHouse(entry: GuideHiddenEntry) {
  return (
    <span className="flex flex-col">
      <bdi className="font-medium">{entry.organization.name}</bdi>
      <span className="text-xs text-slate-600">
        <Trans>The whole publishing house</Trans>
      </span>
    </span>
  );
}
