import { useState } from "react";
import { describe, expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import {
  FloorPlan,
  type FloorPlanBooth,
  nearestBooth,
  useFloorPlanHistory,
} from "./floor-plan.tsx";

const labels = {
  plan: "Floor plan",
  legend: "Legend",
  states: { available: "Available", held: "Held", confirmed: "Confirmed", blocked: "Blocked" },
  mine: "Your booth",
  add: "Add a booth",
  undo: "Undo",
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

  test("edit: arrows move the selected booth, B blocks it, undo brings it back", async () => {
    function Editor() {
      const history = useFloorPlanHistory(booths);
      const [selected, setSelected] = useState<string | null>("a");
      return (
        <FloorPlan
          mode="edit"
          width={10}
          height={8}
          booths={history.booths}
          labels={labels}
          selectedId={selected}
          onSelect={setSelected}
          onChange={history.set}
          onUndo={history.undo}
          canUndo={history.canUndo}
        />
      );
    }
    await render(<Editor />);
    const booth = () => page.getByRole("button", { name: "A-1" }).element();
    (booth() as SVGGElement).focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(booth().querySelector("rect")?.getAttribute("y")).toBe("1.08");
    await userEvent.keyboard("b");
    expect(booth().getAttribute("data-state")).toBe("blocked");
    await page.getByRole("button", { name: "Undo" }).click();
    expect(booth().getAttribute("data-state")).toBe("available");
    await page.getByRole("button", { name: "Undo" }).click();
    expect(booth().querySelector("rect")?.getAttribute("y")).toBe("0.08");
  });
});
