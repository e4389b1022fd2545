import type { Meta, StoryObj } from "@storybook/react-vite";
import { localize } from "../storybook/locale.ts";
import { DirectionProvider, useDirection } from "./direction.tsx";

const texts = {
  ar: { heading: "اتجاه المحتوى", start: "البداية", end: "النهاية" },
  en: { heading: "Content direction", start: "Start", end: "End" },
};

/** Shows what `useDirection` reads and how logical (start/end) classes follow it. */
function DirectionProbe({ heading, start, end }: { heading: string; start: string; end: string }) {
  const dir = useDirection();
  return (
    <div
      dir={dir}
      data-testid="direction-probe"
      className="w-72 rounded-md border border-brand-200 bg-white p-3 text-start"
    >
      <p className="text-sm font-medium text-brand-900">
        {heading}: <code className="font-mono">{dir}</code>
      </p>
      <div className="mt-2 flex justify-between gap-2 text-xs">
        <span className="rounded-s-full bg-brand-700 ps-3 pe-2 py-1 text-white">{start}</span>
        <span className="rounded-e-full bg-brand-100 ps-2 pe-3 py-1 text-brand-900">{end}</span>
      </div>
    </div>
  );
}

const meta = {
  title: "Foundations/DirectionProvider",
  component: DirectionProvider,
  args: { dir: "rtl" },
  argTypes: { dir: { control: "inline-radio", options: ["rtl", "ltr"] } },
  render: (args, { globals }) => (
    <DirectionProvider dir={args.dir}>
      <DirectionProbe {...localize(texts, globals)} />
    </DirectionProvider>
  ),
} satisfies Meta<typeof DirectionProvider>;

export default meta;

type Story = StoryObj<typeof meta>;

export const RightToLeft: Story = { args: { dir: "rtl" } };

export const LeftToRight: Story = { args: { dir: "ltr" } };

export const AllStates: Story = {
  render: (_args, { globals }) => (
    <div className="flex flex-col gap-3">
      <DirectionProvider dir="rtl">
        <DirectionProbe {...localize(texts, globals)} />
      </DirectionProvider>
      <DirectionProvider dir="ltr">
        <DirectionProbe {...localize(texts, globals)} />
      </DirectionProvider>
    </div>
  ),
};
