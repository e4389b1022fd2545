import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { localize } from "../storybook/locale.ts";
import { Button } from "./button.tsx";
import type { ButtonSize, ButtonVariant } from "./button.tsx";

const texts = {
  ar: {
    label: "احجز جناحك",
    variants: {
      primary: "إرسال الطلب",
      secondary: "حفظ المسودة",
      ghost: "إلغاء",
      danger: "حذف الكتاب",
    },
    states: { idle: "عادي", loading: "جارٍ الحفظ", disabled: "معطّل" },
    links: { primary: "عرض الكتب", secondary: "العودة إلى الحجز" },
  },
  en: {
    label: "Book your stand",
    variants: {
      primary: "Submit request",
      secondary: "Save draft",
      ghost: "Cancel",
      danger: "Delete book",
    },
    states: { idle: "Idle", loading: "Saving", disabled: "Disabled" },
    links: { primary: "See your books", secondary: "Back to the reservation" },
  },
};

function BookIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="size-full"
    >
      <path d="M4 19.5V5a2 2 0 0 1 2-2h14v16H6.5A2.5 2.5 0 0 0 4 21.5v-2Z" />
      <path d="M8 7h8" strokeLinecap="round" />
    </svg>
  );
}

const meta = {
  title: "Components/Button",
  component: Button,
  args: { onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md"] },
  },
  render: (args, { globals }) => (
    <Button {...args}>{args.children ?? localize(texts, globals).label}</Button>
  ),
} satisfies Meta<typeof Button>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: "primary" } };

export const Secondary: Story = { args: { variant: "secondary" } };

export const Ghost: Story = { args: { variant: "ghost" } };

export const Danger: Story = { args: { variant: "danger" } };

export const Small: Story = { args: { size: "sm" } };

export const WithLeadingIcon: Story = { args: { leadingIcon: <BookIcon /> } };

export const Loading: Story = { args: { isLoading: true } };

export const Disabled: Story = { args: { disabled: true } };

export const FocusVisible: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector("button")?.focus({ focusVisible: true });
  },
};

/** A navigation that looks like a button: the link itself gets the look (`asChild`). */
export const AsLink: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button {...args} asChild leadingIcon={<BookIcon />}>
          <a href="#books">{t.links.primary}</a>
        </Button>
        <Button {...args} asChild variant="secondary">
          <a href="#reservation">{t.links.secondary}</a>
        </Button>
        <Button {...args} asChild variant="secondary" size="sm">
          <a href="#reservation">{t.links.secondary}</a>
        </Button>
      </div>
    );
  },
};

const variants: ButtonVariant[] = ["primary", "secondary", "ghost", "danger"];
const sizes: ButtonSize[] = ["md", "sm"];

export const AllStates: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="flex flex-col gap-4">
        {sizes.map((size) => (
          <div key={size} className="grid grid-cols-[auto_auto_auto] items-center gap-3">
            {variants.map((variant) => (
              <div key={variant} className="contents">
                <Button {...args} variant={variant} size={size} leadingIcon={<BookIcon />}>
                  {t.variants[variant]}
                </Button>
                <Button {...args} variant={variant} size={size} isLoading>
                  {t.states.loading}
                </Button>
                <Button {...args} variant={variant} size={size} disabled>
                  {t.states.disabled}
                </Button>
              </div>
            ))}
          </div>
        ))}
      </div>
    );
  },
};
