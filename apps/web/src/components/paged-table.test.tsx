import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { DataTableColumn } from "@rawaq/ui/data-table";
import { expect, test, vi } from "vitest";
import { render } from "vitest-browser-react";
import { activateLocale } from "../i18n/activate-locale.ts";
import { PagedTable, type PagedTableProps } from "./paged-table.tsx";

// Every fetched list's table pages the same way (inboxes, invoices, parcels, books…): one
// component decides when it is loading and when its pager shows.

type Row = { id: string; name: string };
const columns: DataTableColumn<Row>[] = [
  { id: "name", header: "Name", isRowHeader: true, cell: (row) => row.name },
];

async function renderTable(props: Partial<PagedTableProps<Row>>) {
  await activateLocale("en");
  return render(
    <I18nProvider i18n={i18n}>
      <PagedTable
        caption="People"
        columns={columns}
        rows={undefined}
        getRowId={(row) => row.id}
        meta={undefined}
        empty={<p>Nobody yet</p>}
        {...props}
      />
    </I18nProvider>,
  );
}

const table = (screen: Awaited<ReturnType<typeof renderTable>>) =>
  screen.container.querySelector('[data-slot="data-table"]');

test("loading until the page comes, with no pager yet", async () => {
  const screen = await renderTable({ onPageChange: () => {} });
  await expect.poll(() => table(screen)?.getAttribute("data-state")).toBe("loading");
  expect(screen.container.querySelector("nav")).toBeNull();
});

test("a page's rows, and a pager that turns the page", async () => {
  const onPageChange = vi.fn();
  const screen = await renderTable({
    rows: [{ id: "1", name: "Sara" }],
    meta: { page: 2, per_page: 20, total: 45 },
    onPageChange,
    paginationLabel: "Pages of people",
  });
  const pager = screen.getByRole("navigation", { name: "Pages of people" });
  await expect.element(pager.getByText("Page 2 of 3")).toBeVisible();
  await pager.getByRole("button", { name: "Next" }).click();
  expect(onPageChange).toHaveBeenCalledWith(3);
});

test("a failed list says so instead of loading for ever", async () => {
  const screen = await renderTable({ error: "The people could not be loaded.", onRetry: () => {} });
  await expect.poll(() => table(screen)?.getAttribute("data-state")).toBe("error");
  await expect
    .element(screen.getByRole("alert"))
    .toHaveTextContent("The people could not be loaded.");
  await expect.element(screen.getByRole("button", { name: "Try again" })).toBeVisible();
});

const EMPTY = { rows: [], meta: { page: 1, per_page: 20, total: 0 }, onPageChange: () => {} };

test("an empty list keeps its pager by default", async () => {
  const screen = await renderTable(EMPTY);
  await expect.element(screen.getByRole("navigation").getByText("Page 1 of 1")).toBeVisible();
});

test("an empty list shows no pager where the table hides it", async () => {
  const screen = await renderTable({ ...EMPTY, isPagerHiddenWhenEmpty: true });
  await expect.element(screen.getByText("Nobody yet")).toBeVisible();
  expect(screen.container.querySelector("nav")).toBeNull();
});

test("no pager without a page-change handler: a preview shows one page", async () => {
  const screen = await renderTable({
    rows: [{ id: "1", name: "Sara" }],
    meta: { page: 1, per_page: 5, total: 12 },
  });
  await expect.element(screen.getByText("Sara")).toBeVisible();
  expect(screen.container.querySelector("nav")).toBeNull();
});
