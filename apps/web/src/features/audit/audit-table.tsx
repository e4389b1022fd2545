import { Trans, useLingui } from "@lingui/react/macro";
import type { PageMeta } from "@rawaq/domain/pagination";
import { localized } from "@rawaq/domain/bilingual";
import type { AuditEntry } from "@rawaq/domain/review";
import { formatDateTime } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { DataTable, type DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { ArrowForwardIcon } from "@rawaq/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useFairRuleChangeLabel } from "../../components/fair-rule-names.ts";
import { ActorName } from "../../components/actor-name.tsx";
import { AUDIT_ENTITY_LABELS, auditEntryPath } from "../../components/audit-subject.ts";
import { statusOfAudited, useStatusLabel } from "../../components/review-status.tsx";
import { useTableLabels } from "../../components/table-labels.ts";
import { tablePagination } from "../../components/table-pagination.ts";

export interface AuditTableProps {
  caption: string;
  isCaptionVisible?: boolean;
  entries: AuditEntry[];
  meta: PageMeta | undefined;
  isLoading: boolean;
  /** A message to show instead of the rows. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Without it, the table shows one page and no pagination (a preview). */
  onPageChange?: (page: number) => void;
  /** Links organization entries to their review page; off on that page itself (the other
   * entries always open their object). */
  hasOrganizationLinks?: boolean;
}

/** Status changes: when, who, what, from → to, and why (DESIGN.md, audit log). */
export function AuditTable({
  caption,
  isCaptionVisible,
  entries,
  meta,
  isLoading,
  error,
  onRetry,
  onPageChange,
  hasOrganizationLinks = true,
}: AuditTableProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const statusLabel = useStatusLabel();
  const labels = useTableLabels();
  const accountLabels: Record<string, string> = {
    active: t({ message: "Active", context: "account" }),
    disabled: t({ message: "Disabled", context: "account" }),
    admin: t`Administration`,
    exhibitor: t`Exhibitor`,
    // The person took a copy of their data, or the account was deleted (issue 31).
    data_exported: t`Copy of the data taken`,
    account_deleted: t`Account deleted`,
  };
  // The fair's rules (issue 32): what changed, and the rule an exception concerns.
  const fairRuleChange = useFairRuleChangeLabel();
  // An account's changes are its state and its role; the rest are statuses of their object.
  const changeLabel = (entry: AuditEntry, status: string) => {
    const of = statusOfAudited(entry.entity_type);
    if (of) return statusLabel(status, of);
    if (entry.entity_type === "fair_rules") {
      return fairRuleChange(status);
    }
    return entry.entity_type === "user" ? (accountLabels[status] ?? status) : status;
  };

  const columns: DataTableColumn<AuditEntry>[] = [
    {
      id: "when",
      header: t`When`,
      className: "whitespace-nowrap",
      cell: (entry) => (
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time>
      ),
    },
    {
      id: "who",
      header: t`Who`,
      cell: (entry) => (
        <div className="flex flex-col">
          <span>
            <ActorName actor={entry.actor} />
          </span>
          <span className="text-xs text-slate-600">
            {entry.actor.role === "admin" ? (
              <Trans>Administration</Trans>
            ) : (
              <Trans>Exhibitor</Trans>
            )}
          </span>
        </div>
      ),
    },
    {
      id: "what",
      header: t`What`,
      cell: (entry) => {
        const path =
          hasOrganizationLinks || entry.entity_type !== "organization"
            ? auditEntryPath(entry, "admin")
            : null;
        return (
          <div className="flex flex-col" data-entity={entry.entity_type}>
            <span className="text-xs text-slate-600">
              {i18n._(AUDIT_ENTITY_LABELS[entry.entity_type])}
            </span>
            {path ? (
              <Link to={`/${locale}${path}`} className="font-medium text-brand-800 underline">
                <bdi>{localized(entry.entity_label, locale)}</bdi>
              </Link>
            ) : (
              <span className="font-medium">
                <bdi>{localized(entry.entity_label, locale)}</bdi>
              </span>
            )}
          </div>
        );
      },
    },
    {
      id: "change",
      header: t`Status change`,
      className: "whitespace-nowrap",
      cell: (entry) => (
        <span className="inline-flex items-center gap-1.5">
          <span>{entry.from_status ? changeLabel(entry, entry.from_status) : "-"}</span>
          <ArrowForwardIcon className="size-4 shrink-0 text-slate-500" />
          <span className="sr-only">
            <Trans>to</Trans>
          </span>
          <span className="font-medium">{changeLabel(entry, entry.to_status)}</span>
        </span>
      ),
    },
    {
      id: "reason",
      header: t`Reason`,
      priority: "medium",
      className: "min-w-40",
      cell: (entry) =>
        entry.reason ? <bdi className="whitespace-pre-line">{entry.reason}</bdi> : "-",
    },
  ];

  return (
    <DataTable
      {...labels}
      caption={caption}
      isCaptionVisible={isCaptionVisible}
      columns={columns}
      rows={entries}
      getRowId={(entry) => entry.id}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      loadingRowCount={5}
      rowHeight="5.0625rem"
      empty={
        <EmptyState
          headingLevel={3}
          title={t`No decisions yet`}
          description={t`Every status change will be listed here.`}
        />
      }
      pagination={tablePagination(meta, onPageChange)}
    />
  );
}
