import { useState } from "react";
import { describe, expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render, renderHook } from "vitest-browser-react";
import type { FloorPlanBooth } from "../floor-plan/hall.tsx";
import { planTexts } from "../floor-plan/story-fixtures.ts";
import { FloorPlanEditor } from "./floor-plan-editor.tsx";
import { FLOOR_PLAN_HISTORY_LIMIT, useFloorPlanHistory } from "./use-floor-plan-history.ts";

// The stories' English texts: the buttons are found by these names.
const labels = planTexts.en;

/** Pixels per cell: the drawing is not scaled down at this size, so a cell is 20 px on screen. */
const CELL = 20;

const booths: FloorPlanBooth[] = [
  { id: "a", code: "A-1", x: 0, y: 0, width: 3, height: 3, state: "available" },
  { id: "b", code: "A-2", x: 4, y: 0, width: 3, height: 3, state: "available" },
  { id: "c", code: "A-3", x: 0, y: 4, width: 3, height: 3, state: "blocked" },
];

/** The editor as a host wires it: the layout in the undo history, the selection in state. */
function Editor({
  initial = booths,
  selected = "a",
  width = 10,
  height = 8,
}: {
  initial?: FloorPlanBooth[];
  selected?: string | null;
  width?: number;
  height?: number;
}) {
  const history = useFloorPlanHistory(initial);
  const [selectedId, setSelectedId] = useState<string | null>(selected);
  return (
    <FloorPlanEditor
      width={width}
      height={height}
      cellSize={CELL}
      booths={history.booths}
      labels={labels}
      selectedId={selectedId}
      onSelect={setSelectedId}
      onChange={history.set}
      onAdd={() => {
        history.set([
          ...history.booths,
          { id: "n", code: "NEW", x: 7, y: 5, width: 2, height: 2, state: "available" },
        ]);
        setSelectedId("n");
      }}
      onUndo={history.undo}
      canUndo={history.canUndo}
    />
  );
}

const boothElement = (code: string) =>
  document.querySelector<SVGGElement>(`g[data-booth="${code}"]`);

/** A booth's place and size in cells, as drawn (the outline is inset by 0.08 of a cell). */
function box(code: string) {
  const rect = boothElement(code)?.querySelector("rect");
  if (!rect) return "gone";
  const cells = (name: string, inset: number) =>
    Math.round(Number(rect.getAttribute(name)) + inset);
  return `${cells("x", -0.08)},${cells("y", -0.08)} ${cells("width", 0.16)}x${cells("height", 0.16)}`;
}

/** Every booth on the plan: code, place, size and state. */
function layout() {
  return [...document.querySelectorAll<SVGGElement>("g[data-booth]")]
    .map((g) => `${g.dataset["booth"]} ${box(g.dataset["booth"]!)} ${g.dataset["state"]}`)
    .sort()
    .join(" | ");
}

const focus = (code: string) => boothElement(code)!.focus();
const undoButton = () => page.getByRole("button", { name: "Undo" });
const svg = () => page.getByRole("group", { name: labels.plan });

/**
 * Presses at a point of the hall (in cells), moves to another and lets go, as a mouse would. The
 * points are aimed at the page, not at the drawing: a drag may end outside the hall.
 */
async function drag(from: readonly [number, number], to: readonly [number, number]) {
  const hall = svg().element().getBoundingClientRect();
  const at = ([x, y]: readonly [number, number]) => ({
    target: document.documentElement,
    coords: { x: hall.left + x * CELL, y: hall.top + y * CELL },
  });
  await userEvent.pointer([
    { ...at(from), keys: "[MouseLeft>]" },
    at(to),
    { keys: "[/MouseLeft]" },
  ]);
}

describe("FloorPlanEditor, keyboard", () => {
  test("arrows move the selected booth and stop at the hall's edges; a stopped key changes nothing", async () => {
    await render(
      <Editor
        initial={[{ id: "a", code: "A-1", x: 0, y: 0, width: 3, height: 3, state: "available" }]}
        width={4}
        height={4}
      />,
    );
    focus("A-1");
    await userEvent.keyboard("{ArrowLeft}{ArrowUp}");
    expect(box("A-1")).toBe("0,0 3x3");
    // Nothing moved, so there is nothing to undo.
    await expect.element(undoButton()).toBeDisabled();
    await userEvent.keyboard("{ArrowRight}{ArrowDown}");
    expect(box("A-1")).toBe("1,1 3x3");
    await userEvent.keyboard("{ArrowRight}{ArrowDown}");
    expect(box("A-1")).toBe("1,1 3x3");
  });

  test("Shift+arrows grow and shrink the selected booth, up to the hall's edge and down to one cell", async () => {
    await render(
      <Editor
        initial={[{ id: "e", code: "E-1", x: 7, y: 5, width: 2, height: 2, state: "available" }]}
        selected="e"
      />,
    );
    focus("E-1");
    await userEvent.keyboard("{Shift>}{ArrowRight}{ArrowDown}{/Shift}");
    expect(box("E-1")).toBe("7,5 3x3");
    // At the east and south walls: the booth stays where it is, no larger.
    await userEvent.keyboard("{Shift>}{ArrowRight}{ArrowDown}{/Shift}");
    expect(box("E-1")).toBe("7,5 3x3");
    await userEvent.keyboard("{Shift>}{ArrowLeft}{ArrowLeft}{ArrowUp}{ArrowUp}{/Shift}");
    expect(box("E-1")).toBe("7,5 1x1");
    await userEvent.keyboard("{Shift>}{ArrowLeft}{ArrowUp}{/Shift}");
    expect(box("E-1")).toBe("7,5 1x1");
  });

  test("Delete removes the selected booth, and only the selected one", async () => {
    await render(<Editor />);
    focus("A-2");
    await userEvent.keyboard("{Delete}");
    expect(boothElement("A-2")).not.toBeNull();
    focus("A-1");
    await userEvent.keyboard("{Delete}");
    expect(boothElement("A-1")).toBeNull();
    expect(layout()).toBe("A-2 4,0 3x3 available | A-3 0,4 3x3 blocked");
    // The keyboard stays in the hall: the focus goes to a nearest booth left (both are 4 m away).
    await expect
      .poll(() => document.activeElement?.getAttribute("data-booth"))
      .toBeOneOf(["A-2", "A-3"]);
  });

  test("B blocks and frees the selected booth; the toolbar does the same with the mouse", async () => {
    await render(<Editor />);
    focus("A-1");
    await userEvent.keyboard("b");
    expect(boothElement("A-1")!.dataset["state"]).toBe("blocked");
    await expect
      .element(page.getByRole("button", { name: "Block the booth" }))
      .toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Block the booth" }).click();
    expect(boothElement("A-1")!.dataset["state"]).toBe("available");
    await page.getByRole("button", { name: "Remove the booth" }).click();
    expect(boothElement("A-1")).toBeNull();
    // Nothing is selected any more: the booth's tools wait for one.
    await expect.element(page.getByRole("button", { name: "Remove the booth" })).toBeDisabled();
  });

  test("Escape lets the booth go: arrows then move between booths, not the booth", async () => {
    await render(<Editor />);
    focus("A-1");
    await userEvent.keyboard("{Escape}{ArrowRight}");
    expect(document.activeElement?.getAttribute("data-booth")).toBe("A-2");
    expect(box("A-1")).toBe("0,0 3x3");
  });
});

describe("FloorPlanEditor, pointer", () => {
  test("dragging a booth moves it by whole cells and selects it; it stops at the walls", async () => {
    await render(<Editor selected={null} />);
    await drag([5.5, 1.5], [7.5, 4.5]);
    expect(box("A-2")).toBe("6,3 3x3");
    await expect
      .element(page.getByRole("button", { name: "A-2" }))
      .toHaveAttribute("aria-pressed", "true");
    await drag([7.5, 4.5], [20, 20]);
    expect(box("A-2")).toBe("7,5 3x3");
  });

  test("dragging the corner handle resizes the selected booth, within the hall and one cell", async () => {
    await render(<Editor selected="b" />);
    // The handle sits in the booth's bottom-end corner, 0.6 of a cell wide.
    await drag([6.7, 2.7], [8.7, 3.7]);
    expect(box("A-2")).toBe("4,0 5x4");
    await drag([8.7, 3.7], [30, 30]);
    expect(box("A-2")).toBe("4,0 6x8");
    // Dragged back past its own corner, the booth keeps one cell.
    await drag([9.7, 7.7], [0.5, 0.5]);
    expect(box("A-2")).toBe("4,0 1x1");
  });
});

describe("FloorPlanEditor, undo", () => {
  test("undo is disabled with nothing to undo", async () => {
    await render(<Editor />);
    await expect.element(undoButton()).toBeDisabled();
    focus("A-1");
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(undoButton()).toBeEnabled();
    await undoButton().click();
    await expect.element(undoButton()).toBeDisabled();
  });

  test("undo takes back every kind of change, the latest first, to the first layout", async () => {
    await render(<Editor />);
    const layouts = [layout()];
    const step = async (change: () => Promise<void>) => {
      await change();
      expect(layout()).not.toBe(layouts.at(-1));
      layouts.push(layout());
    };
    await step(async () => {
      focus("A-1");
      await userEvent.keyboard("{ArrowDown}");
    });
    await step(() => userEvent.keyboard("{Shift>}{ArrowRight}{/Shift}"));
    await step(() => userEvent.keyboard("b"));
    await step(() => drag([5.5, 1.5], [6.5, 2.5]));
    await step(() => drag([7.7, 3.7], [8.7, 4.7]));
    await step(() => page.getByRole("button", { name: "Add a booth" }).click());
    await step(async () => {
      focus("A-3");
      await userEvent.keyboard("{Enter}{Delete}");
    });

    for (const before of layouts.slice(0, -1).reverse()) {
      await undoButton().click();
      expect(layout()).toBe(before);
    }
    await expect.element(undoButton()).toBeDisabled();
  });

  test("Ctrl+Z undoes from a booth and from the toolbar", async () => {
    await render(<Editor />);
    const before = layout();
    focus("A-1");
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await userEvent.keyboard("{Control>}z{/Control}");
    expect(box("A-1")).toBe("1,0 3x3");
    (page.getByRole("button", { name: "Add a booth" }).element() as HTMLElement).focus();
    await userEvent.keyboard("{Control>}z{/Control}");
    expect(layout()).toBe(before);
  });

  test(`the history keeps the last ${FLOOR_PLAN_HISTORY_LIMIT} changes`, async () => {
    const start = [booths[0]!];
    const { result, act } = await renderHook(() => useFloorPlanHistory(start));
    const at = (x: number) => [{ ...booths[0]!, x }];
    await act(() => {
      for (let x = 1; x <= FLOOR_PLAN_HISTORY_LIMIT + 1; x += 1) result.current.set(at(x));
    });
    await act(() => {
      for (let step = 0; step < FLOOR_PLAN_HISTORY_LIMIT; step += 1) result.current.undo();
    });
    // The oldest layout fell out: undo stops at the layout after the first change.
    expect(result.current.canUndo).toBe(false);
    expect(result.current.booths).toEqual(at(1));
    expect(FLOOR_PLAN_HISTORY_LIMIT).toBe(100);
  });
});
