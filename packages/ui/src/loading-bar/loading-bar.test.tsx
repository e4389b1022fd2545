import { act } from "react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { render } from "vitest-browser-react";
import { LOADING_BAR_TIMINGS, LoadingBar } from "./loading-bar.tsx";
import type { LoadingBarProps } from "./loading-bar.tsx";

const { throttle, hideDelay, resetDelay, height } = LOADING_BAR_TIMINGS;

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** Advances the fake clock inside act(), so React has applied every resulting update on return. */
async function advance(ms: number) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(() => vi.advanceTimersByTimeAsync(ms));
  } finally {
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

async function renderBar(props: Partial<LoadingBarProps> = {}) {
  const screen = await render(
    <div style={{ position: "relative", width: 400, height: 40 }} data-testid="frame">
      <LoadingBar isLoading={false} placement="container" {...props} />
    </div>,
  );
  const bar = () => screen.container.querySelector<HTMLElement>('[data-slot="loading-bar"]')!;
  const indicator = () =>
    screen.container.querySelector<HTMLElement>('[data-slot="loading-bar-indicator"]')!;
  const rerender = (next: Partial<LoadingBarProps>) =>
    screen.rerender(
      <div style={{ position: "relative", width: 400, height: 40 }} data-testid="frame">
        <LoadingBar isLoading={false} placement="container" {...props} {...next} />
      </div>,
    );
  return { screen, bar, indicator, rerender };
}

function isShown(element: HTMLElement) {
  return getComputedStyle(element).opacity !== "0";
}

describe("LoadingBar", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  test("keeps the spec's constants", () => {
    expect(LOADING_BAR_TIMINGS).toEqual({
      throttle: 200,
      duration: 2000,
      height: 3,
      hideDelay: 500,
      resetDelay: 400,
    });
  });

  test("is idle and hidden while not loading", async () => {
    const { bar, indicator } = await renderBar();

    expect(bar().getAttribute("data-state")).toBe("idle");
    expect(bar().getAttribute("role")).toBe("progressbar");
    expect(bar().getAttribute("aria-valuenow")).toBe("0");
    expect(isShown(bar())).toBe(false);
    expect(indicator().style.width).toBe("0%");
  });

  test("does not show before 200 ms, shows after", async () => {
    const { bar, indicator } = await renderBar({ isLoading: true });

    await advance(throttle - 1);
    expect(bar().getAttribute("data-state")).toBe("idle");
    expect(isShown(bar())).toBe(false);

    await advance(1);
    expect(bar().getAttribute("data-state")).toBe("loading");
    expect(bar().getAttribute("aria-valuenow")).toBe("90");
    expect(bar().hasAttribute("aria-hidden")).toBe(false);
    expect(isShown(bar())).toBe(true);
    expect(indicator().style.width).toBe("90%");
    expect(bar().getBoundingClientRect().height).toBe(height);
  });

  test("never shows when the work finishes within 200 ms", async () => {
    const { bar, rerender } = await renderBar({ isLoading: true });
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(bar().getAttribute("data-state") ?? ""));
    observer.observe(bar(), { attributes: true, attributeFilter: ["data-state", "style"] });

    await advance(throttle - 50);
    await rerender({ isLoading: false });
    await advance(throttle + hideDelay + resetDelay);
    observer.disconnect();

    expect([...seen].filter((state) => state !== "idle")).toEqual([]);
    expect(bar().getAttribute("data-state")).toBe("idle");
    expect(isShown(bar())).toBe(false);
  });

  test("after finishing stays full for 500 ms, hides, and resets its width 400 ms later", async () => {
    const { bar, indicator, rerender } = await renderBar({ isLoading: true });
    await advance(throttle);
    expect(bar().getAttribute("data-state")).toBe("loading");

    await rerender({ isLoading: false });
    expect(bar().getAttribute("data-state")).toBe("finishing");
    expect(bar().getAttribute("aria-valuenow")).toBe("100");
    expect(indicator().style.width).toBe("100%");

    await advance(hideDelay - 1);
    expect(bar().getAttribute("data-state")).toBe("finishing");
    expect(isShown(bar())).toBe(true);

    await advance(1);
    expect(bar().getAttribute("data-state")).toBe("idle");
    expect(bar().style.opacity).toBe("0");
    expect(indicator().style.width).toBe("100%");

    await advance(resetDelay - 1);
    expect(indicator().style.width).toBe("100%");

    await advance(1);
    expect(indicator().style.width).toBe("0%");
    expect(bar().getAttribute("data-state")).toBe("idle");
  });

  test("starting again while finishing keeps it on screen", async () => {
    const { bar, rerender } = await renderBar({ isLoading: true });
    await advance(throttle);
    await rerender({ isLoading: false });
    await advance(hideDelay / 2);

    await rerender({ isLoading: true });

    expect(bar().getAttribute("data-state")).toBe("loading");
    expect(isShown(bar())).toBe(true);
  });

  test("uses the color prop for the indicator", async () => {
    const { indicator } = await renderBar({ isLoading: true, color: "rgb(180, 83, 9)" });
    await advance(throttle);

    expect(getComputedStyle(indicator()).backgroundColor).toBe("rgb(180, 83, 9)");
  });

  test.each(["rtl", "ltr"] as const)("grows from the inline-start edge in dir=%s", async (dir) => {
    const screen = await render(
      <div dir={dir} data-testid="frame" style={{ position: "relative", width: 400, height: 40 }}>
        <LoadingBar isLoading placement="container" />
      </div>,
    );
    await advance(throttle);
    const indicator = screen.container.querySelector<HTMLElement>(
      '[data-slot="loading-bar-indicator"]',
    )!;
    // Jump the 2 s width transition (real time, not the fake clock) to its end.
    for (const animation of indicator.getAnimations()) animation.finish();

    const frame = screen.getByTestId("frame").element().getBoundingClientRect();
    const rect = indicator.getBoundingClientRect();
    expect(rect.width).toBeCloseTo(frame.width * 0.9, 0);
    expect(rect.top).toBeCloseTo(frame.top, 0);
    if (dir === "rtl") {
      expect(rect.right).toBeCloseTo(frame.right, 0);
      expect(rect.left).toBeGreaterThan(frame.left + 10);
    } else {
      expect(rect.left).toBeCloseTo(frame.left, 0);
      expect(rect.right).toBeLessThan(frame.right - 10);
    }
  });
});
