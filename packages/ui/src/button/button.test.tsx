import { createRef } from "react";
import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Button } from "./button.tsx";

describe("Button", () => {
  test("calls onClick when clicked", async () => {
    const onClick = vi.fn();
    await render(<Button onClick={onClick}>Save</Button>);

    await userEvent.click(page.getByRole("button", { name: "Save" }));

    expect(onClick).toHaveBeenCalledOnce();
  });

  test("is a plain button by default, so it never submits a surrounding form", async () => {
    await render(<Button>Save</Button>);

    await expect.element(page.getByRole("button")).toHaveAttribute("type", "button");
  });

  test("loading disables it, sets aria-busy and shows a spinner", async () => {
    const onClick = vi.fn();
    await render(
      <Button isLoading onClick={onClick}>
        Save
      </Button>,
    );
    const button = page.getByRole("button", { name: "Save" });

    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute("aria-busy", "true");
    await expect.element(button).toHaveAttribute("data-state", "loading");
    expect(button.element().querySelector('[data-slot="button-spinner"]')).not.toBeNull();
    await userEvent.click(button, { force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  test("disabled does not call onClick and is not busy", async () => {
    const onClick = vi.fn();
    await render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const button = page.getByRole("button", { name: "Save" });

    await expect.element(button).toBeDisabled();
    await expect.element(button).not.toHaveAttribute("aria-busy");
    await expect.element(button).toHaveAttribute("data-state", "disabled");
    await userEvent.click(button, { force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  test("exposes variant and size as data attributes", async () => {
    await render(
      <Button variant="danger" size="sm">
        Delete
      </Button>,
    );
    const button = page.getByRole("button", { name: "Delete" });

    await expect.element(button).toHaveAttribute("data-variant", "danger");
    await expect.element(button).toHaveAttribute("data-size", "sm");
    await expect.element(button).toHaveAttribute("data-state", "idle");
  });

  test("renders the leading icon before the label, hidden from assistive technology", async () => {
    await render(<Button leadingIcon={<svg data-testid="icon" />}>Books</Button>);
    const icon = page.getByTestId("icon").element();

    expect(icon.closest('[data-slot="button-icon"]')).toHaveAttribute("aria-hidden", "true");
    await expect.element(page.getByRole("button")).toHaveAccessibleName("Books");
  });

  test("the leading icon sits at the inline start in both directions", async () => {
    for (const dir of ["rtl", "ltr"] as const) {
      const screen = await render(
        <div dir={dir}>
          <Button leadingIcon={<svg data-testid={`icon-${dir}`} />}>Books</Button>
        </div>,
      );
      const button = screen.getByRole("button").element().getBoundingClientRect();
      const icon = page.getByTestId(`icon-${dir}`).element().getBoundingClientRect();
      const center = button.left + button.width / 2;
      if (dir === "rtl") expect(icon.left).toBeGreaterThan(center);
      else expect(icon.right).toBeLessThan(center);
      await screen.unmount();
    }
  });

  test("forwards its ref to the button element (ref as a prop)", async () => {
    const ref = createRef<HTMLButtonElement>();
    await render(<Button ref={ref}>Save</Button>);

    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });

  test("keyboard focus shows a visible focus ring", async () => {
    await render(<Button>Save</Button>);

    await userEvent.keyboard("{Tab}");
    const button = page.getByRole("button").element();

    expect(document.activeElement).toBe(button);
    expect(button.matches(":focus-visible")).toBe(true);
    expect(getComputedStyle(button).outlineStyle).toBe("solid");
  });

  test("asChild lends the look to its link, which stays a link with its own children", async () => {
    // The ref reaches the link (typed for the default <button>).
    const ref = createRef<HTMLButtonElement>();
    await render(
      <Button
        asChild
        variant="secondary"
        size="sm"
        ref={ref}
        leadingIcon={<svg data-testid="icon" />}
      >
        <a href="/books" className="self-start">
          Books
        </a>
      </Button>,
    );
    const link = page.getByRole("link", { name: "Books" });

    await expect.element(link).toHaveAttribute("href", "/books");
    await expect.element(link).toHaveAttribute("data-variant", "secondary");
    await expect.element(link).toHaveAttribute("data-size", "sm");
    await expect.element(link).not.toHaveAttribute("type");
    expect(link.element().className).toContain("self-start");
    expect(link.element().className).toContain("border-brand-300");
    expect(page.getByRole("button").elements()).toHaveLength(0);
    const icon = page.getByTestId("icon").element();
    expect(icon.closest('[data-slot="button-icon"]')).toHaveAttribute("aria-hidden", "true");
    expect(ref.current).toBe(link.element());
  });

  test("asChild keeps the child's click handler", async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await render(
      <Button asChild>
        <a href="/books" onClick={onClick}>
          Books
        </a>
      </Button>,
    );

    await userEvent.click(page.getByRole("link", { name: "Books" }));

    expect(onClick).toHaveBeenCalledOnce();
  });
});
