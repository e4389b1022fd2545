import type { ComponentPropsWithRef } from "react";

export type StatusTone = "neutral" | "info" | "warning" | "success" | "danger";

/** The statuses the portal shows (requests, invoices, reservations, shipments…). */
export type KnownStatus =
  | "draft"
  | "pending"
  | "approved"
  | "rejected"
  | "changes_requested"
  | "issued"
  | "paid"
  | "held"
  | "confirmed"
  | "expired"
  | "cancelled"
  | "in_transit"
  | "delivered";

/** One tone per status, so the same status looks the same on every page. */
export const STATUS_TONES: Record<KnownStatus, StatusTone> = {
  draft: "neutral",
  pending: "warning",
  approved: "success",
  rejected: "danger",
  changes_requested: "warning",
  issued: "info",
  paid: "success",
  held: "warning",
  confirmed: "success",
  expired: "neutral",
  cancelled: "neutral",
  in_transit: "info",
  delivered: "success",
};

/** The tone of a status; unknown statuses (new ones from the API) are neutral. */
export function statusTone(status: string): StatusTone {
  return Object.hasOwn(STATUS_TONES, status) ? STATUS_TONES[status as KnownStatus] : "neutral";
}

export type StatusBadgeProps = Omit<ComponentPropsWithRef<"span">, "children"> & {
  /** The visible (and accessible) text, e.g. "Pending review". */
  label: string;
  tone?: StatusTone;
  /** The raw status, exposed as `data-status` for styling hooks and tests. */
  status?: string;
  size?: "sm" | "md";
};

const toneClass: Record<StatusTone, string> = {
  neutral: "border-slate-300 bg-slate-100 text-slate-700",
  info: "border-sky-200 bg-sky-50 text-sky-800",
  warning: "border-amber-200 bg-amber-50 text-amber-800",
  success: "border-emerald-200 bg-emerald-50 text-emerald-800",
  danger: "border-red-200 bg-red-50 text-red-800",
};

const sizeClass = {
  sm: "h-6 gap-1 px-2 text-xs",
  md: "h-7 gap-1.5 px-2.5 text-sm",
};

/**
 * A status pill. Meaning never rests on colour alone: every tone has its own icon shape and the
 * label is always written out.
 */
export function StatusBadge({
  label,
  tone = "neutral",
  status,
  size = "sm",
  className,
  ...props
}: StatusBadgeProps) {
  return (
    <span
      {...props}
      data-slot="status-badge"
      data-tone={tone}
      data-status={status}
      className={[
        "inline-flex shrink-0 items-center rounded-full border font-medium whitespace-nowrap",
        toneClass[tone],
        sizeClass[size],
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <ToneIcon tone={tone} />
      {label}
    </span>
  );
}

function ToneIcon({ tone }: { tone: StatusTone }) {
  return (
    <svg
      aria-hidden="true"
      data-slot="status-badge-icon"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-3.5 shrink-0"
    >
      {tone === "neutral" && <circle cx="8" cy="8" r="3" fill="currentColor" stroke="none" />}
      {tone === "info" && (
        <>
          <circle cx="8" cy="8" r="6.25" strokeWidth="1.5" />
          <path d="M8 7.25v3.5M8 5.25v.01" />
        </>
      )}
      {tone === "warning" && (
        <>
          <circle cx="8" cy="8" r="6.25" strokeWidth="1.5" />
          <path d="M8 4.75V8.5l2 1.25" />
        </>
      )}
      {tone === "success" && (
        <>
          <circle cx="8" cy="8" r="6.25" strokeWidth="1.5" />
          <path d="m5.5 8.25 1.75 1.75L10.75 6.5" />
        </>
      )}
      {tone === "danger" && (
        <>
          <circle cx="8" cy="8" r="6.25" strokeWidth="1.5" />
          <path d="m6 6 4 4M10 6l-4 4" />
        </>
      )}
    </svg>
  );
}
