import type { ReactNode } from "react";

export interface TimelineItem {
  id: string;
  /** What happened, e.g. a status badge or "Submitted". */
  title: ReactNode;
  /** Who did it. */
  actor?: ReactNode;
  /** When, already formatted in the reader's language; `dateTime` is machine-readable. */
  when: string;
  dateTime?: string;
  /** Why (a rejection's reason, the changes asked for). */
  detail?: ReactNode;
  tone?: "neutral" | "success" | "warning" | "danger";
}

export interface TimelineProps {
  items: TimelineItem[];
  /** The list's accessible name, e.g. "History". */
  label: string;
  className?: string;
}

const dotClass = {
  neutral: "bg-slate-400",
  success: "bg-emerald-600",
  warning: "bg-amber-500",
  danger: "bg-red-600",
};

/** A vertical history, oldest first; its line runs along the start edge in both directions. */
export function Timeline({ items, label, className = "" }: TimelineProps) {
  return (
    <ol aria-label={label} className={`relative flex flex-col gap-4 ${className}`}>
      {items.map((item, index) => (
        <li key={item.id} className="relative flex gap-3 ps-1" data-slot="timeline-item">
          <span aria-hidden="true" className="relative flex w-3 shrink-0 justify-center">
            <span
              className={`mt-1.5 size-3 rounded-full ring-4 ring-white ${dotClass[item.tone ?? "neutral"]}`}
            />
            {index < items.length - 1 ? (
              <span className="absolute top-5 -bottom-4 w-px bg-slate-200" />
            ) : null}
          </span>
          <div className="flex min-w-0 flex-col gap-0.5">
            <div className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-slate-900">
              {item.title}
            </div>
            <p className="text-xs text-slate-600">
              {item.actor ? <>{item.actor} · </> : null}
              <time dateTime={item.dateTime}>{item.when}</time>
            </p>
            {item.detail ? (
              <p className="mt-1 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
                {item.detail}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
