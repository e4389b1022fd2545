import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ProductStock } from "@rawaq/domain/logistics";
import { expect, test } from "vitest";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../i18n/activate-locale.ts";
import "../../index.css";
import { ProductsTable } from "./products-table.tsx";

const product: ProductStock = {
  book_id: "book-1",
  title: "The Parcel Book",
  isbn: "9780000000001",
  barcode: null,
  price_halalas: 4550,
  total: 30,
  in_storage: 20,
  at_booth: 10,
};

// Products moved onto the kit's DataTable (issue 27), which has no footer: the totals of every
// title, not only this page's, are said under it.
test("a title's stock on its row, and every title's copies under the table", async () => {
  await activateLocale("en");
  const screen = await render(
    <I18nProvider i18n={i18n}>
      <ProductsTable
        products={[product]}
        totals={{ total: 130, in_storage: 90, at_booth: 40 }}
        meta={{ page: 1, per_page: 50, total: 3, pages: 1 }}
        onPageChange={() => {}}
        onRetry={() => {}}
        empty={null}
      />
    </I18nProvider>,
  );
  const row = screen.getByRole("row", { name: /The Parcel Book/ });
  await expect.element(row).toBeVisible();
  expect(row.element().textContent).toContain("45.50");
  expect(row.element().textContent).toContain("—");
  const totals = screen.getByRole("region", { name: "All titles" });
  await expect.element(totals.getByRole("definition").nth(0)).toHaveTextContent("130");
  await expect.element(totals.getByRole("definition").nth(1)).toHaveTextContent("90");
  await expect.element(totals.getByRole("definition").nth(2)).toHaveTextContent("40");
});

test("no totals without titles: the empty state alone", async () => {
  await activateLocale("en");
  const screen = await render(
    <I18nProvider i18n={i18n}>
      <ProductsTable
        products={[]}
        totals={{ total: 0, in_storage: 0, at_booth: 0 }}
        meta={{ page: 1, per_page: 50, total: 0, pages: 1 }}
        onPageChange={() => {}}
        onRetry={() => {}}
        empty={<p>Nothing yet</p>}
      />
    </I18nProvider>,
  );
  await expect.element(screen.getByText("Nothing yet")).toBeVisible();
  expect(screen.container.querySelector('[data-slot="product-totals"]')).toBeNull();
});
