import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { RuleBreach } from "@rawaq/domain/fair-rules";
import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../i18n/activate-locale.ts";
import { api } from "../../lib/api.ts";
import { type ExceptionHouse, ExceptionDialog } from "./exception-dialog.tsx";

const EVENT_ID = "0b8c6a52-8f1e-4c55-9d6a-2a1f3c4d5e6f";
const HOUSE_ID = "5d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a";

const book = { id: "book-1", title: "Old Tales", isbn: "9780306406157" };
const breach = (rule: RuleBreach["rule"], excepted = false): RuleBreach => ({
  rule,
  book,
  allowed: null,
  actual: null,
  reason: null,
  excepted,
});

const HOUSE: ExceptionHouse = {
  organization: { id: HOUSE_ID, name: "Dar Example" },
  breaches: [
    breach("copies_per_title"),
    breach("publication_age"),
    breach("publication_age"),
    breach("refused_titles", true),
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderDialog() {
  await activateLocale("en");
  const onClose = vi.fn();
  const onGranted = vi.fn();
  await render(
    <I18nProvider i18n={i18n}>
      <ExceptionDialog eventId={EVENT_ID} house={HOUSE} onClose={onClose} onGranted={onGranted} />
    </I18nProvider>,
  );
  return { onClose, onGranted };
}

const reasonField = () => page.getByRole("textbox", { name: "Reason" });
const grant = () => page.getByRole("dialog").getByRole("button", { name: "Grant", exact: true });

test("offers the rules the house breaks without an exception, each once", async () => {
  await renderDialog();
  await userEvent.click(page.getByRole("combobox", { name: "Rule" }));
  const options = page.getByRole("option");
  await expect.element(options.first()).toBeVisible();
  expect(options.elements().map((option) => option.textContent)).toEqual([
    "Copies per title",
    "Publication year",
  ]);
});

test("asks for a reason, then sends the rule chosen", async () => {
  const grantException = vi
    .spyOn(api.fairRules.admin, "grantException")
    .mockResolvedValue({ data: null, message: "The exception has been granted." } as never);
  const { onClose, onGranted } = await renderDialog();
  await expect.element(page.getByRole("dialog", { name: "Grant an exception" })).toBeVisible();

  await userEvent.click(page.getByRole("combobox", { name: "Rule" }));
  await userEvent.click(page.getByRole("option", { name: "Publication year" }));
  await userEvent.click(grant());

  await expect.element(reasonField()).toHaveAttribute("aria-invalid", "true");
  await expect.element(reasonField()).toHaveAccessibleDescription(/reason is required/);
  expect(grantException).not.toHaveBeenCalled();

  await userEvent.fill(reasonField(), "  Reprints agreed with the ministry.  ");
  await userEvent.click(grant());

  await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  expect(grantException).toHaveBeenCalledExactlyOnceWith(EVENT_ID, {
    organization_id: HOUSE_ID,
    rule: "publication_age",
    reason: "Reprints agreed with the ministry.",
  });
  expect(onGranted).toHaveBeenCalledWith("The exception has been granted.");
});

test("no rule chosen is said at the rule", async () => {
  const grantException = vi.spyOn(api.fairRules.admin, "grantException");
  await renderDialog();
  await userEvent.fill(reasonField(), "Agreed.");
  await userEvent.click(grant());

  const rule = page.getByRole("combobox", { name: "Rule" });
  await expect.element(rule).toHaveAttribute("aria-invalid", "true");
  expect(grantException).not.toHaveBeenCalled();
});
