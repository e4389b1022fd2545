import type { Meta, StoryObj } from "@storybook/react-vite";
import { localize } from "../storybook/locale.ts";
import { ErrorSummary } from "./error-summary.tsx";

const texts = {
  ar: {
    title: "يوجد خطأ",
    errors: [
      { fieldId: "story-email", message: "حقل البريد الإلكتروني مطلوب." },
      { fieldId: "story-cr", message: "يجب أن يكون حقل رقم السجل التجاري قيمة رقمية." },
      { fieldId: "story-site", message: "يجب أن يكون حقل الموقع الإلكتروني رابطًا صحيحًا." },
    ],
    server: "البيانات المدخلة غير صالحة.",
  },
  en: {
    title: "There is a problem",
    errors: [
      { fieldId: "story-email", message: "The field email is required." },
      { fieldId: "story-cr", message: "The field CR number must be a numeric value." },
      { fieldId: "story-site", message: "The field website must be a valid URL." },
    ],
    server: "The given data was invalid.",
  },
};

const meta = {
  title: "Components/ErrorSummary",
  component: ErrorSummary,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The form-level list of what to fix: a heading, an optional form-level message (the " +
          "server's) and one link per invalid field that moves focus to the field. It is " +
          '`role="alert"` and `tabIndex={-1}`, so a form can move focus to it through a ref. ' +
          "Feed it `form.errorList` from `useForm`; it renders nothing without errors.",
      },
    },
  },
  args: { errors: [] },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-[28rem]">
        <ErrorSummary {...args} title={t.title} errors={t.errors} />
      </div>
    );
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithServerMessage: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-[28rem]">
        <ErrorSummary
          {...args}
          title={t.title}
          errors={t.errors.slice(0, 1)}
          description={t.server}
        />
      </div>
    );
  },
};

export const MessageOnly: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-[28rem]">
        <ErrorSummary {...args} title={t.title} errors={[]} description={t.server} />
      </div>
    );
  },
};

/** Where a failed submit moves focus. */
export const Focused: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLElement>('[data-slot="error-summary"]')?.focus();
  },
};

export const AllStates: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="flex w-[28rem] flex-col gap-4">
        <ErrorSummary {...args} title={t.title} errors={t.errors} />
        <ErrorSummary
          {...args}
          title={t.title}
          errors={t.errors.slice(0, 1)}
          description={t.server}
        />
        <ErrorSummary {...args} title={t.title} errors={[]} description={t.server} />
      </div>
    );
  },
};
