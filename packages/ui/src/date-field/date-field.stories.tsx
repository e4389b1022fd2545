import type { Meta, StoryObj } from "@storybook/react-vite";
import { localize } from "../storybook/locale.ts";
import { DateField } from "./date-field.tsx";

const texts = {
  ar: {
    label: "تاريخ انتهاء السجل التجاري",
    placeholder: "سنة\u200e-\u200eشهر\u200e-\u200eيوم",
    hint: "يجب أن يكون تاريخًا في المستقبل.",
    error: "حقل تاريخ انتهاء السجل التجاري مطلوب.",
    birth: "تاريخ الميلاد",
    states: { empty: "فارغ", filled: "مُعبّأ", invalid: "غير صالح", disabled: "معطّل" },
  },
  en: {
    label: "CR expiry date",
    placeholder: "YYYY-MM-DD",
    hint: "Must be a date in the future.",
    error: "The field CR expiry date is required.",
    birth: "Date of birth",
    states: { empty: "Empty", filled: "Filled", invalid: "Invalid", disabled: "Disabled" },
  },
};

const meta = {
  title: "Components/DateField",
  component: DateField,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A date typed as `yyyy-MM-dd` with the kit's label, hint and error, never the " +
          "browser's own date control (which draws `mm/dd/yyyy` in the browser's language). Its " +
          "value is always `yyyy-MM-dd` with Latin digits, in both locales: Arabic-Indic digits " +
          "and other separators become it as they are typed. The placeholder gives the order in " +
          "the page's language. The input is `dir=\"ltr\"` (a date's segments must not be " +
          "reordered inside Arabic text) and still lines up with the page's other fields.",
      },
    },
  },
  args: { label: "" },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <DateField {...args} label={t.label} placeholder={t.placeholder} />
      </div>
    );
  },
} satisfies Meta<typeof DateField>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <DateField {...args} label={t.label} hint={t.hint} defaultValue="2027-03-15" required />
      </div>
    );
  },
};

export const DateOfBirth: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <DateField
          {...args}
          label={t.birth}
          placeholder={t.placeholder}
          defaultValue="1990-07-01"
        />
      </div>
    );
  },
};

export const Invalid: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <DateField
          {...args}
          label={t.label}
          placeholder={t.placeholder}
          hint={t.hint}
          error={t.error}
          required
        />
      </div>
    );
  },
};

export const Disabled: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <DateField {...args} label={t.label} defaultValue="2027-03-15" disabled />
      </div>
    );
  },
};

export const AllStates: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="grid w-[40rem] grid-cols-2 gap-6">
        <DateField {...args} label={t.states.empty} placeholder={t.placeholder} />
        <DateField {...args} label={t.states.filled} defaultValue="2027-03-15" />
        <DateField
          {...args}
          label={t.states.invalid}
          placeholder={t.placeholder}
          error={t.error}
          required
        />
        <DateField {...args} label={t.states.disabled} defaultValue="2027-03-15" disabled />
      </div>
    );
  },
};
