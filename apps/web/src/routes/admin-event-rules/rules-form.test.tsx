import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { ApiError } from "@rawaq/api-client/errors";
import { DEFAULT_FAIR_RULES, type FairRules } from "@rawaq/domain/fair-rules";
import { Provider, createStore } from "jotai";
import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import "../../index.css";
import { AppToasts } from "../../components/toasts.tsx";
import { activateLocale } from "../../i18n/activate-locale.ts";
import { api } from "../../lib/api.ts";
import { RulesForm } from "./rules-form.tsx";

const EVENT_ID = "0b8c6a52-8f1e-4c55-9d6a-2a1f3c4d5e6f";

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderForm(rules: FairRules = DEFAULT_FAIR_RULES, width = 960) {
  await activateLocale("en");
  return render(
    // A fresh store: no toast of an earlier test is on screen.
    <Provider store={createStore()}>
      <I18nProvider i18n={i18n}>
        <AppToasts />
        <div style={{ width }}>
          <RulesForm eventId={EVENT_ID} rules={rules} />
        </div>
      </I18nProvider>
    </Provider>,
  );
}

const maxCopies = () => page.getByRole("textbox", { name: "Most copies of a title" });
const save = () => page.getByRole("button", { name: "Save the rules" });

test("sends the rules as typed, Arabic-Indic digits and Arabic commas included", async () => {
  const saveRules = vi.spyOn(api.fairRules.admin, "saveFairRules").mockImplementation(
    async (_eventId, rules) =>
      ({
        data: { rules },
        message: "The fair's rules have been saved. 2 houses break them now and have been told.",
      }) as never,
  );
  await renderForm();

  await userEvent.click(page.getByRole("checkbox", { name: "Copies per title" }));
  await userEvent.fill(maxCopies(), "٨٠");
  await userEvent.click(page.getByRole("checkbox", { name: "Parcels per stand area" }));
  await userEvent.fill(page.getByRole("textbox", { name: "Number of parcels" }), "٤٠");
  await userEvent.fill(
    page.getByRole("textbox", { name: "Square metres of confirmed stand" }),
    "10",
  );
  await userEvent.click(page.getByRole("checkbox", { name: "The fair's languages" }));
  await userEvent.fill(
    page.getByRole("textbox", { name: "Languages" }),
    "العربية، English ,Français",
  );
  // The statement under a rule follows what is typed.
  await expect.element(page.getByText("At most 80 copies of a title.")).toBeVisible();
  await userEvent.click(save());

  await expect.poll(() => saveRules.mock.calls.length).toBe(1);
  expect(saveRules).toHaveBeenCalledWith(EVENT_ID, {
    copies_per_title: { enabled: true, max_copies: 80 },
    parcels_per_area: { enabled: true, parcels: 40, per_square_metres: 10 },
    publication_age: { enabled: false, max_years: 3 },
    refused_titles: { enabled: false },
    fair_languages: { enabled: true, languages: ["العربية", "English", "Français"] },
  });
  // The server's message says how many houses were told.
  await expect
    .poll(() => document.querySelector('[data-slot="toast"]')?.textContent)
    .toContain("2 houses break them now and have been told.");
});

test("most copies 0 is refused at its field, and nothing is sent", async () => {
  const saveRules = vi.spyOn(api.fairRules.admin, "saveFairRules");
  await renderForm();

  await userEvent.fill(maxCopies(), "0");
  await userEvent.click(save());

  await expect.element(maxCopies()).toHaveAttribute("aria-invalid", "true");
  await expect
    .element(maxCopies())
    .toHaveAccessibleDescription(/most copies of a title must be greater than zero/);
  await expect.element(maxCopies()).toHaveFocus();
  expect(saveRules).not.toHaveBeenCalled();
});

test("the server's errors, named by the schema's paths, land on their fields", async () => {
  vi.spyOn(api.fairRules.admin, "saveFairRules").mockRejectedValue(
    new ApiError(422, "Some fields need your attention.", {
      "parcels_per_area.per_square_metres": ["The field square metres is too large."],
    }),
  );
  await renderForm();
  await userEvent.click(save());

  const area = page.getByRole("textbox", { name: "Square metres of confirmed stand" });
  await expect.element(area).toHaveAttribute("aria-invalid", "true");
  await expect.element(area).toHaveAccessibleDescription(/is too large/);
});

test("on a phone (390 px), in Arabic, nothing is wider than the screen", async () => {
  await page.viewport(390, 844);
  await activateLocale("ar");
  document.documentElement.dir = "rtl";
  try {
    const screen = await render(
      <Provider store={createStore()}>
        <I18nProvider i18n={i18n}>
          <div dir="rtl" style={{ width: 358 }}>
            <RulesForm eventId={EVENT_ID} rules={DEFAULT_FAIR_RULES} />
          </div>
        </I18nProvider>
      </Provider>,
    );
    await expect.element(screen.getByRole("button", { name: /./ }).last()).toBeVisible();
    const root = screen.container.firstElementChild as HTMLElement;
    expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
    expect(screen.container.textContent).not.toMatch(/[٠-٩]/);
  } finally {
    document.documentElement.dir = "ltr";
  }
});
