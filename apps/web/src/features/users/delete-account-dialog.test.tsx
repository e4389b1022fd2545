import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { ApiError } from "@rawaq/api-client/errors";
import type { Obligation } from "@rawaq/domain/privacy";
import { afterEach, describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../i18n/activate-locale.ts";
import { api } from "../../lib/api.ts";
import { DeleteAccountDialog } from "./delete-account-dialog.tsx";

const USER = { id: "user-1", first_name: "Sara", last_name: "Haddad" };

async function renderDialog(onDeleted = vi.fn(), onClose = vi.fn()) {
  await activateLocale("en");
  await render(
    <I18nProvider i18n={i18n}>
      <DeleteAccountDialog user={USER} onClose={onClose} onDeleted={onDeleted} />
    </I18nProvider>,
  );
  return { onDeleted, onClose };
}

const reasonField = () => page.getByRole("textbox", { name: "Reason for the deletion" });
const confirm = () => page.getByRole("dialog").getByRole("button", { name: "Delete the account" });

describe("deleting an account on the person's request", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test("asks for the reason before anything is sent", async () => {
    const deleteUser = vi.spyOn(api.admin, "deleteUser");
    const { onDeleted } = await renderDialog();
    await expect
      .element(page.getByRole("dialog", { name: "Delete the account of Sara Haddad" }))
      .toBeVisible();

    await userEvent.fill(reasonField(), "   ");
    await userEvent.click(confirm());

    await expect.element(reasonField()).toHaveAttribute("aria-invalid", "true");
    await expect
      .element(reasonField())
      .toHaveAccessibleDescription(/The field reason is required\./);
    expect(deleteUser).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  test("sends the trimmed reason and hands on the server's message", async () => {
    const deleteUser = vi
      .spyOn(api.admin, "deleteUser")
      .mockResolvedValue({ data: null, message: "The account has been deleted." } as never);
    const { onDeleted } = await renderDialog();

    await userEvent.fill(reasonField(), "  Asked by e-mail on 3 December.  ");
    await userEvent.click(confirm());

    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledWith("The account has been deleted."));
    expect(deleteUser).toHaveBeenCalledExactlyOnceWith("user-1", "Asked by e-mail on 3 December.");
  });

  test("a 409 with obligations lists each booth and invoice to settle", async () => {
    const obligations: Obligation[] = [
      { kind: "held_booth", event_id: "e1", event_name: "Riyadh Book Fair", reference: "A-14" },
      {
        kind: "unpaid_invoice",
        event_id: "e2",
        event_name: "Jeddah Book Fair",
        reference: "INV-2026-0007",
      },
    ];
    vi.spyOn(api.admin, "deleteUser").mockRejectedValue(
      new ApiError(409, "These must be settled first.", {}, undefined, undefined, {
        obligations,
      }),
    );
    const { onDeleted } = await renderDialog();

    await userEvent.fill(reasonField(), "The person's request");
    await userEvent.click(confirm());

    const dialog = page.getByRole("dialog");
    await expect.element(dialog.getByText("These must be settled first.")).toBeVisible();
    const items = dialog.getByRole("listitem");
    await expect.element(items.nth(0)).toHaveTextContent("Booth A-14 held for Riyadh Book Fair");
    await expect
      .element(items.nth(1))
      .toHaveTextContent("Invoice INV-2026-0007 of Jeddah Book Fair not paid");
    expect(onDeleted).not.toHaveBeenCalled();
    // The reason stays for another attempt once they are settled.
    await expect.element(reasonField()).toHaveValue("The person's request");
  });

  test("another 409 says its message alone", async () => {
    vi.spyOn(api.admin, "deleteUser").mockRejectedValue(
      new ApiError(409, "At least one active administrator must remain."),
    );
    await renderDialog();

    await userEvent.fill(reasonField(), "The person's request");
    await userEvent.click(confirm());

    const dialog = page.getByRole("dialog");
    await expect
      .element(dialog.getByText("At least one active administrator must remain."))
      .toBeVisible();
    expect(dialog.element().querySelector("[data-slot=obligations]")).toBeNull();
  });

  test("Cancel closes it", async () => {
    const { onClose } = await renderDialog();
    await userEvent.click(page.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
