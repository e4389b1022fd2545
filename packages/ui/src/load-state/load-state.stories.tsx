import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { localize } from "../storybook/locale.ts";
import { LoadFailure, PageSkeleton } from "./load-state.tsx";

const texts = {
  ar: {
    loading: "جارٍ التحميل…",
    error: "تعذّر تحميل بيانات الجهة. تحقّقوا من الاتصال ثم أعيدوا المحاولة.",
    retry: "إعادة المحاولة",
  },
  en: {
    loading: "Loading…",
    error: "The organization could not be loaded. Check your connection and try again.",
    retry: "Try again",
  },
};

const meta = {
  title: "Components/LoadState",
  component: LoadFailure,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "How a data view waits and fails. `PageSkeleton` holds a page's place while it loads " +
          "(a title line and one block per section, heights given, so nothing shifts when the " +
          "data arrives; a status for screen readers). `Skeleton` is one placeholder block. " +
          "`LoadFailure` takes the view's place when its fetch failed: the message as an alert " +
          "and a Retry button.",
      },
    },
  },
  args: { message: "", onRetry: fn() },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-[32rem]">
        <LoadFailure {...args} message={args.message || t.error} retryLabel={t.retry} />
      </div>
    );
  },
} satisfies Meta<typeof LoadFailure>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Failure: Story = {};

export const Page: Story = {
  render: (_args, { globals }) => (
    <div className="w-[40rem]">
      <PageSkeleton label={localize(texts, globals).loading} sections={["h-28", "h-48"]} />
    </div>
  ),
};
