import type { PageMeta } from "@rawaq/domain/pagination";
import { DataTable, type DataTableProps } from "@rawaq/ui/data-table";
import type { ReactNode } from "react";
import { useTableLabels } from "./table-labels.ts";
import {
  type ShownPage,
  type TablePaginationOptions,
  tablePagination,
} from "./table-pagination.ts";

export type PagedTableProps<Row> = Omit<DataTableProps<Row>, "rows" | "isLoading" | "pagination"> &
  TablePaginationOptions & {
    /** A page of the list; `undefined` until it comes, shown as loading unless `error` is set. */
    rows: Row[] | undefined;
    meta: ShownPage | undefined;
    onPageChange?: (page: number) => void;
  };

/**
 * The kit's DataTable for one page of a fetched list: loading until the rows or an error come,
 * its texts translated (a table may name its own pager), and paged once the page's meta is known.
 */
export function PagedTable<Row>({
  rows,
  meta,
  onPageChange,
  isPagerHiddenWhenEmpty,
  ...table
}: PagedTableProps<Row>) {
  const labels = useTableLabels();
  return (
    <DataTable
      {...labels}
      {...table}
      rows={rows ?? []}
      isLoading={!rows && !table.error}
      pagination={tablePagination(meta, onPageChange, { isPagerHiddenWhenEmpty })}
    />
  );
}

/**
 * What a screen hands a table of one page of its list besides the rows: SWR's state of it, what
 * an empty list says, and the page-change handler.
 */
export interface PagedListProps {
  meta: PageMeta | undefined;
  /** The list's failure, once SWR has given up: shown with a retry while there are no rows. */
  error?: unknown;
  onRetry: () => void;
  empty: ReactNode;
  onPageChange: (page: number) => void;
}
