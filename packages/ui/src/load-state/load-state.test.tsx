import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { LoadFailure, PageSkeleton } from "./load-state.tsx";

describe("LoadState", () => {
  test("a page skeleton is busy, says so to screen readers and holds the sections' heights", async () => {
    const screen = await render(<PageSkeleton label="Loading…" sections={["h-32", "h-64"]} />);

    await expect.element(page.getByRole("status")).toHaveTextContent("Loading…");
    const root = screen.container.querySelector<HTMLElement>('[data-slot="page-skeleton"]')!;
    expect(root).toHaveAttribute("aria-busy", "true");
    const blocks = [...root.querySelectorAll<HTMLElement>(":scope > span.rounded-lg")];
    expect(blocks.map((block) => block.getBoundingClientRect().height)).toEqual([128, 256]);
  });

  test("a failure is an alert with a Retry that asks again", async () => {
    const onRetry = vi.fn();
    await render(
      <LoadFailure message="Could not load." onRetry={onRetry} retryLabel="إعادة المحاولة" />,
    );

    await expect.element(page.getByRole("alert")).toHaveTextContent("Could not load.");
    await userEvent.click(page.getByRole("button", { name: "إعادة المحاولة" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
