import { describe, expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { FloorPlan } from "./floor-plan.tsx";
import { type FloorPlanBooth, nearestBooth } from "./hall.tsx";

const labels = {
  plan: "Floor plan",
  legend: "Legend",
  states: { available: "Available", held: "Held", confirmed: "Confirmed", blocked: "Blocked" },
  mine: "Your booth",
};

const booths: FloorPlanBooth[] = [
  { id: "a", code: "A-1", x: 0, y: 0, width: 3, height: 3, state: "available" },
  { id: "b", code: "A-2", x: 3, y: 0, width: 3, height: 3, state: "held" },
  { id: "c", code: "A-3", x: 0, y: 4, width: 3, height: 3, state: "confirmed" },
];

describe("nearestBooth", () => {
  test("finds the neighbour in the hall's direction, none past the edge", () => {
    expect(nearestBooth(booths, booths[0]!, [1, 0])?.id).toBe("b");
    expect(nearestBooth(booths, booths[0]!, [0, 1])?.id).toBe("c");
    expect(nearestBooth(booths, booths[0]!, [-1, 0])).toBeUndefined();
  });
});

describe("FloorPlan", () => {
  test("booths are named by code, state shown as data-state; arrows and Enter choose", async () => {
    let chosen = "";
    await render(
      <FloorPlan
        width={10}
        height={8}
        booths={booths}
        labels={labels}
        onSelect={(id) => (chosen = id)}
      />,
    );
    const first = page.getByRole("button", { name: "A-1" });
    expect(first.element().getAttribute("data-state")).toBe("available");
    (first.element() as SVGGElement).focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement?.getAttribute("data-booth")).toBe("A-2");
    await userEvent.keyboard("{Enter}");
    expect(chosen).toBe("b");
  });

  test("the hall does not mirror in Arabic: the drawing keeps the ltr direction", async () => {
    await render(
      <div dir="rtl">
        <FloorPlan width={10} height={8} booths={booths} labels={labels} />
      </div>,
    );
    const svg = page.getByRole("group", { name: "Floor plan" }).element();
    expect(getComputedStyle(svg).direction).toBe("ltr");
  });

  test("the plan is one tab stop: Tab comes back to the booth last focused, or one chosen since", async () => {
    const plan = (selectedId: string | null) => (
      <>
        <FloorPlan
          width={10}
          height={8}
          booths={booths}
          labels={labels}
          selectedId={selectedId}
          onSelect={() => {}}
        />
        <button type="button">After the plan</button>
      </>
    );
    const screen = await render(plan(null));
    await userEvent.tab();
    expect(document.activeElement?.getAttribute("data-booth")).toBe("A-1");
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe("After the plan");
    await userEvent.tab({ shift: true });
    expect(document.activeElement?.getAttribute("data-booth")).toBe("A-3");
    await userEvent.tab();
    // Chosen in the list view beside the plan: the plan's tab stop follows the choice.
    await screen.rerender(plan("b"));
    await userEvent.tab({ shift: true });
    expect(document.activeElement?.getAttribute("data-booth")).toBe("A-2");
  });
});
