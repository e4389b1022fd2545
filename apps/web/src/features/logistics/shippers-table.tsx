import { Trans, useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import type { Shipper } from "@rawaq/domain/logistics";
import type { PageMeta } from "@rawaq/domain/pagination";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import type { DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { useState } from "react";
import { PagedTable } from "../../components/paged-table.tsx";
import { useToast } from "../../components/toasts.tsx";
import { api } from "../../lib/api.ts";
import { failureMessage } from "../../lib/api-failure.ts";
import { shipperInput } from "./shipper-form.tsx";
import { useRevalidateLogistics } from "./use-logistics.ts";

export interface ShippersTableProps {
  /** A page of shippers; `undefined` while the first page loads. */
  shippers: Shipper[] | undefined;
  meta: PageMeta | undefined;
  onPageChange: (page: number) => void;
  isFailed: boolean;
  onRetry: () => void;
  onEdit: (shipper: Shipper) => void;
}

/**
 * The fair's shippers with their contacts and state; each row is edited in the form above it or
 * deactivated and reactivated in place (a toast says so, a failure stays above the table).
 */
export function ShippersTable({
  shippers,
  meta,
  onPageChange,
  isFailed,
  onRetry,
  onEdit,
}: ShippersTableProps) {
  const { i18n, t } = useLingui();
  const toast = useToast();
  const refresh = useRevalidateLogistics();
  const [failure, setFailure] = useState<string | null>(null);

  async function handleToggle(shipper: Shipper) {
    setFailure(null);
    try {
      const answer = await api.logistics.admin.updateShipper(shipper.id, {
        ...shipperInput(shipper),
        active: !shipper.active,
      });
      toast(answer.message ?? t`Saved.`);
      await refresh();
    } catch (error) {
      setFailure(failureMessage(error, i18n));
    }
  }

  const columns: DataTableColumn<Shipper>[] = [
    {
      id: "name",
      header: t`Name`,
      isRowHeader: true,
      cell: (shipper) => <bdi>{localized(shipper.name, i18n.locale)}</bdi>,
    },
    {
      id: "phone",
      header: t`Phone number`,
      cell: (shipper) => <bdi dir="ltr">{shipper.phone}</bdi>,
    },
    { id: "email", header: t`Email`, cell: (shipper) => <bdi dir="ltr">{shipper.email}</bdi> },
    {
      id: "status",
      header: t`Status`,
      cell: (shipper) =>
        shipper.active
          ? t({ message: "Active", context: "shipper" })
          : t({ message: "Deactivated", context: "shipper" }),
    },
    {
      id: "actions",
      header: t`Actions`,
      cell: (shipper) => (
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => onEdit(shipper)}>
            <Trans>Edit</Trans>
          </Button>
          <Button variant="secondary" onClick={() => void handleToggle(shipper)}>
            {shipper.active ? t`Deactivate` : t`Reactivate`}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      {failure && <Alert variant="danger">{failure}</Alert>}
      <PagedTable
        caption={t`Shippers`}
        columns={columns}
        rows={shippers}
        getRowId={(shipper) => shipper.id}
        error={isFailed ? t`The shippers could not be loaded.` : undefined}
        onRetry={onRetry}
        empty={<EmptyState headingLevel={2} title={t`No shippers yet`} />}
        meta={meta}
        onPageChange={onPageChange}
      />
    </div>
  );
}
