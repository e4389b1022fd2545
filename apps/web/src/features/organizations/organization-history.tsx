import { Trans, useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import type { AuditEntry } from "@rawaq/domain/review";
import { formatDateTime } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { DataTable, type DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { ArrowForwardIcon } from "@rawaq/ui/icons";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useFairRuleChangeLabel } from "../../components/fair-rule-names.ts";
import { ActorName } from "../../components/actor-name.tsx";
import { AUDIT_ENTITY_LABELS, auditEntryPath } from "../../components/audit-subject.ts";
import { ReviewStatusBadge, statusOfAudited } from "../../components/review-status.tsx";
import { AUDIT_PAGE_SIZE, useOrganizationAudit } from "./use-organization-audit.ts";
import { useTableLabels } from "../../components/table-labels.ts";
import { tablePagination } from "../../components/table-pagination.ts";
import { FailureText } from "../../components/load-state.tsx";

/** The organization's recent history: who changed which status, when, and why. */
export function OrganizationHistory() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const tableLabels = useTableLabels();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useOrganizationAudit(page);
  const fairRuleChange = useFairRuleChangeLabel();

  const columns: DataTableColumn<AuditEntry>[] = [
    {
      id: "when",
      header: t`When`,
      cell: (entry) => (
        // Digits, dashes and the time keep their order inside Arabic text.
        <time dateTime={entry.created_at} dir="ltr" className="whitespace-nowrap">
          {formatDateTime(entry.created_at, locale)}
        </time>
      ),
    },
    {
      id: "item",
      header: t`Item`,
      isRowHeader: true,
      cell: (entry) => {
        const path = auditEntryPath(entry, "exhibitor");
        return (
          <span className="flex flex-col items-start" data-entity={entry.entity_type}>
            {path ? (
              <Link to={`/${locale}${path}`} className="font-medium text-brand-800 underline">
                <bdi>{localized(entry.entity_label, locale)}</bdi>
              </Link>
            ) : (
              <bdi className="font-medium">{localized(entry.entity_label, locale)}</bdi>
            )}
            <span className="text-xs text-slate-500">
              {i18n._(AUDIT_ENTITY_LABELS[entry.entity_type])}
            </span>
          </span>
        );
      },
    },
    {
      id: "change",
      header: t`Change`,
      cell: (entry) => {
        // A status agrees with its object; an allowance changes between two numbers.
        const of = statusOfAudited(entry.entity_type);
        const shown = (status: string) =>
          of ? (
            <ReviewStatusBadge status={status} of={of} size="sm" />
          ) : (
            <bdi>{entry.entity_type === "fair_rules" ? fairRuleChange(status) : status}</bdi>
          );
        return (
          <span className="inline-flex flex-wrap items-center gap-1.5">
            {entry.from_status && (
              <>
                {shown(entry.from_status)}
                <ArrowForwardIcon className="size-4 shrink-0 text-slate-500" />
                <span className="sr-only">{t`to`}</span>
              </>
            )}
            {shown(entry.to_status)}
          </span>
        );
      },
    },
    {
      id: "who",
      header: t`By`,
      priority: "medium",
      cell: (entry) => (
        <span className="flex flex-col items-start">
          <ActorName actor={entry.actor} />
          <span className="text-xs text-slate-500">
            {entry.actor.role === "admin" ? t`Administration` : t`Exhibitor`}
          </span>
        </span>
      ),
    },
    {
      id: "reason",
      header: t`Reason`,
      cell: (entry) => <bdi>{entry.reason || "-"}</bdi>,
    },
  ];

  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-3">
      <h2 id="history-title" className="text-lg font-semibold text-slate-900">
        <Trans>Recent history</Trans>
      </h2>
      <DataTable
        caption={t`Recent history`}
        columns={columns}
        rows={data?.entries ?? []}
        getRowId={(entry) => entry.id}
        isLoading={isLoading}
        // Most entries wrap to two or three lines at 1280 (61-81 px): one floor for all rows,
        // skeletons included, so rows do not jump when they arrive.
        rowHeight="5rem"
        error={
          error ? (
            <FailureText error={error}>{t`The history could not be loaded.`}</FailureText>
          ) : undefined
        }
        onRetry={() => void mutate()}
        empty={<EmptyState headingLevel={3} title={t`Nothing has happened yet`} />}
        pagination={tablePagination(data && { ...data.meta, per_page: AUDIT_PAGE_SIZE }, setPage, {
          isPagerHiddenWhenEmpty: true,
        })}
        {...tableLabels}
      />
    </section>
  );
}
