import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PageMeta } from "@rawaq/domain/pagination";
import type { AdminUser } from "@rawaq/domain/user";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Button } from "@rawaq/ui/button";
import { DataTable, type DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { StatusBadge } from "@rawaq/ui/status-badge";
import { useTableLabels } from "../../components/table-labels.ts";
import { tablePagination } from "../../components/table-pagination.ts";

export type UserChange = { role?: AdminUser["role"]; is_disabled?: boolean };

export interface UsersTableProps {
  users: AdminUser[];
  meta: PageMeta | undefined;
  isLoading: boolean;
  error?: ReactNode;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  /** The account being changed, whose buttons show they are busy. */
  busyId: string | null;
  /** The signed-in administrator, who cannot disable themself. */
  selfId: string | undefined;
  onChange: (user: AdminUser, change: UserChange) => void;
  /** Asks to delete the account (on the person's request); never offered for one's own. */
  onDelete: (user: AdminUser) => void;
}

/** Accounts with their role and state, and what an administrator may change about them. */
export function UsersTable({
  users,
  meta,
  isLoading,
  error,
  onRetry,
  onPageChange,
  busyId,
  selfId,
  onChange,
  onDelete,
}: UsersTableProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const labels = useTableLabels();

  const columns: DataTableColumn<AdminUser>[] = [
    {
      id: "name",
      header: t`Name`,
      isRowHeader: true,
      cell: (user) => (
        <div className="flex flex-col">
          <span>
            <bdi>
              {user.first_name} {user.last_name}
            </bdi>
          </span>
          <span dir="ltr" className="text-start text-xs text-slate-600">
            {user.email}
          </span>
        </div>
      ),
    },
    {
      id: "role",
      header: t`Role`,
      priority: "medium",
      cell: (user) =>
        user.role === "admin" ? <Trans>Administration</Trans> : <Trans>Exhibitor</Trans>,
    },
    {
      id: "organization",
      header: t`Publishing house`,
      cell: (user) => (user.organization_name ? <bdi>{user.organization_name}</bdi> : "-"),
    },
    {
      id: "state",
      header: t`Account`,
      cell: (user) => (
        <StatusBadge
          status={user.is_disabled ? "disabled" : "active"}
          tone={user.is_disabled ? "danger" : "success"}
          label={
            user.is_disabled
              ? t({ message: "Disabled", context: "account" })
              : t({ message: "Active", context: "account" })
          }
        />
      ),
    },
    {
      id: "created",
      header: t`Signed up`,
      priority: "low",
      className: "whitespace-nowrap",
      cell: (user) => <time dateTime={user.created_at}>{formatDate(user.created_at, locale)}</time>,
    },
    {
      id: "actions",
      header: t`Actions`,
      sticky: "end",
      cardLabel: false,
      cell: (user) => (
        <div className="flex flex-wrap gap-2">
          {user.id !== selfId && (
            <Button
              size="sm"
              variant={user.is_disabled ? "secondary" : "danger"}
              isLoading={busyId === user.id}
              onClick={() => onChange(user, { is_disabled: !user.is_disabled })}
            >
              {user.is_disabled ? (
                <Trans>Enable the account</Trans>
              ) : (
                <Trans>Disable the account</Trans>
              )}
            </Button>
          )}
          {!user.organization_name && (
            <Button
              size="sm"
              variant="secondary"
              isLoading={busyId === user.id}
              onClick={() =>
                onChange(user, { role: user.role === "admin" ? "exhibitor" : "admin" })
              }
            >
              {user.role === "admin" ? (
                <Trans>Remove the admin role</Trans>
              ) : (
                <Trans>Grant the admin role</Trans>
              )}
            </Button>
          )}
          {user.id !== selfId && (
            <Button
              size="sm"
              variant="secondary"
              disabled={busyId === user.id}
              onClick={() => onDelete(user)}
            >
              <Trans>Delete the account</Trans>
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <DataTable
      {...labels}
      caption={t`Accounts`}
      columns={columns}
      rows={users}
      getRowId={(user) => user.id}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      loadingRowCount={5}
      rowHeight="3.8125rem"
      empty={<EmptyState headingLevel={3} title={t`No account matches`} />}
      pagination={tablePagination(meta, onPageChange)}
    />
  );
}
