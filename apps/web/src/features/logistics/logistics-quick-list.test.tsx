import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { BookLogistics } from "@rawaq/domain/logistics";
import { MemoryRouter } from "react-router-dom";
import { expect, test } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../i18n/activate-locale.ts";
import "../../index.css";
import { LogisticsQuickList } from "./logistics-quick-list.tsx";

const book = (index: number, sent = false): BookLogistics => ({
  book_id: `book-${index}`,
  title: `Title ${index}`,
  author: "Author",
  isbn: `97800000000${index}`,
  quantity: null,
  price_halalas: null,
  barcode: null,
  parcels: sent ? [{ number: "A1", quantity: 1, sent: true }] : [],
  complete: false,
});

async function renderList(books: BookLogistics[]) {
  await activateLocale("en");
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <LogisticsQuickList
          organizationId="organization"
          books={books}
          meta={{ page: 1, per_page: 50, total: books.length, pages: 1 }}
          onPageChange={() => {}}
          canEdit
          onRetry={() => {}}
          empty={null}
        />
      </MemoryRouter>
    </I18nProvider>,
  );
}

// The quick list moved onto the kit's DataTable (issue 27): its cells still work as a sheet.
test("a column pasted from a spreadsheet fills the rows below and counts the changed books", async () => {
  const screen = await renderList([book(1), book(2), book(3)]);
  const first = screen.getByRole("textbox", { name: "Quantity — Title 1" });
  await userEvent.click(first);
  const data = new DataTransfer();
  data.setData("text", "10\n20\r\n30\n");
  first
    .element()
    .dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );

  await expect.element(first).toHaveValue("10");
  await expect
    .element(screen.getByRole("textbox", { name: "Quantity — Title 2" }))
    .toHaveValue("20");
  await expect
    .element(screen.getByRole("textbox", { name: "Quantity — Title 3" }))
    .toHaveValue("30");
  await expect.element(screen.getByRole("button", { name: "Save changes (3)" })).toBeEnabled();
});

test("Enter moves down a column, Shift+Enter up", async () => {
  const screen = await renderList([book(1), book(2)]);
  await userEvent.click(screen.getByRole("textbox", { name: "Barcode — Title 1" }));
  await userEvent.keyboard("{Enter}");
  await expect.element(screen.getByRole("textbox", { name: "Barcode — Title 2" })).toHaveFocus();
  await userEvent.keyboard("{Shift>}{Enter}{/Shift}");
  await expect.element(screen.getByRole("textbox", { name: "Barcode — Title 1" })).toHaveFocus();
});

test("a book with a sent parcel keeps its parcels; nothing changed, nothing to save", async () => {
  const screen = await renderList([book(1, true)]);
  const parcels = screen.getByRole("textbox", { name: "Parcels (number:quantity) — Title 1" });
  await expect.element(parcels).toHaveAttribute("readonly");
  await expect.element(parcels).toHaveValue("A1:1");
  await expect.element(screen.getByRole("button", { name: "Save changes (0)" })).toBeDisabled();
});
