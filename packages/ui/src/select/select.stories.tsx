import { COUNTRIES, localizedOptions } from "@rawaq/domain/geo/countries";
import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { localize, storyLocale } from "../storybook/locale.ts";
import { Select } from "./select.tsx";
import type { SelectOption, SelectProps } from "./select.tsx";

const texts = {
  ar: {
    label: "لغة الكتاب",
    placeholder: "اختر لغة الكتاب",
    hint: "اللغة التي كُتب بها متن الكتاب.",
    error: "حقل لغة الكتاب مطلوب.",
    loading: "جارٍ تحميل اللغات…",
    countryLabel: "الدولة",
    countryPlaceholder: "اختر الدولة",
    languages: ["العربية", "الإنجليزية", "الفرنسية", "الإسبانية", "التركية", "الأردية"],
  },
  en: {
    label: "Book language",
    placeholder: "Select the book's language",
    hint: "The language of the book's main text.",
    error: "The field book language is required.",
    loading: "Loading languages…",
    countryLabel: "Country",
    countryPlaceholder: "Select the country",
    languages: ["Arabic", "English", "French", "Spanish", "Turkish", "Urdu"],
  },
};

const languageCodes = ["ar", "en", "fr", "es", "tr", "ur"];

function languageOptions(globals: Record<string, unknown>): SelectOption[] {
  return localize(texts, globals).languages.map((label, index) => ({
    value: languageCodes[index]!,
    label,
    disabled: languageCodes[index] === "ur",
  }));
}

/** Holds the value so the story can be played with; args seed it. */
function SelectDemo(props: SelectProps) {
  const [value, setValue] = useState(props.value ?? "");
  return (
    <Select
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

/**
 * Renders the list open inside the story (not in document.body), so screenshots show it. The
 * box reserves the list's height.
 */
function OpenSelect(props: SelectProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setContainer} className="h-96">
      {container && <SelectDemo {...props} defaultOpen portalContainer={container} />}
    </div>
  );
}

const meta = {
  title: "Components/Select",
  component: Select,
  args: { label: "", options: [], onValueChange: fn() },
  argTypes: {
    options: { control: false },
    portalContainer: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A labelled dropdown for one choice, on Radix Select. It follows the nearest " +
          "`DirectionProvider` (the list opens under the button and its check mark sits at the " +
          "inline end), supports type-to-find on each option's label — Arabic letters included " +
          "— and shows a hint, an error (tied with `aria-describedby`), a disabled and a loading " +
          'state. The outer element carries `data-state` ("idle", "invalid", "disabled", ' +
          '"loading"); the list scrolls past 18rem. Texts come in as props.\n\n' +
          "```tsx\n" +
          "<Select\n" +
          '  label="Book language"\n' +
          '  placeholder="Select the book\'s language"\n' +
          '  options={[{ value: "ar", label: "Arabic" }, { value: "en", label: "English" }]}\n' +
          "  value={language}\n" +
          "  onValueChange={setLanguage}\n" +
          "  error={errors.language}\n" +
          "/>\n" +
          "```",
      },
    },
  },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-72">
        <SelectDemo
          {...args}
          label={args.label || t.label}
          placeholder={args.placeholder ?? t.placeholder}
          options={args.options.length > 0 ? args.options : languageOptions(globals)}
        />
      </div>
    );
  },
} satisfies Meta<typeof Select>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const WithValue: Story = { args: { value: "ar" } };

export const WithHint: Story = {
  render: (args, context) =>
    meta.render({ ...args, hint: localize(texts, context.globals).hint }, context),
};

export const WithError: Story = {
  render: (args, context) =>
    meta.render(
      { ...args, required: true, error: localize(texts, context.globals).error },
      context,
    ),
};

export const Disabled: Story = { args: { disabled: true } };

export const DisabledWithValue: Story = { args: { disabled: true, value: "en" } };

export const Loading: Story = {
  render: (args, context) =>
    meta.render(
      { ...args, isLoading: true, placeholder: localize(texts, context.globals).loading },
      context,
    ),
};

export const FocusVisible: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector("button")?.focus({ focusVisible: true });
  },
};

// An open Radix Select is modal (it blocks the rest of the page), so the docs page shows the open
// stories in their own frames.
const ownFrame = { docs: { story: { inline: false, iframeHeight: 460 } } };

// An open Radix Select hides the page behind it (aria-hidden) while the trigger keeps its tab
// stop; focus is trapped in the list, so the hidden trigger cannot be reached.
const openListParameters = { ...ownFrame, a11y: { disabledRules: ["aria-hidden-focus"] } };

export const Open: Story = {
  args: { value: "fr" },
  parameters: openListParameters,
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-72">
        <OpenSelect {...args} label={t.label} options={languageOptions(globals)} />
      </div>
    );
  },
};

/** Every country: the list scrolls, with scroll buttons at its ends. */
export const OpenLongList: Story = {
  args: { value: "SA" },
  parameters: openListParameters,
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    const options = localizedOptions(COUNTRIES, storyLocale(globals)).map((country) => ({
      value: country.id,
      label: country.name,
    }));
    return (
      <div className="w-72">
        <OpenSelect
          {...args}
          label={t.countryLabel}
          placeholder={t.countryPlaceholder}
          options={options}
        />
      </div>
    );
  },
};

export const AllStates: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    const options = languageOptions(globals);
    const common = { ...args, label: t.label, placeholder: t.placeholder, options };
    return (
      <div className="grid w-[38rem] grid-cols-2 gap-6">
        <SelectDemo {...common} />
        <SelectDemo {...common} value="ar" />
        <SelectDemo {...common} hint={t.hint} />
        <SelectDemo {...common} required error={t.error} />
        <SelectDemo {...common} disabled />
        <SelectDemo {...common} disabled value="en" />
        <SelectDemo {...common} isLoading placeholder={t.loading} />
      </div>
    );
  },
};
