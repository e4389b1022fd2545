import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn, waitFor } from "storybook/test";
import { localize } from "../storybook/locale.ts";
import type { PhoneInputMode } from "./constants.ts";
import { PhoneInput } from "./phone-input.tsx";
import type { PhoneInputProps } from "./phone-input.tsx";

const texts = {
  ar: {
    locale: "ar",
    label: "رقم الجوال",
    countryLabel: "الدولة",
    placeholder: "أدخل رقم الهاتف",
    searchLabel: "ابحث عن دولة",
    searchPlaceholder: "ابحث بالاسم أو الرمز",
    noResultsText: "لا توجد دولة بهذا الاسم",
    invalid: "رقم الجوال غير صحيح لهذه الدولة",
    errors: {
      "unable to fetch the country": "تعذّر تحديد الدولة",
      "Unknown country": "الدولة غير معروفة",
      "Unknown calling code": "رمز الاتصال الدولي غير معروف",
    },
    states: {
      empty: "فارغ",
      valid: "رقم صحيح",
      invalid: "رقم غير صحيح",
      unknownCallingCode: "رمز اتصال غير معروف",
      disabled: "معطّل",
    },
  },
  en: {
    locale: "en",
    label: "Mobile number",
    countryLabel: "Country",
    placeholder: "Enter a phone number",
    searchLabel: "Search countries",
    searchPlaceholder: "Search by name or code",
    noResultsText: "No country found",
    invalid: "Enter a valid number for this country",
    errors: {
      "unable to fetch the country": "Unable to detect your country",
      "Unknown country": "Unknown country",
      "Unknown calling code": "Unknown calling code",
    },
    states: {
      empty: "Empty",
      valid: "Valid number",
      invalid: "Invalid number",
      unknownCallingCode: "Unknown calling code",
      disabled: "Disabled",
    },
  },
};

type Texts = (typeof texts)["en"];

function textProps(t: Texts): Partial<PhoneInputProps> {
  const { locale, label, countryLabel, placeholder, searchLabel, searchPlaceholder } = t;
  return {
    locale,
    label,
    countryLabel,
    placeholder,
    searchLabel,
    searchPlaceholder,
    noResultsText: t.noResultsText,
  };
}

/** Shows the component's onError messages under the field, translated by their text. */
function WithErrors({ t, ...props }: PhoneInputProps & { t: Texts }) {
  const [message, setMessage] = useState<keyof Texts["errors"]>();
  return (
    <PhoneInput
      {...props}
      error={message ? t.errors[message] : props.error}
      onError={(next) => {
        setMessage(next);
        props.onError?.(next);
      }}
    />
  );
}

/**
 * Flags load lazily; the story is ready once every flag on screen (in the list: every row inside
 * its scroll box) has decoded.
 */
function waitForFlags(canvasElement: HTMLElement) {
  return waitFor(
    () => {
      for (const flag of canvasElement.querySelectorAll<HTMLElement>(
        '[data-slot="country-flag"]',
      )) {
        const list = flag.closest('[role="listbox"]');
        if (list) {
          const box = list.getBoundingClientRect();
          const row = flag.getBoundingClientRect();
          if (row.bottom <= box.top || row.top >= box.bottom) continue;
        }
        if (flag.dataset["state"] !== "ready") throw new Error("waiting for the flags");
      }
    },
    { timeout: 5000 },
  );
}

const meta = {
  title: "Components/PhoneInput",
  component: PhoneInput,
  tags: ["autodocs"],
  args: { defaultCountry: "SA", onChange: fn(), onError: fn() },
  argTypes: {
    mode: {
      control: "select",
      options: ["auto", "national", "international", "e.164", "rfc3966", "idd"],
    },
  },
  parameters: {
    docs: {
      description: {
        component: [
          "International phone number field (libphonenumber-js, full metadata). A country button",
          "with SVG flags opens a listbox (names in the UI locale, dial codes in the list only,",
          "type-to-find, optional search box); the number is formatted as you type in the",
          "display `mode`, stays LTR (with the picker at the inline start) in RTL pages, accepts Arabic-Indic",
          "and Persian digits, and switches country when a +CC number is typed or pasted.",
          "`onChange` gives `{ e164, country, isValid, formatted, raw }`; `onError` gives one of",
          "'unable to fetch the country', 'Unknown country', 'Unknown calling code'.",
          "Import it from `@rawaq/ui/phone-input` in a lazily loaded route: the metadata is",
          "most of its weight.",
        ].join(" "),
      },
    },
  },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <WithErrors {...textProps(t)} {...args} t={t} />
      </div>
    );
  },
  play: ({ canvasElement }) => waitForFlags(canvasElement),
} satisfies Meta<typeof PhoneInput>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FilledValidSaudiMobile: Story = { args: { defaultValue: "+966501234567" } };

export const Invalid: Story = {
  args: { defaultValue: "0212345678" },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <PhoneInput {...textProps(t)} {...args} error={t.invalid} />
      </div>
    );
  },
};

/**
 * NOTE: Chromium rasterises the detailed Saudi flag SVG in the focused button a few pixels
 * differently from run to run (seen: 12 to 65 of ~120,000 pixels between identical runs), so the
 * stories that open the list with it focused allow this many.
 */
const FOCUSED_FLAG_PIXELS = 100;

export const WithSearchBox: Story = {
  args: { showSearchBox: true, defaultValue: "+966501234567" },
  parameters: { visual: { allowedMismatchedPixels: FOCUSED_FLAG_PIXELS } },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="h-[25rem] w-80">
        <PhoneInput {...textProps(t)} {...args} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLElement>('button[role="combobox"]')?.click();
    await waitForFlags(canvasElement);
  },
};

export const AllowListOnly: Story = {
  args: { onlyCountries: ["SA", "AE", "KW", "QA", "BH", "OM"], defaultValue: "+971501234567" },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="h-80 w-80">
        <PhoneInput {...textProps(t)} {...args} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLElement>('button[role="combobox"]')?.click();
    await waitForFlags(canvasElement);
  },
};

export const IgnoreList: Story = {
  args: { ignoredCountries: ["AE"], defaultValue: "+971501234567" },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <PhoneInput {...textProps(t)} {...args} error={t.invalid} />
      </div>
    );
  },
};

function modeStory(mode: PhoneInputMode, defaultValue = "+966501234567"): Story {
  return { args: { mode, defaultValue } };
}

export const ModeAuto: Story = modeStory("auto", "0501234567");

export const ModeNational: Story = modeStory("national");

export const ModeInternational: Story = modeStory("international", "0501234567");

export const ModeE164: Story = modeStory("e.164");

export const ModeRfc3966: Story = modeStory("rfc3966");

/** Dialled from the home country (SA here): a UAE number gets Saudi Arabia's 00 prefix. */
export const ModeIdd: Story = modeStory("idd", "+971501234567");

export const OpenList: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="h-[22rem] w-80">
        <PhoneInput {...textProps(t)} {...args} />
      </div>
    );
  },
  parameters: { visual: { allowedMismatchedPixels: FOCUSED_FLAG_PIXELS } },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLElement>('button[role="combobox"]')?.click();
    await waitForFlags(canvasElement);
  },
};

export const ErrorUnknownCallingCode: Story = { args: { defaultValue: "+999123" } };

export const Disabled: Story = { args: { disabled: true, defaultValue: "+966501234567" } };

export const AllStates: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    const common = { ...textProps(t), ...args };
    return (
      <div className="flex w-80 flex-col gap-5">
        <PhoneInput {...common} label={t.states.empty} />
        <PhoneInput {...common} label={t.states.valid} defaultValue="+966501234567" />
        <PhoneInput
          {...common}
          label={t.states.invalid}
          defaultValue="0212345678"
          error={t.invalid}
        />
        <WithErrors {...common} t={t} label={t.states.unknownCallingCode} defaultValue="+999123" />
        <PhoneInput {...common} label={t.states.disabled} defaultValue="+966501234567" disabled />
      </div>
    );
  },
};
