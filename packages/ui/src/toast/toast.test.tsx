import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { DirectionProvider } from "../direction/index.ts";
import { Toast, ToastProvider, ToastViewport } from "./toast.tsx";
import type { ToastProps } from "./toast.tsx";

function TestToast({ dir = "ltr", ...props }: Partial<ToastProps> & { dir?: "ltr" | "rtl" }) {
  return (
    <DirectionProvider dir={dir}>
      <div dir={dir}>
        <ToastProvider>
          <Toast variant="success" title="Draft saved" description="Finish it later." {...props} />
          <ToastViewport />
        </ToastProvider>
      </div>
    </DirectionProvider>
  );
}

const toast = () => document.querySelector<HTMLElement>('[data-slot="toast"]');

describe("Toast", () => {
  test("appears in the notifications region", async () => {
    await render(<TestToast defaultOpen duration={Infinity} />);

    const region = page.getByRole("region", { name: "Notifications (F8)" });
    await expect.element(region).toBeInTheDocument();
    await expect.element(page.getByText("Draft saved")).toBeVisible();
    expect(region.element().contains(toast())).toBe(true);
    expect(toast()).toHaveAttribute("data-variant", "success");
  });

  test("is announced through a live region, prefixed with the provider's label", async () => {
    await render(<TestToast defaultOpen duration={Infinity} />);

    await vi.waitFor(() => {
      const status = [...document.querySelectorAll('[role="status"]')].find((element) =>
        element.textContent?.includes("Draft saved"),
      );
      expect(status).toBeDefined();
      expect(status).toHaveAttribute("aria-live", "polite");
      expect(status?.textContent).toContain("Notification");
      expect(status?.textContent).toContain("Finish it later.");
    });
  });

  test("errors are announced assertively", async () => {
    await render(
      <TestToast defaultOpen duration={Infinity} variant="error" title="Upload failed" />,
    );

    await vi.waitFor(() => {
      const status = [...document.querySelectorAll('[role="status"]')].find((element) =>
        element.textContent?.includes("Upload failed"),
      );
      expect(status).toHaveAttribute("aria-live", "assertive");
    });
  });

  test("closes itself after its duration", async () => {
    const onOpenChange = vi.fn();
    await render(<TestToast defaultOpen duration={150} onOpenChange={onOpenChange} />);
    await expect.element(page.getByText("Draft saved")).toBeVisible();

    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 2000 });
    await expect.element(page.getByText("Draft saved")).not.toBeInTheDocument();
  });

  test("the close button (named by closeLabel) closes it", async () => {
    await render(<TestToast defaultOpen duration={Infinity} closeLabel="إغلاق" />);

    await userEvent.click(page.getByRole("button", { name: "إغلاق" }));

    await expect.element(page.getByText("Draft saved")).not.toBeInTheDocument();
  });

  test("an action carries its alternative text and runs", async () => {
    const onUndo = vi.fn();
    await render(
      <TestToast
        defaultOpen
        duration={Infinity}
        action={{ label: "Undo", altText: "Restore it from deleted books", onClick: onUndo }}
      />,
    );

    const undo = page.getByRole("button", { name: "Undo" });
    await expect
      .element(undo)
      .toHaveAttribute("data-radix-toast-announce-alt", "Restore it from deleted books");
    await userEvent.click(undo);
    expect(onUndo).toHaveBeenCalledOnce();
  });

  test("sits at the inline-end bottom corner and swipes towards it, in both directions", async () => {
    for (const dir of ["ltr", "rtl"] as const) {
      const screen = await render(<TestToast dir={dir} defaultOpen duration={Infinity} />);
      const box = toast()!.getBoundingClientRect();
      const width = document.documentElement.clientWidth;

      // eslint-disable-next-line rawaq/no-physical-direction-classes -- Radix's swipe is physical.
      expect(toast()).toHaveAttribute("data-swipe-direction", dir === "rtl" ? "left" : "right");
      if (dir === "ltr") expect(box.left).toBeGreaterThan(width / 2);
      else expect(box.right).toBeLessThan(width / 2);
      expect(box.bottom).toBeGreaterThan(document.documentElement.clientHeight / 2);
      await screen.unmount();
    }
  });
});
