import { DataTable } from "@rawaq/ui/data-table";
import { useState } from "react";
import { expect, test } from "vitest";
import { render } from "vitest-browser-react";
import { selectionColumn } from "./selection-column.tsx";

// The books queue and the parcels pick rows for one bulk action with the same column.

type Row = { id: string; title: string };
const ROWS: Row[] = [
  { id: "1", title: "Sea Poems" },
  { id: "2", title: "Desert Novel" },
];

const selectedIds = () => document.querySelector('[data-testid="selected"]')?.textContent;

function Picker({ initial = [] }: { initial?: string[] }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(initial));
  return (
    <>
      <DataTable
        caption="Books"
        rows={ROWS}
        getRowId={(row) => row.id}
        columns={[
          selectionColumn({
            rows: ROWS,
            getRowId: (row) => row.id,
            selected,
            onSelectedChange: setSelected,
            allLabel: "Select all books on this page",
            rowLabel: (row) => `Select ${row.title}`,
          }),
          { id: "title", header: "Title", isRowHeader: true, cell: (row) => row.title },
        ]}
      />
      <output data-testid="selected">{[...selected].sort().join(",")}</output>
    </>
  );
}

test("the page's checkbox selects every row, then clears them", async () => {
  const screen = await render(<Picker initial={["elsewhere"]} />);
  const all = screen.getByRole("checkbox", { name: "Select all books on this page" });
  await all.click();
  await expect.element(all).toBeChecked();
  // The page's selection replaces one made elsewhere: the action applies to what is in view.
  await expect.poll(selectedIds).toBe("1,2");
  await all.click();
  await expect.poll(selectedIds).toBe("");
});

test("a row's checkbox adds and removes it, and the page's shows a partial selection", async () => {
  const screen = await render(<Picker />);
  const row = screen.getByRole("checkbox", { name: "Select Desert Novel" });
  await row.click();
  await expect.poll(selectedIds).toBe("2");
  await expect
    .element(screen.getByRole("checkbox", { name: "Select all books on this page" }))
    .toHaveAttribute("aria-checked", "mixed");
  await row.click();
  await expect.poll(selectedIds).toBe("");
});
