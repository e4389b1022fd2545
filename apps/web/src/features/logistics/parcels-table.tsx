import { Trans, useLingui } from "@lingui/react/macro";
import type { Parcel } from "@rawaq/domain/logistics";
import type { PageMeta } from "@rawaq/domain/pagination";
import type { DataTableColumn } from "@rawaq/ui/data-table";
import { StatusBadge, statusTone } from "@rawaq/ui/status-badge";
import type { ReactNode } from "react";
import { PagedTable } from "../../components/paged-table.tsx";
import { selectionColumn } from "../../components/selection-column.tsx";
import { useLogisticsWords } from "./logistics-words.ts";

/** Parcels per page where the exhibitor picks some for a step (send, assign a shipper). */
export const PICK_PAGE_SIZE = 50;

export interface ParcelsTableProps {
  /** A page of parcels; `undefined` while the first page loads. */
  parcels: Parcel[] | undefined;
  caption: string;
  showOrganization?: boolean;
  /** Checkboxes per row and for the page, for bulk actions. */
  selection?: { selected: ReadonlySet<string>; onSelectedChange: (ids: Set<string>) => void };
  actions?: (parcel: Parcel) => ReactNode;
  /** The list's page; absent for a list shown whole (a printed manifest). */
  meta?: PageMeta | undefined;
  onPageChange?: (page: number) => void;
  error?: ReactNode;
  onRetry?: () => void;
  empty?: ReactNode;
}

/**
 * Parcels with destination, shipper, status and the titles inside, on the kit's DataTable: one
 * table for the exhibitor's shipments, the administration's parcels and the manifests, stacked
 * as cards on phones, paged like every other list.
 */
export function ParcelsTable({
  parcels,
  caption,
  showOrganization = false,
  selection,
  actions,
  meta,
  onPageChange,
  error,
  onRetry,
  empty,
}: ParcelsTableProps) {
  const { t } = useLingui();
  const words = useLogisticsWords();
  const columns: DataTableColumn<Parcel>[] = [];
  if (selection) {
    columns.push(
      selectionColumn({
        ...selection,
        rows: parcels ?? [],
        getRowId: (parcel) => parcel.id,
        allLabel: t`Select every parcel on this page`,
        rowLabel: (parcel) => t`Select parcel ${parcel.number}`,
      }),
    );
  }
  columns.push({
    id: "number",
    header: t`Parcel number`,
    isRowHeader: true,
    cell: (parcel) => (
      <>
        <span dir="ltr" className="font-semibold">
          {parcel.number}
        </span>
        <span dir="ltr" className="block font-mono text-xs text-slate-500">
          {parcel.code}
        </span>
      </>
    ),
  });
  if (showOrganization) {
    columns.push({
      id: "organization",
      header: t`Publishing house`,
      cell: (parcel) => <bdi>{parcel.organization_name}</bdi>,
    });
  }
  columns.push(
    {
      id: "titles",
      header: t`Titles`,
      priority: "medium",
      cell: (parcel) =>
        parcel.items.map(({ book_id: bookId, title, quantity }) => (
          <div key={bookId} data-slot="parcel-item">
            {/* A no-break space ties "× 5" to the title's last word, and the token itself never
                wraps: a narrow column once put "× 5" on a line of its own (issue 26). */}
            <Trans>
              <bdi>{title}</bdi>
              {"\u00a0"}
              <span className="whitespace-nowrap">× {quantity}</span>
            </Trans>
          </div>
        )),
    },
    {
      id: "copies",
      header: t`Copies`,
      className: "text-end tabular-nums",
      cell: (parcel) => parcel.total,
    },
    {
      id: "destination",
      header: t`Destination`,
      cell: (parcel) => words.destination(parcel.destination) ?? "—",
    },
    {
      id: "shipper",
      header: t`Shipper`,
      priority: "low",
      cell: (parcel) => words.shipperName(parcel.shipper) ?? "—",
    },
    {
      id: "status",
      header: t`Status`,
      cell: (parcel) => (
        <StatusBadge
          status={parcel.status}
          tone={statusTone(parcel.status)}
          label={words.status(parcel.status)}
        />
      ),
    },
  );
  if (actions) {
    columns.push({ id: "actions", header: t`Actions`, cardLabel: false, cell: actions });
  }
  return (
    <PagedTable
      caption={caption}
      columns={columns}
      rows={parcels}
      getRowId={(parcel) => parcel.id}
      error={error}
      onRetry={onRetry}
      empty={empty}
      meta={meta}
      onPageChange={onPageChange}
    />
  );
}
