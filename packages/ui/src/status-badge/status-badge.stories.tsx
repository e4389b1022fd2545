import type { Meta, StoryObj } from "@storybook/react-vite";
import { localize } from "../storybook/locale.ts";
import { STATUS_TONES, StatusBadge, statusTone } from "./status-badge.tsx";
import type { KnownStatus, StatusTone } from "./status-badge.tsx";

const statusLabels: Record<"ar" | "en", Record<KnownStatus, string>> = {
  ar: {
    draft: "مسودة",
    pending: "قيد المراجعة",
    approved: "مقبول",
    rejected: "مرفوض",
    changes_requested: "مطلوب تعديلات",
    issued: "صادرة",
    paid: "مدفوعة",
    held: "محجوز مؤقتًا",
    confirmed: "مؤكد",
    expired: "منتهي الصلاحية",
    cancelled: "ملغى",
    in_transit: "قيد الشحن",
    delivered: "تم التسليم",
  },
  en: {
    draft: "Draft",
    pending: "Pending review",
    approved: "Approved",
    rejected: "Rejected",
    changes_requested: "Changes requested",
    issued: "Issued",
    paid: "Paid",
    held: "Held",
    confirmed: "Confirmed",
    expired: "Expired",
    cancelled: "Cancelled",
    in_transit: "In transit",
    delivered: "Delivered",
  },
};

const toneExamples: Record<StatusTone, KnownStatus> = {
  neutral: "draft",
  info: "in_transit",
  warning: "pending",
  success: "approved",
  danger: "rejected",
};

const tones: StatusTone[] = ["neutral", "info", "warning", "success", "danger"];

const meta = {
  title: "Components/StatusBadge",
  component: StatusBadge,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A status pill: `tone` (neutral, info, warning, success, danger) sets colour and icon " +
          "shape, `label` is the visible text — meaning never rests on colour alone. " +
          "`statusTone(status)` maps the portal's statuses (draft, pending, approved, rejected, " +
          "changes_requested, issued, paid, held, confirmed, expired, cancelled, in_transit, " +
          "delivered) to one tone each, so a status looks the same on every page.",
      },
    },
  },
  args: { label: "", tone: "neutral" },
  argTypes: { tone: { control: "inline-radio", options: tones } },
  render: ({ label, ...args }, { globals }) => {
    const labels = localize(statusLabels, globals);
    const tone = args.tone ?? "neutral";
    return <StatusBadge {...args} label={label || labels[toneExamples[tone]]} />;
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { tone: "neutral" } };

export const Info: Story = { args: { tone: "info" } };

export const Warning: Story = { args: { tone: "warning" } };

export const Success: Story = { args: { tone: "success" } };

export const Danger: Story = { args: { tone: "danger" } };

export const Medium: Story = { args: { tone: "success", size: "md" } };

export const EveryStatus: Story = {
  render: (_args, { globals }) => {
    const labels = localize(statusLabels, globals);
    return (
      <ul className="grid grid-cols-[repeat(3,auto)] items-center justify-start gap-x-6 gap-y-2">
        {(Object.keys(STATUS_TONES) as KnownStatus[]).map((status) => (
          <li key={status} className="flex items-center gap-2">
            <code className="w-36 text-xs text-slate-600" dir="ltr">
              {status}
            </code>
            <StatusBadge status={status} tone={statusTone(status)} label={labels[status]} />
          </li>
        ))}
      </ul>
    );
  },
};

export const AllStates: Story = {
  render: (_args, { globals }) => {
    const labels = localize(statusLabels, globals);
    return (
      <div className="flex flex-col gap-3">
        {(["sm", "md"] as const).map((size) => (
          <div key={size} className="flex flex-wrap items-center gap-2">
            {tones.map((tone) => (
              <StatusBadge key={tone} tone={tone} size={size} label={labels[toneExamples[tone]]} />
            ))}
          </div>
        ))}
      </div>
    );
  },
};
