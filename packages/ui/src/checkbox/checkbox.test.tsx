import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Checkbox } from "./checkbox.tsx";
import type { CheckedState } from "./checkbox.tsx";

describe("Checkbox", () => {
  test("toggles on click and on the label, reporting the new state", async () => {
    const onCheckedChange = vi.fn();
    await render(<Checkbox label="I attached every label" onCheckedChange={onCheckedChange} />);
    const box = page.getByRole("checkbox", { name: "I attached every label" });

    await expect.element(box).not.toBeChecked();
    await userEvent.click(box);
    await expect.element(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(page.getByText("I attached every label"));
    await expect.element(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  test("toggles with the Space key", async () => {
    await render(<Checkbox label="Agree" />);
    const box = page.getByRole("checkbox", { name: "Agree" });

    await userEvent.keyboard("{Tab}");
    await userEvent.keyboard(" ");

    await expect.element(box).toBeChecked();
  });

  test("indeterminate is aria-checked=mixed and shows a dash", async () => {
    function Controlled() {
      const [checked, setChecked] = useState<CheckedState>("indeterminate");
      return <Checkbox label="All books" checked={checked} onCheckedChange={setChecked} />;
    }
    await render(<Controlled />);
    const box = page.getByRole("checkbox", { name: "All books" });

    await expect.element(box).toHaveAttribute("aria-checked", "mixed");
    await expect.element(box).toHaveAttribute("data-state", "indeterminate");
    await userEvent.click(box);
    await expect.element(box).toHaveAttribute("aria-checked", "true");
  });

  test("the error is tied with aria-describedby and sets aria-invalid", async () => {
    await render(
      <Checkbox
        label="Terms"
        hint="Read them first."
        error="The field terms is required."
        required
      />,
    );
    const box = page.getByRole("checkbox", { name: "Terms" });

    await expect.element(box).toHaveAttribute("aria-invalid", "true");
    await expect
      .element(box)
      .toHaveAccessibleDescription("Read them first. The field terms is required.");
    await expect.element(box).toHaveAttribute("aria-required", "true");
    expect(box.element().closest('[data-slot="checkbox-field"]')).toHaveAttribute(
      "data-state",
      "invalid",
    );
  });

  test("disabled does not toggle", async () => {
    await render(<Checkbox label="Locked" disabled />);
    const box = page.getByRole("checkbox", { name: "Locked" });

    await userEvent.click(box, { force: true });

    await expect.element(box).not.toBeChecked();
    expect(box.element().closest('[data-slot="checkbox-field"]')).toHaveAttribute(
      "data-state",
      "disabled",
    );
  });

  test("the box sits at the inline start in both directions", async () => {
    for (const dir of ["rtl", "ltr"] as const) {
      const screen = await render(
        <div dir={dir} style={{ width: 300 }}>
          <Checkbox label={`label-${dir}`} />
        </div>,
      );
      const box = screen.getByRole("checkbox").element().getBoundingClientRect();
      const label = page.getByText(`label-${dir}`).element().getBoundingClientRect();
      if (dir === "rtl") expect(box.left).toBeGreaterThan(label.right);
      else expect(box.right).toBeLessThan(label.left);
      await screen.unmount();
    }
  });
});
