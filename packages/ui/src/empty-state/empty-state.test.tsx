import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { EmptyState } from "./empty-state.tsx";

describe("EmptyState", () => {
  test("a heading, a description, a decorative icon and an action", async () => {
    const onAdd = vi.fn();
    const screen = await render(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No books yet"
        description="Add your first book."
        action={<button onClick={onAdd}>Add a book</button>}
      />,
    );

    await expect
      .element(page.getByRole("heading", { level: 2, name: "No books yet" }))
      .toBeVisible();
    await expect.element(page.getByText("Add your first book.")).toBeVisible();
    expect(page.getByTestId("icon").element().closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(page.getByRole("button", { name: "Add a book" }));
    expect(onAdd).toHaveBeenCalledOnce();
    expect(screen.container.querySelector('[data-slot="empty-state"]')).not.toBeNull();
  });

  test("the heading level fits the page", async () => {
    await render(<EmptyState title="No requests" headingLevel={3} />);

    await expect
      .element(page.getByRole("heading", { level: 3, name: "No requests" }))
      .toBeVisible();
    expect(document.querySelector('[data-slot="empty-state-action"]')).toBeNull();
  });
});
