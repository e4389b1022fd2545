import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import type { FloorPlanBooth } from "../floor-plan/hall.tsx";
import { planTexts, sampleHall } from "../floor-plan/story-fixtures.ts";
import { localize } from "../storybook/locale.ts";
import { FloorPlanEditor, type FloorPlanEditorProps } from "./floor-plan-editor.tsx";
import { useFloorPlanHistory } from "./use-floor-plan-history.ts";

/** Holds the layout, its undo history and the selection so the story can be played with. */
function EditorDemo(props: FloorPlanEditorProps) {
  const history = useFloorPlanHistory(props.booths);
  const [selectedId, setSelectedId] = useState(props.selectedId ?? null);
  const handleAdd = () => {
    const id = `n${history.booths.length}`;
    history.set([
      ...history.booths,
      { id, code: "NEW", x: 0, y: 0, width: 3, height: 3, state: "available" },
    ]);
    setSelectedId(id);
  };
  return (
    <FloorPlanEditor
      {...props}
      booths={history.booths}
      selectedId={selectedId}
      onSelect={setSelectedId}
      onChange={history.set}
      onAdd={handleAdd}
      onUndo={history.undo}
      canUndo={history.canUndo}
    />
  );
}

/** The editor shows what the administration sets: every booth free or blocked. */
const editable: FloorPlanBooth[] = sampleHall.map(({ isMine: _isMine, ...booth }) => ({
  ...booth,
  state: booth.state === "blocked" ? "blocked" : "available",
}));

const meta = {
  title: "Components/FloorPlanEditor",
  component: FloorPlanEditor,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Lays out a hall on the floor plan's drawing. Drag a booth to move it, drag its " +
          "corner handle to resize it; on the selected booth, arrows move it, Shift+arrows " +
          "resize it, B blocks or frees it, Delete removes it, Escape lets it go; Ctrl+Z (⌘Z) " +
          "undoes. Booths stay inside the hall and at least one cell large. The toolbar follows " +
          "the page's direction, the hall never mirrors (docs/decisions/032-…).",
      },
    },
  },
  args: {
    width: 28,
    height: 10,
    booths: editable,
    labels: planTexts.en,
    onChange: fn(),
  },
  render: (args, { globals }) => (
    <div className="w-[40rem]">
      <EditorDemo {...args} labels={localize(planTexts, globals)} />
    </div>
  ),
} satisfies Meta<typeof FloorPlanEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected: the booth's tools wait for a booth. */
export const Editable: Story = {};

/** A selected booth: outlined, with its resize handle at the corner. */
export const Selected: Story = { args: { selectedId: "a4" } };

/** A row blocked off (a fire exit); the selected blocked booth shows the block tool pressed. */
export const Blocked: Story = {
  args: {
    booths: editable.map((booth) =>
      booth.y === 6 && booth.x >= 7 ? { ...booth, state: "blocked" } : booth,
    ),
    selectedId: "b3",
  },
};
