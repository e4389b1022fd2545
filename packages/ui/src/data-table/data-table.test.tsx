import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { DataTable, nextSort, pageCount } from "./data-table.tsx";
import type { DataTableColumn, DataTableProps, DataTableSort } from "./data-table.tsx";

type Book = { id: string; title: string; price: number };

const books: Book[] = [
  { id: "1", title: "Desert Tales", price: 35 },
  { id: "2", title: "Paper Cities", price: 52.5 },
];

const columns: DataTableColumn<Book>[] = [
  { id: "title", header: "Title", cell: (book) => book.title, isSortable: true, isRowHeader: true },
  {
    id: "price",
    header: "Price",
    cell: (book) => book.price.toFixed(2),
    align: "end",
    isSortable: true,
  },
  { id: "id", header: "Id", cell: (book) => book.id },
];

function TestTable(props: Partial<DataTableProps<Book>>) {
  return (
    <DataTable
      caption="Books"
      columns={columns}
      rows={books}
      getRowId={(book) => book.id}
      {...props}
    />
  );
}

const root = () => document.querySelector<HTMLElement>('[data-slot="data-table"]')!;

describe("DataTable", () => {
  test("a table named by its caption, with column and row headers", async () => {
    await render(<TestTable />);

    await expect.element(page.getByRole("table", { name: "Books" })).toBeVisible();
    expect(page.getByRole("columnheader").elements()).toHaveLength(3);
    await expect.element(page.getByRole("rowheader", { name: "Desert Tales" })).toBeVisible();
    expect(root()).toHaveAttribute("data-state", "ready");
  });

  test("sorting: aria-sort on the sorted header, and a click asks for the next sort", async () => {
    function Sortable({ onSortChange }: { onSortChange: (sort: DataTableSort) => void }) {
      const [sort, setSort] = useState<DataTableSort | null>(null);
      return (
        <TestTable
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            onSortChange(next);
          }}
        />
      );
    }
    const onSortChange = vi.fn();
    await render(<Sortable onSortChange={onSortChange} />);
    const title = page.getByRole("columnheader", { name: "Title" });
    const price = page.getByRole("columnheader", { name: "Price" });

    await expect.element(title).not.toHaveAttribute("aria-sort");
    expect(
      page.getByRole("columnheader", { name: "Id" }).element().querySelector("button"),
    ).toBeNull();

    await userEvent.click(page.getByRole("button", { name: "Title" }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: "title", direction: "ascending" });
    await expect.element(title).toHaveAttribute("aria-sort", "ascending");

    await userEvent.click(page.getByRole("button", { name: "Title" }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: "title", direction: "descending" });
    await expect.element(title).toHaveAttribute("aria-sort", "descending");

    await userEvent.click(page.getByRole("button", { name: "Price" }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: "price", direction: "ascending" });
    await expect.element(price).toHaveAttribute("aria-sort", "ascending");
    await expect.element(title).not.toHaveAttribute("aria-sort");
  });

  test("nextSort starts ascending and flips on the same column", () => {
    expect(nextSort(null, "title")).toEqual({ column: "title", direction: "ascending" });
    expect(nextSort({ column: "title", direction: "ascending" }, "title").direction).toBe(
      "descending",
    );
    expect(nextSort({ column: "title", direction: "descending" }, "title").direction).toBe(
      "ascending",
    );
    expect(nextSort({ column: "title", direction: "ascending" }, "price").direction).toBe(
      "ascending",
    );
  });

  test("pagination: texts, and previous/next disabled at the edges", async () => {
    const onPageChange = vi.fn();
    const pagination = { page: 1, pageSize: 2, total: 5, onPageChange };
    const screen = await render(<TestTable pagination={pagination} />);
    const previous = page.getByRole("button", { name: "Previous" });
    const next = page.getByRole("button", { name: "Next" });

    await expect.element(page.getByRole("navigation", { name: "Pagination" })).toBeVisible();
    await expect.element(page.getByText("Page 1 of 3")).toBeVisible();
    await expect.element(previous).toBeDisabled();
    await expect.element(next).toBeEnabled();
    await userEvent.click(next);
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    await screen.rerender(<TestTable pagination={{ ...pagination, page: 2 }} />);
    await expect.element(previous).toBeEnabled();
    await expect.element(next).toBeEnabled();
    await userEvent.click(previous);
    expect(onPageChange).toHaveBeenLastCalledWith(1);

    await screen.rerender(<TestTable pagination={{ ...pagination, page: 3 }} />);
    await expect.element(page.getByText("Page 3 of 3")).toBeVisible();
    await expect.element(next).toBeDisabled();
  });

  test("pagination texts are props", async () => {
    await render(
      <TestTable
        pagination={{ page: 2, pageSize: 10, total: 25, onPageChange: () => {} }}
        previousLabel="السابق"
        nextLabel="التالي"
        pageLabel="الصفحة {page} من {pages}"
        paginationLabel="التنقل بين الصفحات"
      />,
    );

    await expect
      .element(page.getByRole("navigation", { name: "التنقل بين الصفحات" }))
      .toBeVisible();
    await expect.element(page.getByText("الصفحة 2 من 3")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "السابق" })).toBeEnabled();
    await expect.element(page.getByRole("button", { name: "التالي" })).toBeEnabled();
  });

  test("pageCount never drops below one page", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  test("the arrows point backwards and forwards along the reading direction", async () => {
    for (const dir of ["ltr", "rtl"] as const) {
      const screen = await render(
        <div dir={dir}>
          <TestTable pagination={{ page: 2, pageSize: 1, total: 3, onPageChange: () => {} }} />
        </div>,
      );
      const arrows = [
        ...screen.container.querySelectorAll<SVGElement>('[data-slot="data-table-arrow"]'),
      ];
      const flipped = arrows.map((arrow) => getComputedStyle(arrow).scale !== "none");
      expect(flipped).toEqual(dir === "rtl" ? [true, true] : [false, false]);
      const previous = page
        .getByRole("button", { name: "Previous" })
        .element()
        .getBoundingClientRect();
      const next = page.getByRole("button", { name: "Next" }).element().getBoundingClientRect();
      if (dir === "ltr") expect(previous.right).toBeLessThan(next.left);
      else expect(previous.left).toBeGreaterThan(next.right);
      await screen.unmount();
    }
  });

  test("loading: skeleton rows, aria-busy and a status for screen readers", async () => {
    await render(
      <TestTable
        rows={[]}
        isLoading
        loadingRowCount={4}
        pagination={{ page: 1, pageSize: 2, total: 5, onPageChange: () => {} }}
      />,
    );

    expect(root()).toHaveAttribute("data-state", "loading");
    await expect.element(page.getByRole("table")).toHaveAttribute("aria-busy", "true");
    expect(document.querySelectorAll('[data-slot="data-table-skeleton-row"]')).toHaveLength(4);
    await expect.element(page.getByRole("status")).toHaveTextContent("Loading…");
    await expect.element(page.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  test("empty: the empty slot takes the box, which never scrolls sideways", async () => {
    const wide: DataTableColumn<Book>[] = Array.from({ length: 12 }, (_, index) => ({
      id: `c${index}`,
      header: `A rather long column header ${index}`,
      cell: (book: Book) => book.title,
    }));
    await render(
      <div style={{ width: 360 }}>
        <TestTable columns={wide} rows={[]} empty={<p>No books yet</p>} />
      </div>,
    );

    expect(root()).toHaveAttribute("data-state", "empty");
    await expect.element(page.getByText("No books yet")).toBeVisible();
    expect(page.getByText("No books yet").element().closest("td")).toBeNull();
    // The table is still named and has its headers for assistive technology.
    expect(page.getByRole("table", { name: "Books" }).element()).toBeTruthy();
    await expect.element(page.getByRole("table")).not.toHaveAttribute("aria-busy");
    const region = root().querySelector<HTMLElement>('[data-slot="data-table-region"]')!;
    expect(region.scrollWidth).toBe(region.clientWidth);
  });

  test("under 40rem the rows become stacked cards with a label per line", async () => {
    for (const dir of ["ltr", "rtl"] as const) {
      const screen = await render(
        <div dir={dir} style={{ width: 360 }}>
          <TestTable />
        </div>,
      );
      const row = root().querySelector<HTMLElement>('[data-slot="data-table-row"]')!;
      expect(getComputedStyle(row).display).toBe("block");
      const label = row.querySelector<HTMLElement>('[data-slot="data-table-cell-label"]')!;
      expect(label).toHaveTextContent("Price");
      expect(getComputedStyle(label).display).toBe("block");
      // The row header (title) is the card's heading, without a label.
      const title = page.getByRole("rowheader", { name: "Desert Tales" }).element();
      expect(title.querySelector('[data-slot="data-table-cell-label"]')).toBeNull();
      // The sort stays reachable above the cards; the cells keep their roles.
      await expect.element(page.getByRole("cell", { name: "35.00" })).toBeVisible();
      const region = root().querySelector<HTMLElement>('[data-slot="data-table-region"]')!;
      expect(region.scrollWidth).toBe(region.clientWidth);
      await screen.unmount();
    }
  });

  test("wider than 40rem it is a table; labels are hidden and low-priority columns drop first", async () => {
    const prioritized: DataTableColumn<Book>[] = [
      { id: "title", header: "Title", cell: (book) => book.title, isRowHeader: true },
      { id: "price", header: "Price", cell: (book) => book.price, priority: "medium" },
      { id: "id", header: "Id", cell: (book) => book.id, priority: "low" },
    ];
    const visible = () =>
      page
        .getByRole("columnheader")
        .elements()
        .filter((header) => getComputedStyle(header).display !== "none")
        .map((header) => header.textContent);
    const widths = [
      [1100, ["Title", "Price", "Id"]],
      [900, ["Title", "Price"]],
      [700, ["Title"]],
    ] as const;
    for (const [width, headers] of widths) {
      const screen = await render(
        <div style={{ width }}>
          <TestTable columns={prioritized} />
        </div>,
      );
      expect(visible(), String(width)).toEqual(headers);
      const label = root().querySelector<HTMLElement>('[data-slot="data-table-cell-label"]');
      if (label) expect(getComputedStyle(label).display).toBe("none");
      await screen.unmount();
    }
  });

  test("a sticky actions column stays at the inline end while the table scrolls", async () => {
    const wideColumns: DataTableColumn<Book>[] = [
      {
        id: "title",
        header: "Title",
        cell: (book) => <span style={{ display: "inline-block", width: 1500 }}>{book.title}</span>,
      },
      { id: "actions", header: "Actions", sticky: "end", cell: () => <button>Open</button> },
    ];
    for (const dir of ["ltr", "rtl"] as const) {
      const screen = await render(
        <div dir={dir} style={{ width: 800 }}>
          <TestTable columns={wideColumns} />
        </div>,
      );
      const region = root().querySelector<HTMLElement>('[data-slot="data-table-region"]')!;
      const box = region.getBoundingClientRect();
      const action = page.getByRole("button", { name: "Open" }).first().element();
      const cell = action.closest("td")!.getBoundingClientRect();
      if (dir === "ltr") expect(Math.round(cell.right)).toBeLessThanOrEqual(Math.round(box.right));
      else expect(Math.round(cell.left)).toBeGreaterThanOrEqual(Math.round(box.left));
      await screen.unmount();
    }
  });

  test("skeleton rows take the height of the rows they stand for", async () => {
    const screen = await render(
      <div style={{ width: 900 }}>
        <TestTable rows={[]} isLoading loadingRowCount={2} rowHeight="4rem" />
      </div>,
    );
    const skeleton = document.querySelector<HTMLElement>('[data-slot="data-table-skeleton-row"]')!;
    expect(Math.round(skeleton.getBoundingClientRect().height)).toBe(64);
    await screen.rerender(
      <div style={{ width: 900 }}>
        <TestTable rowHeight="4rem" />
      </div>,
    );
    const row = document.querySelector<HTMLElement>('[data-slot="data-table-row"]')!;
    expect(Math.round(row.getBoundingClientRect().height)).toBe(64);
  });

  test("error: the message is an alert and retry calls back", async () => {
    const onRetry = vi.fn();
    await render(
      <TestTable
        error="The books could not be loaded."
        onRetry={onRetry}
        retryLabel="إعادة المحاولة"
      />,
    );

    expect(root()).toHaveAttribute("data-state", "error");
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("The books could not be loaded.");
    expect(page.getByRole("rowheader").elements()).toHaveLength(0);
    await userEvent.click(page.getByRole("button", { name: "إعادة المحاولة" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test("end-aligned columns align to the inline end in both directions", async () => {
    for (const dir of ["ltr", "rtl"] as const) {
      const screen = await render(
        <div dir={dir} style={{ width: 800 }}>
          <TestTable />
        </div>,
      );
      const cell = page.getByRole("cell", { name: "35.00" }).element();
      expect(getComputedStyle(cell).textAlign).toBe("end");
      const title = page.getByRole("rowheader", { name: "Desert Tales" }).element();
      expect(getComputedStyle(title).textAlign).toBe("start");
      await screen.unmount();
    }
  });

  test("visually hidden text in a wide table scrolls with it and never widens the page", async () => {
    const wideColumns: DataTableColumn<Book>[] = [
      {
        id: "title",
        header: "Title",
        cell: (book) => <span style={{ display: "inline-block", width: 1500 }}>{book.title}</span>,
      },
      {
        id: "remove",
        header: <span className="sr-only">Actions</span>,
        cell: (book) => (
          <button type="button">
            Remove<span className="sr-only"> {book.title}</span>
          </button>
        ),
      },
    ];
    const html = document.documentElement;
    const previousDir = html.dir;
    try {
      for (const dir of ["ltr", "rtl"] as const) {
        html.dir = dir;
        const screen = await render(
          <div style={{ width: 320 }}>
            <TestTable columns={wideColumns} />
          </div>,
        );
        await expect.element(page.getByRole("table", { name: "Books" })).toBeVisible();
        expect(html.scrollWidth, dir).toBe(html.clientWidth);
        await screen.unmount();
      }
    } finally {
      html.dir = previousDir;
    }
  });
});
