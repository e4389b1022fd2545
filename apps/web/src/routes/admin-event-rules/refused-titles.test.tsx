import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { ApiError } from "@rawaq/api-client/errors";
import { Provider, createStore } from "jotai";
import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../i18n/activate-locale.ts";
import { api } from "../../lib/api.ts";
import { RefusedTitles } from "./refused-titles.tsx";

const EVENT_ID = "0b8c6a52-8f1e-4c55-9d6a-2a1f3c4d5e6f";
const REFUSED = {
  isbn: "9781861972712",
  reason_ar: "ممنوع من الوزارة",
  reason_en: "Banned by the ministry",
  created_at: "2026-09-01T08:00:00Z",
};

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderTitles() {
  await activateLocale("en");
  return render(
    <Provider store={createStore()}>
      <I18nProvider i18n={i18n}>
        <RefusedTitles eventId={EVENT_ID} refused={[REFUSED]} />
      </I18nProvider>
    </Provider>,
  );
}

async function refuse(isbn: string) {
  await userEvent.fill(page.getByRole("textbox", { name: "ISBN" }), isbn);
  await userEvent.fill(page.getByRole("textbox", { name: "Reason in Arabic" }), "طبعة مزورة");
  await userEvent.fill(
    page.getByRole("textbox", { name: "Reason in English" }),
    "A pirated edition",
  );
  await userEvent.click(page.getByRole("button", { name: "Refuse the title" }));
}

test("lists each refused title, its ISBN isolated as LTR, with both reasons", async () => {
  const screen = await renderTitles();
  const isbn = screen.container.querySelector("th bdi");
  expect(isbn?.textContent).toBe(REFUSED.isbn);
  expect(isbn?.getAttribute("dir")).toBe("ltr");
  await expect.element(page.getByText(REFUSED.reason_ar)).toBeVisible();
  await expect.element(page.getByText(REFUSED.reason_en)).toBeVisible();
});

test("sends the title as ISBN-13 digits, with both reasons", async () => {
  const refuseTitle = vi
    .spyOn(api.fairRules.admin, "refuseTitle")
    .mockResolvedValue({ data: { refused_titles: [] }, message: "Refused." } as never);
  await renderTitles();
  await refuse("978-0-306-40615-7");
  await expect.poll(() => refuseTitle.mock.calls.length).toBe(1);
  expect(refuseTitle).toHaveBeenCalledWith(EVENT_ID, {
    isbn: "9780306406157",
    reason_ar: "طبعة مزورة",
    reason_en: "A pirated edition",
  });
});

test("a title refused already (409) is said at the form, and what was typed stays", async () => {
  vi.spyOn(api.fairRules.admin, "refuseTitle").mockRejectedValue(
    new ApiError(409, "This title is already refused at this fair."),
  );
  await renderTitles();
  await refuse("9781861972712");
  await expect
    .element(page.getByRole("form").getByText("This title is already refused at this fair."))
    .toBeVisible();
  await expect.element(page.getByRole("textbox", { name: "ISBN" })).toHaveValue("9781861972712");
});

test("Remove admits the title again", async () => {
  const admitTitle = vi
    .spyOn(api.fairRules.admin, "admitTitle")
    .mockResolvedValue({ data: { refused_titles: [] }, message: "Admitted." } as never);
  await renderTitles();
  await userEvent.click(page.getByRole("button", { name: "Remove" }));
  await expect.poll(() => admitTitle.mock.calls.length).toBe(1);
  expect(admitTitle).toHaveBeenCalledWith(EVENT_ID, REFUSED.isbn);
});
