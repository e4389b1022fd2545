import { useId } from "react";
import type { CSSProperties, ReactNode } from "react";
import { Button } from "../button/index.ts";

export type SortDirection = "ascending" | "descending";

export type DataTableSort = {
  /** The `id` of the sorted column. */
  column: string;
  direction: SortDirection;
};

export type DataTableColumn<Row> = {
  id: string;
  header: ReactNode;
  cell: (row: Row, rowIndex: number) => ReactNode;
  isSortable?: boolean;
  /** Numbers and amounts align to the inline end; everything else to the start. */
  align?: "start" | "end";
  /** Renders this column's cells as row headers (`<th scope="row">`), e.g. a title column. */
  isRowHeader?: boolean;
  /** Extra classes for the header and the cells, e.g. a width. */
  className?: string;
  /**
   * Which columns give way when the table's container is narrow: "low" columns drop below
   * 64rem, "medium" below 48rem; "high" (the default) always stay. Under 40rem the table becomes
   * stacked cards and every column shows again, one labelled line each.
   */
  priority?: "high" | "medium" | "low";
  /**
   * Keeps the column in view while the table scrolls sideways: "start" for a title column,
   * "end" for an actions column.
   */
  sticky?: "start" | "end";
  /**
   * The label of this column's line in a stacked card (under 40rem). Defaults to the header
   * when the header is text; `false` shows the value alone (e.g. a checkbox or the actions).
   */
  cardLabel?: ReactNode | false;
  /**
   * Keeps this column's header visible above stacked cards, e.g. a "select all" checkbox.
   * Sortable columns keep theirs anyway, so the sort stays reachable on phones.
   */
  isHeaderKeptWhenStacked?: boolean;
};

export type DataTablePagination = {
  /** One-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
};

export type DataTableState = "loading" | "error" | "empty" | "ready";

export type DataTableProps<Row> = {
  /** Names the table for assistive technology; shown above it when `isCaptionVisible`. */
  caption: string;
  isCaptionVisible?: boolean;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  /** Controlled sort; `null` or absent means unsorted. */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  pagination?: DataTablePagination;
  isLoading?: boolean;
  /** When set, the table shows this message and the retry action instead of rows. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Shown when there are no rows: usually an EmptyState. */
  empty?: ReactNode;
  /** Number of skeleton rows while loading; defaults to the page size, at most 10. */
  loadingRowCount?: number;
  /**
   * The height of one row once loaded (a CSS length, e.g. "3.25rem"), given to each skeleton
   * row so the page does not shift when the rows arrive. Defaults to one line of text.
   */
  rowHeight?: string;
  retryLabel?: string;
  loadingLabel?: string;
  paginationLabel?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** `{page}` and `{pages}` are replaced. */
  pageLabel?: string;
  className?: string;
};

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

/** The sort a click on a column header asks for: ascending first, then it flips. */
export function nextSort(sort: DataTableSort | null | undefined, column: string): DataTableSort {
  const isSame = sort?.column === column;
  return {
    column,
    direction: isSame && sort.direction === "ascending" ? "descending" : "ascending",
  };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

const alignClass = { start: "text-start", end: "text-end" };

export function DataTable<Row>({
  caption,
  isCaptionVisible = false,
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
  pagination,
  isLoading = false,
  error,
  onRetry,
  empty,
  loadingRowCount,
  rowHeight,
  retryLabel = "Retry",
  loadingLabel = "Loading…",
  paginationLabel = "Pagination",
  previousLabel = "Previous",
  nextLabel = "Next",
  pageLabel = "Page {page} of {pages}",
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
  const state: DataTableState = isLoading
    ? "loading"
    : error != null
      ? "error"
      : rows.length === 0
        ? "empty"
        : "ready";
  const skeletonRows = loadingRowCount ?? Math.min(pagination?.pageSize ?? 5, 10);
  const hasRows = state === "ready" || state === "loading";

  return (
    <div
      data-slot="data-table"
      data-state={state}
      className={["flex flex-col gap-3", className].filter(Boolean).join(" ")}
    >
      {/*
        NOTE: a scrollable region needs to be focusable for keyboard users (WCAG 2.1.1).
        `relative` makes it the containing block of visually hidden (absolutely positioned) text
        in the cells, so that text scrolls with the table instead of widening the page on phones.
        The layout by width (dropped columns, stacked cards) is container queries in styles.css.
      */}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={hasRows ? 0 : undefined}
        data-slot="data-table-region"
        className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {/*
          Explicit roles: the stacked layout changes the table's display, which would otherwise
          drop its table semantics in some browsers.
        */}
        <table
          role="table"
          aria-busy={isLoading || undefined}
          // Without rows the table keeps only its caption and headers for assistive technology;
          // the message below takes the box, so an empty state never scrolls sideways.
          className={["w-full border-collapse text-sm", hasRows ? "" : "sr-only"].join(" ")}
        >
          <caption
            id={captionId}
            className={
              isCaptionVisible && hasRows
                ? "px-4 pt-4 pb-2 text-start text-base font-semibold text-slate-900"
                : "sr-only"
            }
          >
            {caption}
          </caption>
          <thead role="rowgroup" className="bg-slate-50">
            <tr role="row">
              {columns.map((column) => {
                const direction = sort?.column === column.id ? sort.direction : undefined;
                const isSortable = column.isSortable === true && onSortChange != null && hasRows;
                return (
                  <th
                    key={column.id}
                    role="columnheader"
                    scope="col"
                    aria-sort={direction}
                    data-sort={direction ?? (isSortable ? "none" : undefined)}
                    data-priority={column.priority}
                    data-sticky={column.sticky}
                    data-stacked-header={
                      isSortable || column.isHeaderKeptWhenStacked ? "" : undefined
                    }
                    className={[
                      "border-b border-slate-200 bg-slate-50 px-4 py-3 font-semibold text-slate-700",
                      alignClass[column.align ?? "start"],
                      column.className,
                    ]
                      .filter(Boolean)
                      .join(" ")}
                  >
                    {isSortable ? (
                      <button
                        type="button"
                        data-slot="data-table-sort"
                        onClick={() => onSortChange(nextSort(sort, column.id))}
                        className={[
                          "-mx-1 inline-flex items-center gap-1 rounded px-1 font-semibold",
                          "hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700",
                          column.align === "end" ? "flex-row-reverse" : "",
                        ].join(" ")}
                      >
                        {column.header}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {state === "loading" &&
              Array.from({ length: skeletonRows }, (_, rowIndex) => (
                <tr
                  key={rowIndex}
                  role="row"
                  data-slot="data-table-skeleton-row"
                  aria-hidden="true"
                  style={
                    rowHeight
                      ? ({ "--data-table-row-height": rowHeight } as CSSProperties)
                      : undefined
                  }
                  className="border-b border-slate-100 last:border-b-0"
                >
                  {columns.map((column, columnIndex) => (
                    <td
                      key={column.id}
                      role="cell"
                      data-priority={column.priority}
                      data-sticky={column.sticky}
                      data-row-header={column.isRowHeader ? "" : undefined}
                      className="bg-white px-4 py-3"
                    >
                      <CellLabel column={column} />
                      <span
                        className={[
                          "block h-4 rounded bg-slate-200 motion-safe:animate-pulse",
                          // Varied widths read as text, not as a grid of bars.
                          ["w-3/4", "w-1/2", "w-2/3", "w-2/5"][(rowIndex + columnIndex) % 4],
                          column.align === "end" ? "ms-auto" : "",
                        ].join(" ")}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            {state === "ready" &&
              rows.map((row, rowIndex) => (
                <tr
                  key={getRowId(row)}
                  role="row"
                  data-slot="data-table-row"
                  style={
                    rowHeight
                      ? ({ "--data-table-row-height": rowHeight } as CSSProperties)
                      : undefined
                  }
                  className="group/row border-b border-slate-100 last:border-b-0"
                >
                  {columns.map((column) => {
                    const Cell = column.isRowHeader ? "th" : "td";
                    return (
                      <Cell
                        key={column.id}
                        role={column.isRowHeader ? "rowheader" : "cell"}
                        scope={column.isRowHeader ? "row" : undefined}
                        data-priority={column.priority}
                        data-sticky={column.sticky}
                        data-row-header={column.isRowHeader ? "" : undefined}
                        className={[
                          "bg-white px-4 py-3 break-words text-slate-800 group-hover/row:bg-slate-50",
                          column.isRowHeader ? "font-medium" : "",
                          // End-aligned columns hold amounts: keep each on one line, digits aligned.
                          column.align === "end"
                            ? "text-end whitespace-nowrap tabular-nums"
                            : "text-start",
                          column.className,
                        ]
                          .filter(Boolean)
                          .join(" ")}
                      >
                        <CellLabel column={column} />
                        <div data-slot="data-table-cell-value">{column.cell(row, rowIndex)}</div>
                      </Cell>
                    );
                  })}
                </tr>
              ))}
          </tbody>
        </table>
        {state === "error" && (
          <div
            data-slot="data-table-error"
            className="flex flex-col items-center gap-3 px-4 py-10 text-center"
          >
            <p role="alert" className="flex items-center gap-2 text-sm text-red-800">
              <ErrorIcon />
              <span>{error}</span>
            </p>
            {onRetry && (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {retryLabel}
              </Button>
            )}
          </div>
        )}
        {state === "empty" && <div data-slot="data-table-empty">{empty}</div>}
        {state === "loading" && (
          <span role="status" className="sr-only">
            {loadingLabel}
          </span>
        )}
      </div>
      {pagination && (
        <Pagination
          {...pagination}
          isDisabled={state === "loading"}
          label={paginationLabel}
          previousLabel={previousLabel}
          nextLabel={nextLabel}
          pageLabel={pageLabel}
        />
      )}
    </div>
  );
}

/** A cell's label in a stacked card; hidden while the table is a table (styles.css). */
function CellLabel<Row>({ column }: { column: DataTableColumn<Row> }) {
  const label =
    column.cardLabel !== undefined
      ? column.cardLabel
      : typeof column.header === "string" || typeof column.header === "number"
        ? column.header
        : false;
  if (label === false || label == null || column.isRowHeader) return null;
  return (
    <span data-slot="data-table-cell-label" aria-hidden="true">
      {label}
    </span>
  );
}

type PaginationProps = DataTablePagination & {
  isDisabled: boolean;
  label: string;
  previousLabel: string;
  nextLabel: string;
  pageLabel: string;
};

function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  isDisabled,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
}: PaginationProps) {
  const pages = pageCount(total, pageSize);
  return (
    <nav
      aria-label={label}
      data-slot="data-table-pagination"
      className="flex items-center justify-between gap-3"
    >
      <Button
        variant="secondary"
        size="sm"
        disabled={isDisabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
        leadingIcon={<ArrowIcon towards="start" />}
      >
        {previousLabel}
      </Button>
      <p aria-live="polite" className="text-sm text-slate-700">
        {fill(pageLabel, { page, pages })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={isDisabled || page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        {nextLabel}
        <span aria-hidden="true" className="inline-flex">
          <ArrowIcon towards="end" />
        </span>
      </Button>
    </nav>
  );
}

/** Points along the reading direction: "start" is left in LTR and mirrors to the right in RTL. */
function ArrowIcon({ towards }: { towards: "start" | "end" }) {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4 rtl:-scale-x-100"
      data-slot="data-table-arrow"
      data-towards={towards}
    >
      <path d={towards === "start" ? "M13 8H3m4-4L3 8l4 4" : "M3 8h10M9 4l4 4-4 4"} />
    </svg>
  );
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={["size-4 shrink-0", direction ? "text-brand-700" : "text-slate-500"].join(" ")}
    >
      {direction !== "descending" && <path d="m5 6 3-3 3 3" />}
      {direction !== "ascending" && <path d="m5 10 3 3 3-3" />}
    </svg>
  );
}

function ErrorIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      className="size-4 shrink-0"
    >
      <circle cx="8" cy="8" r="6.25" />
      <path d="M8 4.75v3.75M8 11.25v.01" />
    </svg>
  );
}
