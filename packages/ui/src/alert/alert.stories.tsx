import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/index.ts";
import { localize } from "../storybook/locale.ts";
import { Alert } from "./alert.tsx";
import type { AlertVariant } from "./alert.tsx";

const texts = {
  ar: {
    info: { title: "بانتظار موافقة الإدارة", body: "سنراجع بيانات الجهة خلال يومي عمل." },
    success: { title: "تم إرسال الطلب", body: "وصل طلب المشاركة إلى الإدارة." },
    warning: { title: "تنتهي رخصة النشر قريبًا", body: "حدّثوا الرخصة قبل 2026-12-31." },
    danger: { title: "حدث خطأ", body: "تعذّر حفظ الكتاب. حاولوا مرة أخرى." },
    retry: "أعد المحاولة",
    messageOnly: "تم حفظ المسودة.",
  },
  en: {
    info: {
      title: "Waiting for the administration's approval",
      body: "We review the organization information within two working days.",
    },
    success: {
      title: "Request sent",
      body: "Your participation request reached the administration.",
    },
    warning: {
      title: "Your publishing licence expires soon",
      body: "Renew it before 2026-12-31.",
    },
    danger: { title: "An error occurred", body: "The book could not be saved. Try again." },
    retry: "Try again",
    messageOnly: "Draft saved.",
  },
};

const variants: AlertVariant[] = ["info", "success", "warning", "danger"];

const meta = {
  title: "Components/Alert",
  component: Alert,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          'A message block in four variants. `danger` and `warning` are `role="alert"` (read ' +
          'out at once), `info` and `success` are `role="status"` (polite); pass `role` to ' +
          "override. An optional bold `title` and an `action` at the inline end; the variant's " +
          "icon sits at the inline start.",
      },
    },
  },
  argTypes: {
    variant: { control: "inline-radio", options: variants },
  },
  render: (args, { globals }) => {
    const t = localize(texts, globals)[args.variant ?? "info"];
    return (
      <div className="w-[28rem]">
        <Alert {...args} title={t.title}>
          {t.body}
        </Alert>
      </div>
    );
  },
} satisfies Meta<typeof Alert>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { variant: "info" } };

export const Success: Story = { args: { variant: "success" } };

export const Warning: Story = { args: { variant: "warning" } };

export const Danger: Story = { args: { variant: "danger" } };

export const WithAction: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-[28rem]">
        <Alert
          {...args}
          variant="danger"
          title={t.danger.title}
          action={
            <Button size="sm" variant="secondary">
              {t.retry}
            </Button>
          }
        >
          {t.danger.body}
        </Alert>
      </div>
    );
  },
};

export const MessageOnly: Story = {
  render: (args, { globals }) => (
    <div className="w-[28rem]">
      <Alert {...args} variant="success">
        {localize(texts, globals).messageOnly}
      </Alert>
    </div>
  ),
};

export const AllStates: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="flex w-[28rem] flex-col gap-3">
        {variants.map((variant) => (
          <Alert {...args} key={variant} variant={variant} title={t[variant].title}>
            {t[variant].body}
          </Alert>
        ))}
        <Alert
          {...args}
          variant="danger"
          title={t.danger.title}
          action={
            <Button size="sm" variant="secondary">
              {t.retry}
            </Button>
          }
        >
          {t.danger.body}
        </Alert>
        <Alert {...args} variant="success">
          {t.messageOnly}
        </Alert>
      </div>
    );
  },
};
