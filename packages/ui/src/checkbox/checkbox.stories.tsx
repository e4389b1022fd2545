import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { localize } from "../storybook/locale.ts";
import { Checkbox } from "./checkbox.tsx";

const texts = {
  ar: {
    label: "أقرّ بإلصاق كل ملصق على الطرد الخاص به",
    hint: "لا يمكن إرسال الطرود قبل ذلك.",
    error: "حقل الإقرار مطلوب.",
    all: "كل الكتب المقبولة",
    states: {
      unchecked: "غير محدد",
      checked: "محدد",
      indeterminate: "محدد جزئيًا",
      invalid: "غير صالح",
      disabled: "معطّل",
      disabledChecked: "معطّل ومحدد",
    },
  },
  en: {
    label: "I attached every label to its parcel",
    hint: "Parcels cannot be sent before that.",
    error: "The field confirmation is required.",
    all: "All approved books",
    states: {
      unchecked: "Unchecked",
      checked: "Checked",
      indeterminate: "Indeterminate",
      invalid: "Invalid",
      disabled: "Disabled",
      disabledChecked: "Disabled and checked",
    },
  },
};

const meta = {
  title: "Components/Checkbox",
  component: Checkbox,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A Radix checkbox with a real label (clicking it toggles the box), hint, error and " +
          'required marker. `checked="indeterminate"` shows a dash and reads as mixed. The box sits ' +
          "at the inline start. The wrapper's `data-state` is `idle`, `invalid` or `disabled`; the " +
          "box keeps Radix's `checked`/`unchecked`/`indeterminate`. Wire it to `useForm` with " +
          "`{...form.getCheckboxProps(name)}`.",
      },
    },
  },
  args: { label: "", onCheckedChange: fn() },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-96">
        <Checkbox {...args} label={t.label} />
      </div>
    );
  },
} satisfies Meta<typeof Checkbox>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-96">
        <Checkbox {...args} label={t.all} defaultChecked="indeterminate" />
      </div>
    );
  },
};

export const WithHint: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-96">
        <Checkbox {...args} label={t.label} hint={t.hint} required />
      </div>
    );
  },
};

export const Invalid: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-96">
        <Checkbox {...args} label={t.label} hint={t.hint} error={t.error} required />
      </div>
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

export const FocusVisible: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector("button")?.focus({ focusVisible: true });
  },
};

export const AllStates: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="flex w-96 flex-col gap-4">
        <Checkbox {...args} label={t.states.unchecked} />
        <Checkbox {...args} label={t.states.checked} defaultChecked />
        <Checkbox {...args} label={t.states.indeterminate} defaultChecked="indeterminate" />
        <Checkbox {...args} label={t.states.invalid} error={t.error} required />
        <Checkbox {...args} label={t.states.disabled} disabled />
        <Checkbox {...args} label={t.states.disabledChecked} disabled defaultChecked />
      </div>
    );
  },
};
