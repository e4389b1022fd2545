import type { Meta, StoryObj } from "@storybook/react-vite";
import { localize } from "../storybook/locale.ts";
import { TextField } from "./text-field.tsx";

const texts = {
  ar: {
    label: "اسم دار النشر",
    placeholder: "مثال: دار الكلمة",
    hint: "كما يظهر في السجل التجاري.",
    value: "دار الكلمة للنشر",
    error: "حقل اسم دار النشر مطلوب.",
    crLabel: "رقم السجل التجاري",
    crHint: "عشرة أرقام؛ تُحوَّل الأرقام العربية إلى لاتينية.",
    priceLabel: "السعر",
    unit: "ريال",
    emailLabel: "البريد الإلكتروني",
    states: { idle: "عادي", invalid: "غير صالح", disabled: "معطّل" },
  },
  en: {
    label: "Publishing house name",
    placeholder: "e.g. Dar Al-Kalima",
    hint: "As in the commercial registration.",
    value: "Dar Al-Kalima Publishing",
    error: "The field publishing house name is required.",
    crLabel: "CR number",
    crHint: "Ten digits; Arabic-Indic digits become Latin ones.",
    priceLabel: "Price",
    unit: "SAR",
    emailLabel: "Email",
    states: { idle: "Idle", invalid: "Invalid", disabled: "Disabled" },
  },
};

const meta = {
  title: "Components/TextField",
  component: TextField,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A labelled text input (text, email, number-like, tel, url) with hint, error and required " +
          "marker. The error is tied to the input with `aria-describedby` and sets `aria-invalid`; " +
          '`data-state` is `idle`, `invalid` or `disabled`. User text is `dir="auto"`. ' +
          '`type="number"` renders a text input with a numeric keyboard, and `normalizeDigits` ' +
          "turns Arabic-Indic and Persian digits into Latin ones as they are typed. Wire it to " +
          "`useForm` with `{...form.getFieldProps(name)}`.",
      },
    },
  },
  args: { label: "" },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <TextField {...args} label={args.label || t.label} />
      </div>
    );
  },
} satisfies Meta<typeof TextField>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <TextField {...args} label={t.label} placeholder={t.placeholder} />
      </div>
    );
  },
};

export const WithHint: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <TextField {...args} label={t.label} hint={t.hint} defaultValue={t.value} />
      </div>
    );
  },
};

export const Required: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <TextField {...args} label={t.label} required />
      </div>
    );
  },
};

export const Invalid: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <TextField {...args} label={t.label} hint={t.hint} error={t.error} required />
      </div>
    );
  },
};

export const Disabled: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <TextField {...args} label={t.label} defaultValue={t.value} disabled />
      </div>
    );
  },
};

/** Latin text keeps its own direction inside an Arabic form (`dir="auto"`). */
export const Email: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <TextField {...args} label={t.emailLabel} type="email" defaultValue="info@example.sa" />
      </div>
    );
  },
};

export const NumericWithNormalizedDigits: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <TextField
          {...args}
          label={t.crLabel}
          hint={t.crHint}
          type="number"
          normalizeDigits
          defaultValue="1010123456"
        />
      </div>
    );
  },
};

export const WithEndAdornment: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <TextField
          {...args}
          label={t.priceLabel}
          type="number"
          defaultValue="45"
          endAdornment={<span className="px-2 text-sm text-gray-600">{t.unit}</span>}
        />
      </div>
    );
  },
};

export const FocusVisible: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <TextField {...args} label={t.label} placeholder={t.placeholder} />
      </div>
    );
  },
  play: ({ canvasElement }) => {
    canvasElement.querySelector("input")?.focus({ focusVisible: true });
  },
};

export const AllStates: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="grid w-[40rem] grid-cols-2 gap-6">
        <TextField {...args} label={t.states.idle} hint={t.hint} placeholder={t.placeholder} />
        <TextField {...args} label={t.states.idle} defaultValue={t.value} required />
        <TextField {...args} label={t.states.invalid} error={t.error} required />
        <TextField {...args} label={t.states.disabled} defaultValue={t.value} disabled />
        <TextField {...args} label={t.emailLabel} type="email" defaultValue="info@example.sa" />
        <TextField
          {...args}
          label={t.priceLabel}
          type="number"
          defaultValue="45"
          endAdornment={<span className="px-2 text-sm text-gray-600">{t.unit}</span>}
        />
      </div>
    );
  },
};
