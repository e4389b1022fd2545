import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { layoutT } from "./story-fixtures.tsx";
import { ViewToggle } from "./view-toggle.tsx";
import type { ViewMode, ViewToggleProps } from "./view-toggle.tsx";

function Controlled(props: ViewToggleProps) {
  const [value, setValue] = useState<ViewMode>(props.value);
  return (
    <ViewToggle
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: "Layout/ViewToggle",
  component: ViewToggle,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Switches between the personal view and the organization view (spec §4: choosing " +
          "`organization` turns `showOrganization` on, anything else off). A radio group of two " +
          "native radios: arrow keys move between them. Controlled: pass `value` and " +
          "`onValueChange`; all texts are props.",
      },
    },
  },
  args: { value: "personal", onValueChange: fn() },
  render: (args, { globals }) => {
    const t = layoutT(globals);
    return (
      <Controlled
        label={t.view}
        personalLabel={t.personal}
        organizationLabel={t.organizationView}
        {...args}
      />
    );
  },
} satisfies Meta<typeof ViewToggle>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Personal: Story = {};

export const Organization: Story = { args: { value: "organization" } };

export const Disabled: Story = { args: { isDisabled: true } };

export const FocusVisible: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLInputElement>("input:checked")?.focus({ focusVisible: true });
  },
};

export const AllStates: Story = {
  render: (args, { globals }) => {
    const t = layoutT(globals);
    const texts = {
      label: t.view,
      personalLabel: t.personal,
      organizationLabel: t.organizationView,
    };
    return (
      <div className="flex flex-col items-start gap-3">
        <ViewToggle {...texts} {...args} value="personal" />
        <ViewToggle {...texts} {...args} value="organization" />
        <ViewToggle {...texts} {...args} value="organization" isDisabled />
      </div>
    );
  },
};
