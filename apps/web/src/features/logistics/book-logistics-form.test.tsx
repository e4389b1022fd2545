import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { ApiError } from "@rawaq/api-client/errors";
import type { BookLogistics } from "@rawaq/domain/logistics";
import { Provider, createStore } from "jotai";
import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { AppToasts } from "../../components/toasts.tsx";
import { activateLocale } from "../../i18n/activate-locale.ts";
import { api } from "../../lib/api.ts";
import { BookLogisticsForm } from "./book-logistics-form.tsx";

const book: BookLogistics = {
  book_id: "book-1",
  title: "The Parcel Book",
  author: "Author",
  isbn: "9780306406157",
  quantity: null,
  price_halalas: null,
  barcode: null,
  parcels: [],
  complete: false,
};

afterEach(() => {
  vi.restoreAllMocks();
});

async function fillAndSave() {
  await activateLocale("en");
  await render(
    // A fresh store: no toast of an earlier test is on screen.
    <Provider store={createStore()}>
      <I18nProvider i18n={i18n}>
        <AppToasts />
        <BookLogisticsForm organizationId="organization-1" book={book} canEdit />
      </I18nProvider>
    </Provider>,
  );
  await userEvent.fill(page.getByLabelText("Quantity", { exact: true }), "12");
  await userEvent.fill(page.getByLabelText("Price (SAR)", { exact: true }), "45.5");
  await userEvent.fill(page.getByLabelText("Parcel number 1"), " a1 ");
  await userEvent.fill(page.getByLabelText("Copies in parcel 1"), "12");
  await userEvent.click(page.getByRole("button", { name: "Save the book's data" }));
}

// Issue 27: the form sends what the schema parsed. The schema reads the price into halalas;
// the API reads riyals, so 45.50 riyals must not travel as 4550.
test("sends the parsed data with the price in riyals, and confirms with a toast", async () => {
  const save = vi
    .spyOn(api.logistics, "saveBook")
    .mockResolvedValue({ data: { book }, message: "The book's data has been saved." });
  await fillAndSave();

  await expect
    .poll(() => document.querySelector('[data-slot="toast"]')?.textContent)
    .toContain("The book's data has been saved.");
  expect(save).toHaveBeenCalledOnce();
  const sent = save.mock.calls[0]!.at(-1);
  expect(sent).toMatchObject({ quantity: 12, price: "45.50", barcode: book.isbn });
  expect(sent).toMatchObject({ parcels: [{ quantity: 12 }] });
});

test("a 422 on a parcel's cell lands on that cell, focused, nothing typed lost", async () => {
  vi.spyOn(api.logistics, "saveBook").mockRejectedValue(
    new ApiError(422, "The given data was invalid.", {
      "parcels.0.quantity": ["This parcel is already full."],
    }),
  );
  await fillAndSave();

  const copies = page.getByLabelText("Copies in parcel 1");
  await expect.element(copies).toHaveAccessibleDescription("This parcel is already full.");
  await expect.element(copies).toHaveFocus();
  await expect.element(page.getByLabelText("Price (SAR)", { exact: true })).toHaveValue("45.5");
  expect(document.querySelector('[data-slot="toast"]')).toBeNull();
});
