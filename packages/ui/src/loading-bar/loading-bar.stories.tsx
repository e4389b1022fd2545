import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { waitFor } from "storybook/test";
import { Button } from "../button/index.ts";
import { localize } from "../storybook/locale.ts";
import { LoadingBar } from "./loading-bar.tsx";
import type { LoadingBarProps, LoadingBarState } from "./loading-bar.tsx";

const texts = {
  ar: {
    page: "قائمة العارضين",
    idle: "جاهز",
    loading: "جارٍ التحميل…",
    finishing: "اكتمل التحميل",
    start: "ابدأ التحميل",
    finish: "أنهِ التحميل",
  },
  en: {
    page: "Exhibitors",
    idle: "Ready",
    loading: "Loading…",
    finishing: "Loaded",
    start: "Start loading",
    finish: "Finish loading",
  },
};

/** A mock page header; the bar sits on its top edge, growing from the inline start. */
function Frame({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="relative w-80 overflow-hidden rounded-md border border-brand-200 bg-white">
      {children}
      <div className="px-4 pt-4 pb-3 text-start text-sm text-brand-900">{caption}</div>
    </div>
  );
}

/** Holds the bar in its "finishing" state: loads, then finishes and never hides. */
function FinishingDemo(props: Omit<LoadingBarProps, "isLoading">) {
  const [isLoading, setIsLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setIsLoading(false), 50);
    return () => clearTimeout(timer);
  }, []);
  return (
    <LoadingBar
      {...props}
      isLoading={isLoading}
      timings={{ throttle: 0, hideDelay: 24 * 60 * 60 * 1000, ...props.timings }}
    />
  );
}

function waitForState(canvasElement: HTMLElement, state: LoadingBarState, count = 1) {
  return waitFor(
    () => {
      const matches = canvasElement.querySelectorAll(
        `[data-slot="loading-bar"][data-state="${state}"]`,
      );
      if (matches.length < count) throw new Error(`waiting for ${count} loading bar(s) ${state}`);
    },
    { timeout: 3000 },
  );
}

const meta = {
  title: "Components/LoadingBar",
  component: LoadingBar,
  args: { isLoading: false, placement: "container" },
  argTypes: { color: { control: "color" } },
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <Frame caption={`${t.page} — ${args.isLoading ? t.loading : t.idle}`}>
        <LoadingBar {...args} />
      </Frame>
    );
  },
} satisfies Meta<typeof LoadingBar>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Loading: Story = {
  args: { isLoading: true },
  play: ({ canvasElement }) => waitForState(canvasElement, "loading"),
};

export const Finishing: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <Frame caption={`${t.page} — ${t.finishing}`}>
        <FinishingDemo {...args} />
      </Frame>
    );
  },
  play: ({ canvasElement }) => waitForState(canvasElement, "finishing"),
};

export const CustomColor: Story = {
  args: { isLoading: true, color: "#b45309" },
  play: ({ canvasElement }) => waitForState(canvasElement, "loading"),
};

function Playground({
  startLabel,
  finishLabel,
  ...props
}: Omit<LoadingBarProps, "isLoading"> & { startLabel: string; finishLabel: string }) {
  const [isLoading, setIsLoading] = useState(false);
  return (
    <>
      <LoadingBar {...props} isLoading={isLoading} />
      <div className="flex gap-2 px-4 pt-4">
        <Button size="sm" onClick={() => setIsLoading(true)} disabled={isLoading}>
          {startLabel}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setIsLoading(false)}>
          {finishLabel}
        </Button>
      </div>
    </>
  );
}

/** Try the real timings: a click shorter than 200 ms never shows the bar. */
export const Interactive: Story = {
  render: ({ isLoading: _isLoading, ...args }, { globals }) => {
    const t = localize(texts, globals);
    return (
      <Frame caption={t.page}>
        <Playground {...args} startLabel={t.start} finishLabel={t.finish} />
      </Frame>
    );
  },
};

export const AllStates: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="flex flex-col gap-4">
        <Frame caption={t.idle}>
          <LoadingBar {...args} isLoading={false} />
        </Frame>
        <Frame caption={t.loading}>
          <LoadingBar {...args} isLoading />
        </Frame>
        <Frame caption={t.finishing}>
          <FinishingDemo {...args} />
        </Frame>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await waitForState(canvasElement, "loading");
    await waitForState(canvasElement, "finishing");
  },
};
