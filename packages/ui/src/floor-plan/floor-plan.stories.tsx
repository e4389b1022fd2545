import type { Meta, StoryObj } from "@storybook/react-vite";
import { localize } from "../storybook/locale.ts";
import { FloorPlan } from "./floor-plan.tsx";
import { planTexts, sampleHall } from "./story-fixtures.ts";

const meta = {
  title: "Components/FloorPlan",
  component: FloorPlan,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A hall's booths on a grid, coloured by state with a legend, to look at and choose " +
          "from. The chrome follows the page's direction; the hall's geometry never mirrors " +
          "(docs/decisions/032-…). Arrows move between neighbouring booths, Enter selects. " +
          "Laying a hall out is `FloorPlanEditor`, a module of its own.",
      },
    },
  },
  args: { width: 28, height: 10, booths: sampleHall, labels: planTexts.en },
  render: (args, { globals }) => (
    <div className="w-[40rem]">
      <FloorPlan {...args} labels={localize(planTexts, globals)} />
    </div>
  ),
} satisfies Meta<typeof FloorPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {};

export const Selected: Story = { args: { selectedId: "a4" } };
