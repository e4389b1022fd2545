import type { PageMeta } from "@rawaq/domain/pagination";
import type { DataTablePagination } from "@rawaq/ui/data-table";

/** The page a table shows: a list's meta from the API, or the same numbers of a list paged here. */
export type ShownPage = Pick<PageMeta, "page" | "per_page" | "total">;

export interface TablePaginationOptions {
  /** No pager under an empty list, where its "Page 1 of 1" would say nothing. */
  isPagerHiddenWhenEmpty?: boolean;
}

/**
 * The DataTable's `pagination` for a page of a list: none until the page's meta has come, nor
 * without a page-change handler (a preview that shows one page).
 */
export function tablePagination(
  meta: ShownPage | undefined,
  onPageChange: ((page: number) => void) | undefined,
  { isPagerHiddenWhenEmpty = false }: TablePaginationOptions = {},
): DataTablePagination | undefined {
  if (!meta || !onPageChange || (isPagerHiddenWhenEmpty && meta.total === 0)) return undefined;
  return { page: meta.page, pageSize: meta.per_page, total: meta.total, onPageChange };
}
