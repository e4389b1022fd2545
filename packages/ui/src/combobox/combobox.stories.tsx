import { countryOptions } from "@rawaq/domain/geo/countries";
import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { localize, storyLocale } from "../storybook/locale.ts";
import { Combobox } from "./combobox.tsx";
import type { ComboboxOption, ComboboxProps } from "./combobox.tsx";

const texts = {
  ar: {
    label: "الدولة",
    placeholder: "اختر الدولة",
    hint: "اكتبوا جزءًا من اسم الدولة للبحث.",
    error: "حقل الدولة مطلوب.",
    noResults: "لا توجد نتائج",
    showOptions: "عرض الخيارات",
    query: "ال",
    nothing: "زززز",
  },
  en: {
    label: "Country",
    placeholder: "Select the country",
    hint: "Type part of the country's name to search.",
    error: "The field country is required.",
    noResults: "No match",
    showOptions: "Show the options",
    query: "an",
    nothing: "zzzz",
  },
};

function countries(globals: Record<string, unknown>): ComboboxOption[] {
  return countryOptions(storyLocale(globals)).map((country) => ({
    value: country.id,
    label: country.name,
  }));
}

/** Holds the value so the story can be played with; args seed it. */
function ComboboxDemo(props: ComboboxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Combobox
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

/** Types into the box as a user would: the list opens on the matches. */
function typeInto(canvas: HTMLElement, text: string) {
  const input = canvas.querySelector<HTMLInputElement>('input[role="combobox"]')!;
  input.focus();
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  setValue.call(input, text);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

const meta = {
  title: "Components/Combobox",
  component: Combobox,
  args: { label: "", options: [], value: "", onValueChange: fn() },
  argTypes: { options: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "A single choice from a long list, searched by typing (the WAI-ARIA combobox with a " +
          "listbox popup): the box filters the list as you type, ignoring case, accents and the " +
          "Arabic letters typed interchangeably (أ/إ/ا, ة/ه, ى/ي); the arrow keys move, Enter or " +
          "a click chooses, Escape or leaving puts back the chosen name. Focus stays in the box " +
          "(`aria-activedescendant`). The outer element carries `data-state` (idle, open, " +
          "invalid, disabled). Texts come in as props.",
      },
    },
  },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="h-96 w-72">
        <ComboboxDemo
          {...args}
          label={args.label || t.label}
          placeholder={args.placeholder ?? t.placeholder}
          noResultsText={t.noResults}
          showOptionsLabel={t.showOptions}
          options={args.options.length > 0 ? args.options : countries(globals)}
        />
      </div>
    );
  },
} satisfies Meta<typeof Combobox>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const WithValue: Story = { args: { value: "SA" } };

export const WithHintAndError: Story = {
  render: (args, context) => {
    const t = localize(texts, context.globals);
    return meta.render({ ...args, hint: t.hint, required: true, error: t.error }, context);
  },
};

export const Disabled: Story = { args: { disabled: true, value: "EG" } };

/** Saudi Arabia and the Arab countries come first; typing narrows the list. */
export const Searching: Story = {
  play: ({ canvasElement, globals }) =>
    typeInto(canvasElement, localize(texts, globals as Record<string, unknown>).query),
};

export const NoMatch: Story = {
  play: ({ canvasElement, globals }) =>
    typeInto(canvasElement, localize(texts, globals as Record<string, unknown>).nothing),
};
