import { describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { STATUS_TONES, StatusBadge, statusTone } from "./status-badge.tsx";

describe("StatusBadge", () => {
  test("shows its label as text, with a decorative icon", async () => {
    await render(<StatusBadge tone="warning" label="Pending review" status="pending" />);

    const badge = page.getByText("Pending review");
    await expect.element(badge).toBeVisible();
    await expect.element(badge).toHaveAttribute("data-tone", "warning");
    await expect.element(badge).toHaveAttribute("data-status", "pending");
    const icon = badge.element().querySelector('[data-slot="status-badge-icon"]');
    expect(icon).toHaveAttribute("aria-hidden", "true");
  });

  test("each tone has its own icon shape, so colour is never the only cue", async () => {
    const tones = ["neutral", "info", "warning", "success", "danger"] as const;
    const screen = await render(
      <div>
        {tones.map((tone) => (
          <StatusBadge key={tone} tone={tone} label={tone} />
        ))}
      </div>,
    );
    const shapes = [...screen.container.querySelectorAll('[data-slot="status-badge-icon"]')].map(
      (icon) => icon.innerHTML,
    );

    expect(new Set(shapes).size).toBe(tones.length);
  });

  test("maps the portal's statuses to tones; unknown statuses are neutral", () => {
    expect(statusTone("approved")).toBe("success");
    expect(statusTone("rejected")).toBe("danger");
    expect(statusTone("pending")).toBe("warning");
    expect(statusTone("changes_requested")).toBe("warning");
    expect(statusTone("in_transit")).toBe("info");
    expect(statusTone("draft")).toBe("neutral");
    expect(statusTone("something_new")).toBe("neutral");
    expect(statusTone("toString")).toBe("neutral");
    expect(Object.keys(STATUS_TONES)).toHaveLength(13);
  });
});
