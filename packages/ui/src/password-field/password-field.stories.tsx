import type { Meta, StoryObj } from "@storybook/react-vite";
import { localize } from "../storybook/locale.ts";
import { PasswordField } from "./password-field.tsx";

const texts = {
  ar: {
    label: "كلمة المرور",
    hint: "اثنا عشر حرفًا على الأقل.",
    error: "حقل كلمة المرور مطلوب.",
    show: "إظهار كلمة المرور",
    hide: "إخفاء كلمة المرور",
    states: { hidden: "مخفية", visible: "ظاهرة", invalid: "غير صالحة", disabled: "معطّلة" },
  },
  en: {
    label: "Password",
    hint: "At least 12 characters.",
    error: "The field password is required.",
    show: "Show password",
    hide: "Hide password",
    states: { hidden: "Hidden", visible: "Visible", invalid: "Invalid", disabled: "Disabled" },
  },
};

const SAMPLE_PASSWORD = "Rawaq-2026!";

const meta = {
  title: "Components/PasswordField",
  component: PasswordField,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A password input with a show/hide toggle button. The toggle keeps its accessible name " +
          "(`showPasswordLabel`, 'Show password') and reports its state with `aria-pressed`, as " +
          "the WAI-ARIA toggle button pattern asks; `hidePasswordLabel` ('Hide password') is its " +
          'tooltip while the password shows. The input is `dir="ltr"` but lines up with the ' +
          "page's other fields. Label, hint, error and `data-state` as in TextField.",
      },
    },
  },
  args: { label: "" },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <PasswordField
          {...args}
          label={t.label}
          showPasswordLabel={t.show}
          hidePasswordLabel={t.hide}
        />
      </div>
    );
  },
} satisfies Meta<typeof PasswordField>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <PasswordField
          {...args}
          label={t.label}
          hint={t.hint}
          defaultValue={SAMPLE_PASSWORD}
          showPasswordLabel={t.show}
          hidePasswordLabel={t.hide}
          required
        />
      </div>
    );
  },
};

export const Visible: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-80">
        <PasswordField
          {...args}
          label={t.label}
          hint={t.hint}
          defaultValue={SAMPLE_PASSWORD}
          defaultVisible
          showPasswordLabel={t.show}
          hidePasswordLabel={t.hide}
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
        <PasswordField
          {...args}
          label={t.label}
          error={t.error}
          required
          showPasswordLabel={t.show}
          hidePasswordLabel={t.hide}
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
        <PasswordField
          {...args}
          label={t.label}
          defaultValue={SAMPLE_PASSWORD}
          disabled
          showPasswordLabel={t.show}
          hidePasswordLabel={t.hide}
        />
      </div>
    );
  },
};

export const ToggleFocused: Story = {
  play: ({ canvasElement }) => {
    canvasElement
      .querySelector<HTMLButtonElement>('[data-slot="password-field-toggle"]')
      ?.focus({ focusVisible: true });
  },
};

export const AllStates: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    const common = { ...args, showPasswordLabel: t.show, hidePasswordLabel: t.hide };
    return (
      <div className="grid w-[40rem] grid-cols-2 gap-6">
        <PasswordField {...common} label={t.states.hidden} defaultValue={SAMPLE_PASSWORD} />
        <PasswordField
          {...common}
          label={t.states.visible}
          defaultValue={SAMPLE_PASSWORD}
          defaultVisible
        />
        <PasswordField {...common} label={t.states.invalid} error={t.error} required />
        <PasswordField
          {...common}
          label={t.states.disabled}
          defaultValue={SAMPLE_PASSWORD}
          disabled
        />
      </div>
    );
  },
};
