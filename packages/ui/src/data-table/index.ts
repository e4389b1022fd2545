export { DataTable, nextSort, pageCount } from "./data-table.tsx";
export type {
  DataTableColumn,
  DataTablePagination,
  DataTableProps,
  DataTableSort,
  DataTableState,
  SortDirection,
} from "./data-table.tsx";
