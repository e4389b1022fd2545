import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/index.ts";
import { localize } from "../storybook/locale.ts";
import { EmptyState } from "./empty-state.tsx";

const texts = {
  ar: {
    title: "لا توجد كتب بعد",
    description: "أضف كتب دار النشر أو ارفع قائمة الكتب باستخدام النموذج.",
    action: "إضافة كتاب",
    secondary: "رفع قائمة الكتب",
    titleOnly: "لا توجد طلبات",
  },
  en: {
    title: "No books yet",
    description: "Add your publishing house's books or upload a book list using the template.",
    action: "Add a book",
    secondary: "Upload book list",
    titleOnly: "No requests",
  },
};

function BooksIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-full"
    >
      <path d="M4 19.5V5a2 2 0 0 1 2-2h14v16H6.5A2.5 2.5 0 0 0 4 21.5v-2Z" />
      <path d="M8 7h8M8 11h6" />
    </svg>
  );
}

const meta = {
  title: "Components/EmptyState",
  component: EmptyState,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "What a list or a page shows when there is nothing yet: an `icon` (decorative), a " +
          "`title` (a heading, level set by `headingLevel`), a `description` and an `action` " +
          "that leads out of the empty state. DataTable takes one as its `empty` slot.",
      },
    },
  },
  args: { title: "" },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-[28rem] rounded-lg border border-slate-200">
        <EmptyState
          icon={<BooksIcon />}
          description={t.description}
          action={<Button>{t.action}</Button>}
          {...args}
          title={args.title || t.title}
        />
      </div>
    );
  },
} satisfies Meta<typeof EmptyState>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TwoActions: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-[28rem] rounded-lg border border-slate-200">
        <EmptyState
          icon={<BooksIcon />}
          description={t.description}
          action={
            <>
              <Button variant="secondary">{t.secondary}</Button>
              <Button>{t.action}</Button>
            </>
          }
          {...args}
          title={args.title || t.title}
        />
      </div>
    );
  },
};

export const WithoutAction: Story = { args: { action: undefined } };

export const TitleOnly: Story = {
  render: (args, { globals }) => (
    <div className="w-[28rem] rounded-lg border border-slate-200">
      <EmptyState {...args} title={localize(texts, globals).titleOnly} />
    </div>
  ),
};

export const AllStates: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="grid w-[58rem] grid-cols-2 gap-4">
        <div className="rounded-lg border border-slate-200">
          <EmptyState
            {...args}
            icon={<BooksIcon />}
            title={t.title}
            description={t.description}
            action={<Button>{t.action}</Button>}
          />
        </div>
        <div className="rounded-lg border border-slate-200">
          <EmptyState {...args} icon={<BooksIcon />} title={t.title} description={t.description} />
        </div>
        <div className="rounded-lg border border-slate-200">
          <EmptyState {...args} title={t.titleOnly} />
        </div>
      </div>
    );
  },
};
