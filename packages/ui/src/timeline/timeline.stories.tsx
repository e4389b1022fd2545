import type { Meta, StoryObj } from "@storybook/react-vite";
import { localize } from "../storybook/locale.ts";
import { StatusBadge } from "../status-badge/index.ts";
import { Timeline, type TimelineItem } from "./timeline.tsx";

type Row = [
  string,
  "neutral" | "success" | "warning" | "danger",
  string,
  string,
  string | undefined,
];
const texts: Record<"ar" | "en", { label: string; items: Row[] }> = {
  ar: {
    label: "سجل الطلب",
    items: [
      ["مسودة", "neutral", "خالد الراشد", "3 نوفمبر 2026", undefined],
      ["قيد المراجعة", "warning", "خالد الراشد", "4 نوفمبر 2026", undefined],
      ["مطلوب تعديلات", "warning", "مدير المعرض", "5 نوفمبر 2026", "نرجو تحديث عدد العناوين."],
      ["مقبول", "success", "مدير المعرض", "7 نوفمبر 2026", undefined],
    ],
  },
  en: {
    label: "Request history",
    items: [
      ["Draft", "neutral", "Khalid Al-Rashed", "3 November 2026", undefined],
      ["Pending review", "warning", "Khalid Al-Rashed", "4 November 2026", undefined],
      [
        "Changes requested",
        "warning",
        "Fair administration",
        "5 November 2026",
        "Please update the number of titles.",
      ],
      ["Approved", "success", "Fair administration", "7 November 2026", undefined],
    ],
  },
};

function items(locale: { items: Row[] }): TimelineItem[] {
  return locale.items.map(([title, tone, actor, when, detail], index) => ({
    id: String(index),
    title: <StatusBadge label={title} tone={tone} size="sm" />,
    actor,
    when,
    detail,
    tone,
  }));
}

const meta = {
  title: "Components/Timeline",
  component: Timeline,
  tags: ["autodocs"],
  args: { items: [], label: "" },
  render: (_args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-[28rem]">
        <Timeline label={t.label} items={items(t)} />
      </div>
    );
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OneStep: Story = {
  render: (_args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-[28rem]">
        <Timeline label={t.label} items={items(t).slice(0, 1)} />
      </div>
    );
  },
};
