import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Button } from "../button/index.ts";
import { DirectionProvider } from "../direction/index.ts";
import { Dialog, DialogClose } from "./dialog.tsx";
import type { DialogProps } from "./dialog.tsx";

function TestDialog(props: Partial<DialogProps>) {
  return (
    <>
      <button>Before</button>
      <Dialog
        trigger={<Button>Delete book</Button>}
        title="Delete the book?"
        description="This cannot be undone."
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button variant="danger">Delete</Button>
          </>
        }
        {...props}
      >
        <label>
          Reason <input name="reason" />
        </label>
      </Dialog>
      <button>After</button>
    </>
  );
}

// Everything outside an open modal dialog is aria-hidden, so roles cannot find the trigger.
const trigger = () => document.querySelector<HTMLButtonElement>('[aria-haspopup="dialog"]')!;

describe("Dialog", () => {
  test("the trigger opens a dialog named by its title and described by its description", async () => {
    const onOpenChange = vi.fn();
    await render(<TestDialog onOpenChange={onOpenChange} />);

    await userEvent.click(page.getByRole("button", { name: "Delete book" }));

    const dialog = page.getByRole("dialog", { name: "Delete the book?" });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription("This cannot be undone.");
    await expect.element(dialog).toHaveAttribute("data-size", "md");
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(trigger()).toHaveAttribute("aria-expanded", "true");
  });

  test("traps focus inside while open", async () => {
    await render(<TestDialog />);
    await userEvent.click(page.getByRole("button", { name: "Delete book" }));
    const dialog = page.getByRole("dialog").element();

    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let step = 0; step < 6; step += 1) {
      await userEvent.keyboard("{Tab}");
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}");
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  test("Escape closes it and focus returns to the trigger", async () => {
    const onOpenChange = vi.fn();
    await render(<TestDialog onOpenChange={onOpenChange} />);
    await userEvent.click(page.getByRole("button", { name: "Delete book" }));

    await userEvent.keyboard("{Escape}");

    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    await expect.element(page.getByRole("button", { name: "Delete book" })).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  test("the close button (named by closeLabel) and DialogClose close it", async () => {
    await render(<TestDialog closeLabel="إغلاق" />);

    await userEvent.click(page.getByRole("button", { name: "Delete book" }));
    await userEvent.click(page.getByRole("button", { name: "إغلاق" }));
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();

    await userEvent.click(page.getByRole("button", { name: "Delete book" }));
    await userEvent.click(page.getByRole("button", { name: "Cancel" }));
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  });

  test("controlled: open and onOpenChange", async () => {
    const onOpenChange = vi.fn();
    await render(<TestDialog open trigger={undefined} onOpenChange={onOpenChange} />);

    await expect.element(page.getByRole("dialog")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(page.getByRole("dialog")).toBeVisible();
  });

  test("without a description it is not described by anything", async () => {
    await render(<TestDialog defaultOpen description={undefined} />);

    await expect.element(page.getByRole("dialog")).not.toHaveAttribute("aria-describedby");
  });

  test("sizes cap the width", async () => {
    for (const [size, width] of [
      ["sm", 384],
      ["md", 512],
      ["lg", 672],
    ] as const) {
      const screen = await render(<TestDialog defaultOpen size={size} />);
      const dialog = page.getByRole("dialog");
      await expect.element(dialog).toHaveAttribute("data-size", size);
      expect(dialog.element().getBoundingClientRect().width).toBe(width);
      await screen.unmount();
    }
  });

  test("the close button sits at the inline end in both directions", async () => {
    for (const dir of ["ltr", "rtl"] as const) {
      // Portalled to the body, the dialog takes its direction from the provider.
      const screen = await render(
        <DirectionProvider dir={dir}>
          <TestDialog defaultOpen />
        </DirectionProvider>,
      );
      const dialog = page.getByRole("dialog");
      await expect.element(dialog).toHaveAttribute("dir", dir);
      const box = dialog.element().getBoundingClientRect();
      const close = page.getByRole("button", { name: "Close" }).element().getBoundingClientRect();
      if (dir === "ltr") expect(close.left).toBeGreaterThan(box.left + box.width / 2);
      else expect(close.right).toBeLessThan(box.left + box.width / 2);
      await screen.unmount();
    }
  });
});
