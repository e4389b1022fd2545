import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { localize } from "../storybook/locale.ts";
import { FloorPlan, type FloorPlanBooth, useFloorPlanHistory } from "./floor-plan.tsx";

const texts = {
  ar: {
    labels: {
      plan: "مخطط القاعة الرئيسية",
      legend: "دليل الألوان",
      states: { available: "متاح", held: "محجوز مؤقتًا", confirmed: "مؤكد", blocked: "مغلق" },
      mine: "جناحكم",
      add: "إضافة جناح",
      undo: "تراجع",
      editHelp: "الأسهم للتحريك، Shift مع الأسهم لتغيير الحجم، B للإغلاق، Delete للحذف.",
    },
  },
  en: {
    labels: {
      plan: "Floor plan of the main hall",
      legend: "Legend",
      states: { available: "Available", held: "Held", confirmed: "Confirmed", blocked: "Blocked" },
      mine: "Your booth",
      add: "Add a booth",
      undo: "Undo",
      editHelp: "Arrows move, Shift+arrows resize, B blocks, Delete removes.",
    },
  },
};

/** A small hall: two rows of booths in every state, and an island at the east wall. */
const hall: FloorPlanBooth[] = [
  ...Array.from({ length: 6 }, (_, index) => ({
    id: `a${index}`,
    code: `A-${index + 1}`,
    x: 1 + index * 3,
    y: 1,
    width: 3,
    height: 3,
    state: (["available", "held", "confirmed", "blocked", "available", "available"] as const)[
      index
    ]!,
    isMine: index === 2,
  })),
  ...Array.from({ length: 6 }, (_, index) => ({
    id: `b${index}`,
    code: `A-${index + 7}`,
    x: 1 + index * 3,
    y: 6,
    width: 3,
    height: 3,
    state: index === 4 ? ("held" as const) : ("available" as const),
  })),
  { id: "i1", code: "A-I1", x: 21, y: 2, width: 5, height: 6, state: "available" },
];

const meta = {
  title: "Components/FloorPlan",
  component: FloorPlan,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A hall's booths on a grid, coloured by state with a legend. The chrome follows the " +
          "page's direction; the hall's geometry never mirrors (docs/decisions/032-…). `view`: " +
          "arrows move between neighbouring booths, Enter selects. `edit`: drag to move, drag the " +
          "corner to resize, arrows/Shift+arrows/B/Delete on the selected booth, undo.",
      },
    },
  },
  args: { width: 28, height: 10, booths: hall, labels: texts.en.labels },
  render: (args, { globals }) => (
    <div className="w-[40rem]">
      <FloorPlan {...args} labels={localize(texts, globals).labels} />
    </div>
  ),
} satisfies Meta<typeof FloorPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {};

export const Selected: Story = { args: { selectedId: "a4" } };

function Editor({ labels }: { labels: typeof texts.en.labels }) {
  const history = useFloorPlanHistory(hall);
  const [selectedId, setSelectedId] = useState<string | null>("a0");
  return (
    <FloorPlan
      mode="edit"
      width={28}
      height={10}
      booths={history.booths}
      labels={labels}
      selectedId={selectedId}
      onSelect={setSelectedId}
      onChange={history.set}
      onAdd={() =>
        history.set([
          ...history.booths,
          {
            id: `n${history.booths.length}`,
            code: "NEW",
            x: 0,
            y: 0,
            width: 3,
            height: 3,
            state: "available",
          },
        ])
      }
      onUndo={history.undo}
      canUndo={history.canUndo}
    />
  );
}

export const Editable: Story = {
  render: (_args, { globals }) => (
    <div className="w-[40rem]">
      <Editor labels={localize(texts, globals).labels} />
    </div>
  ),
};
