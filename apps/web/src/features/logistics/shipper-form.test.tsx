import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { ApiError } from "@rawaq/api-client/errors";
import type { Shipper } from "@rawaq/domain/logistics";
import { Provider, createStore } from "jotai";
import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { AppToasts } from "../../components/toasts.tsx";
import { activateLocale } from "../../i18n/activate-locale.ts";
import { api } from "../../lib/api.ts";
import { ShipperForm } from "./shipper-form.tsx";

const shipper: Shipper = {
  id: "shipper-1",
  name: { ar: "أرامكس", en: "Aramex" },
  phone: "+966500000000",
  email: "ops@aramex.example",
  active: false,
};

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderForm(editing: Shipper | null, onSaved = () => {}) {
  await activateLocale("en");
  await render(
    // A fresh store: no toast of an earlier test is on screen.
    <Provider store={createStore()}>
      <I18nProvider i18n={i18n}>
        <AppToasts />
        <ShipperForm editing={editing} onSaved={onSaved} onCancel={() => {}} />
      </I18nProvider>
    </Provider>,
  );
}

async function fillNew() {
  await userEvent.fill(page.getByRole("textbox", { name: "Arabic name" }), "سمسا");
  await userEvent.fill(page.getByRole("textbox", { name: "English name" }), "SMSA");
  await userEvent.fill(page.getByRole("textbox", { name: "Phone number" }), "050 000 0001");
  await userEvent.fill(page.getByRole("textbox", { name: "Email" }), "ops@smsa.example");
  await userEvent.click(page.getByRole("button", { name: "Add shipper" }));
}

test("a shipper added is confirmed by a toast, and the form is empty for the next one", async () => {
  const create = vi
    .spyOn(api.logistics.admin, "createShipper")
    .mockResolvedValue({ data: { shipper }, message: "The shipper has been added." });
  const onSaved = vi.fn();
  await renderForm(null, onSaved);
  await fillNew();

  await expect
    .poll(() => document.querySelector('[data-slot="toast"]')?.textContent)
    .toContain("The shipper has been added.");
  // The schema's output: the phone read without its spaces.
  expect(create).toHaveBeenCalledWith(expect.objectContaining({ phone: "0500000001" }));
  expect(onSaved).toHaveBeenCalledOnce();
  await expect.element(page.getByRole("textbox", { name: "English name" })).toHaveValue("");
});

test("editing keeps the shipper deactivated as it was", async () => {
  const update = vi
    .spyOn(api.logistics.admin, "updateShipper")
    .mockResolvedValue({ data: { shipper }, message: "Saved." });
  await renderForm(shipper);
  await userEvent.fill(page.getByRole("textbox", { name: "English name" }), "Aramex KSA");
  await userEvent.click(page.getByRole("button", { name: "Save shipper" }));

  await expect.poll(() => update.mock.calls.length).toBe(1);
  expect(update).toHaveBeenCalledWith(
    "shipper-1",
    expect.objectContaining({ name_en: "Aramex KSA", active: false }),
  );
});

test("a 422 lands on its field and nothing typed is lost", async () => {
  vi.spyOn(api.logistics.admin, "createShipper").mockRejectedValue(
    new ApiError(422, "The given data was invalid.", {
      email: ["A shipper already has this email."],
    }),
  );
  await renderForm(null);
  await fillNew();

  const email = page.getByRole("textbox", { name: "Email" });
  await expect.element(email).toHaveAccessibleDescription("A shipper already has this email.");
  await expect.element(page.getByRole("textbox", { name: "English name" })).toHaveValue("SMSA");
  expect(document.querySelector('[data-slot="toast"]')).toBeNull();
});
