import { describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Steps, stepState } from "./steps.tsx";

const steps = [
  { id: "organization", label: "Organization information" },
  { id: "registration", label: "Commercial registration" },
  { id: "payment", label: "Payment information" },
  { id: "review", label: "Review" },
];

const items = () => page.getByRole("listitem").elements();

describe("Steps", () => {
  test("an ordered list named by its label", async () => {
    await render(<Steps steps={steps} currentStep={1} />);

    const list = page.getByRole("list", { name: "Progress" });
    await expect.element(list).toBeVisible();
    expect(list.element().tagName).toBe("OL");
    expect(items()).toHaveLength(4);
  });

  test("marks the current step with aria-current=step and the others by state", async () => {
    await render(<Steps steps={steps} currentStep={2} />);

    expect(items().map((item) => item.getAttribute("data-state"))).toEqual([
      "complete",
      "complete",
      "current",
      "upcoming",
    ]);
    expect(items().map((item) => item.getAttribute("aria-current"))).toEqual([
      null,
      null,
      "step",
      null,
    ]);
  });

  test("completed steps say so to screen readers", async () => {
    await render(<Steps steps={steps} currentStep={1} completedLabel="مكتملة" />);

    expect(items()[0]?.textContent).toContain("Organization information (مكتملة)");
    expect(items()[1]?.textContent).not.toContain("مكتملة");
  });

  test("past the last step every step is complete and none is current", async () => {
    await render(<Steps steps={steps} currentStep={4} />);

    expect(items().every((item) => item.getAttribute("data-state") === "complete")).toBe(true);
    expect(items().some((item) => item.hasAttribute("aria-current"))).toBe(false);
  });

  test("stepState", () => {
    expect([0, 1, 2].map((index) => stepState(index, 1))).toEqual([
      "complete",
      "current",
      "upcoming",
    ]);
  });

  test("the first step sits at the inline start and connectors join neighbours", async () => {
    for (const dir of ["ltr", "rtl"] as const) {
      const screen = await render(
        <div dir={dir} style={{ width: 800 }}>
          <Steps steps={steps} currentStep={1} />
        </div>,
      );
      const [first, second] = items().map((item) => item.getBoundingClientRect());
      if (dir === "ltr") expect(first!.left).toBeLessThan(second!.left);
      else expect(first!.left).toBeGreaterThan(second!.left);

      const indicators = [
        ...screen.container.querySelectorAll<HTMLElement>('[data-slot="step-indicator"]'),
      ].map((element) => element.getBoundingClientRect());
      const connector = screen.container
        .querySelector<HTMLElement>('[data-slot="step-connector"]')!
        .getBoundingClientRect();
      const centres = indicators.slice(0, 2).map((box) => box.left + box.width / 2);
      expect(connector.left).toBeCloseTo(Math.min(...centres), 0);
      expect(connector.right).toBeCloseTo(Math.max(...centres), 0);
      await screen.unmount();
    }
  });

  test("wide, every label shows; narrow, only the current step is spelt out", async () => {
    const screen = await render(
      <div style={{ width: 800 }}>
        <Steps steps={steps} currentStep={1} compactLabel="Step {step} of {steps}" />
      </div>,
    );
    const labels = () =>
      [...screen.container.querySelectorAll<HTMLElement>('[data-slot="step-label"]')].map(
        (label) => label.getBoundingClientRect().width > 1,
      );
    const compact = () =>
      screen.container.querySelector<HTMLElement>('[data-slot="steps-compact-label"]')!;

    expect(labels()).toEqual([true, true, true, true]);
    expect(getComputedStyle(compact()).display).toBe("none");

    await screen.rerender(
      <div style={{ width: 320 }}>
        <Steps steps={steps} currentStep={1} compactLabel="Step {step} of {steps}" />
      </div>,
    );

    expect(labels()).toEqual([false, false, false, false]);
    expect(compact().textContent).toBe("Step 2 of 4: Commercial registration");
    expect(compact()).toHaveAttribute("aria-hidden", "true");
  });
});
