import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { MAX_MATCHING_DECISION } from "@rawaq/domain/review";
import type { ReactNode } from "react";
import { describe, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../i18n/activate-locale.ts";
import { BookDecisionDialog, BulkBookDecisions, MatchingBookDecisions } from "./book-decisions.tsx";

// The admin's decisions about books: a queue of pending books offers approving and rejecting, a
// queue of decided books only reverses its status, and the dialog names what is reversed.

async function renderInEnglish(children: ReactNode) {
  await activateLocale("en");
  await render(<I18nProvider i18n={i18n}>{children}</I18nProvider>);
}

describe("the selection's decisions", () => {
  test("pending books: approving and rejecting the selection", async () => {
    const onDecide = vi.fn();
    await renderInEnglish(
      <BulkBookDecisions status="pending" selectedIds={["a", "b"]} onDecide={onDecide} />,
    );

    await expect.element(page.getByText("2 books selected")).toBeVisible();
    await page.getByRole("button", { name: "Approve selected (2)" }).click();
    expect(onDecide).toHaveBeenLastCalledWith({
      decision: "approve",
      ids: ["a", "b"],
      isReversal: false,
    });
    await page.getByRole("button", { name: "Reject selected (2)" }).click();
    expect(onDecide).toHaveBeenLastCalledWith({
      decision: "reject",
      ids: ["a", "b"],
      isReversal: false,
    });
  });

  test("approved books: only the reversal, a rejection", async () => {
    const onDecide = vi.fn();
    await renderInEnglish(
      <BulkBookDecisions status="approved" selectedIds={["a"]} onDecide={onDecide} />,
    );

    await expect
      .element(page.getByRole("button"))
      .toHaveTextContent("Reverse approval: reject selected (1)");
    await page.getByRole("button").click();
    expect(onDecide).toHaveBeenCalledWith({ decision: "reject", ids: ["a"], isReversal: true });
  });

  test("nothing selected: nothing to decide", async () => {
    await renderInEnglish(
      <BulkBookDecisions status={undefined} selectedIds={[]} onDecide={vi.fn()} />,
    );

    await expect.element(page.getByText("No book selected")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Approve selected (0)" })).toBeDisabled();
    await expect.element(page.getByRole("button", { name: "Reject selected (0)" })).toBeDisabled();
  });
});

describe("the decisions about every matching book", () => {
  test("rejected books: approving them all reverses their rejection, with the count confirmed", async () => {
    const onDecide = vi.fn();
    await renderInEnglish(
      <MatchingBookDecisions status="rejected" total={3} onDecide={onDecide} />,
    );

    await page.getByRole("button", { name: "Reverse rejection: approve all 3" }).click();
    expect(onDecide).toHaveBeenCalledWith({
      decision: "approve",
      ids: [],
      isReversal: true,
      matchingCount: 3,
    });
  });

  test("more books than one decision takes: the filter is to be narrowed first", async () => {
    const total = MAX_MATCHING_DECISION + 1;
    await renderInEnglish(
      <MatchingBookDecisions status="pending" total={total} onDecide={vi.fn()} />,
    );

    await expect.element(page.getByText(/narrow it/)).toBeVisible();
    await expect.element(page.getByRole("button", { name: `Approve all ${total}` })).toBeDisabled();
    await expect.element(page.getByRole("button", { name: `Reject all ${total}` })).toBeDisabled();
  });
});

describe("the confirmation", () => {
  test("reversing the approval of every matching book says so, and asks the reason", async () => {
    await renderInEnglish(
      <BookDecisionDialog
        pending={{ decision: "reject", ids: [], isReversal: true, matchingCount: 3 }}
        onCancel={vi.fn()}
        onConfirm={vi.fn(async () => {})}
      />,
    );

    const dialog = page.getByRole("dialog", {
      name: "Reverse the approval of all 3 books matching the filter",
    });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(dialog.getByText(/Every page of the list is included/))
      .toHaveTextContent(
        "Every page of the list is included, not only the books shown. Rejecting now reverses the earlier approval. The exhibitor will see your reason.",
      );
    await expect
      .element(dialog.getByRole("textbox", { name: /Reason for rejection/ }))
      .toBeVisible();
    await expect.element(dialog.getByRole("button", { name: "Reject" })).toBeVisible();
  });

  test("approving one book names it", async () => {
    await renderInEnglish(
      <BookDecisionDialog
        pending={{
          decision: "approve",
          ids: ["a"],
          isReversal: false,
          book: { title: "Desert Novel" } as never,
        }}
        onCancel={vi.fn()}
        onConfirm={vi.fn(async () => {})}
      />,
    );

    const dialog = page.getByRole("dialog", { name: "Approve 1 book" });
    await expect.element(dialog.getByText("Desert Novel")).toBeVisible();
    await expect
      .element(dialog.getByText(/The exhibitor is notified of the approval\./))
      .toBeVisible();
    await expect.element(dialog.getByRole("button", { name: "Approve" })).toBeVisible();
  });
});
