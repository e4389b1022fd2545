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

  test("empty: the empty slot spans the table", async () => {
    await render(<TestTable rows={[]} empty={<p>No books yet</p>} />);

    expect(root()).toHaveAttribute("data-state", "empty");
    const cell = page.getByText("No books yet").element().closest("td")!;
    expect(cell.colSpan).toBe(3);
    await expect.element(page.getByRole("table")).not.toHaveAttribute("aria-busy");
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
        <div dir={dir} style={{ width: 600 }}>
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
