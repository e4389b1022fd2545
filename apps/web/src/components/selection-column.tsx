import { Checkbox } from "@rawaq/ui/checkbox";
import type { DataTableColumn } from "@rawaq/ui/data-table";

export interface SelectionColumnOptions<Row> {
  /** The page's rows: the header's checkbox selects them all, or clears the selection. */
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  /** The header checkbox's name, heard and not seen: "Select all books on this page". */
  allLabel: string;
  /** A row checkbox's name, heard and not seen: "Select Desert Novel". */
  rowLabel: (row: Row) => string;
}

/** The first column of a table with bulk actions: a checkbox per row and one for the page. */
export function selectionColumn<Row>({
  rows,
  getRowId,
  selected,
  onSelectedChange,
  allLabel,
  rowLabel,
}: SelectionColumnOptions<Row>): DataTableColumn<Row> {
  const selectedOnPage = rows.filter((row) => selected.has(getRowId(row))).length;
  return {
    id: "select",
    className: "w-10",
    sticky: "start",
    cardLabel: false,
    isHeaderKeptWhenStacked: true,
    header: (
      <Checkbox
        label={<span className="sr-only">{allLabel}</span>}
        checked={
          rows.length > 0 && selectedOnPage === rows.length
            ? true
            : selectedOnPage > 0
              ? "indeterminate"
              : false
        }
        disabled={rows.length === 0}
        onCheckedChange={(checked) =>
          onSelectedChange(new Set(checked === true ? rows.map(getRowId) : []))
        }
        wrapperClassName="w-5"
      />
    ),
    cell: (row) => (
      <Checkbox
        label={<span className="sr-only">{rowLabel(row)}</span>}
        checked={selected.has(getRowId(row))}
        onCheckedChange={(checked) => {
          const next = new Set(selected);
          if (checked === true) next.add(getRowId(row));
          else next.delete(getRowId(row));
          onSelectedChange(next);
        }}
        wrapperClassName="w-5"
      />
    ),
  };
}
