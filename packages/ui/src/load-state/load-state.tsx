import type { ReactNode } from "react";
import { Button } from "../button/index.ts";

function cx(...classes: (string | false | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}

export type SkeletonProps = {
  /** Size and shape, e.g. "h-8 w-64" or "h-40 w-full rounded-lg". */
  className?: string;
};

/** A grey placeholder block of the size of what it stands for; decorative. */
export function Skeleton({ className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton"
      className={cx("block rounded bg-slate-200 motion-safe:animate-pulse", className)}
    />
  );
}

export type PageSkeletonProps = {
  /** Read by screen readers while the page loads, e.g. "Loading…". */
  label: string;
  /**
   * The heights of the blocks under the title (Tailwind classes, e.g. ["h-32", "h-64"]): one per
   * card or section of the loaded page, so the page does not shift when it arrives.
   */
  sections?: string[];
  /** Whether the page has a title line. */
  hasTitle?: boolean;
  /** Classes of the page's own frame (width, padding), so the skeleton sits where the page will. */
  className?: string;
};

/** A whole page's place held while its data loads: a title line and one block per section. */
export function PageSkeleton({
  label,
  sections = ["h-32", "h-64"],
  hasTitle = true,
  className,
}: PageSkeletonProps) {
  return (
    <div
      aria-busy="true"
      data-slot="page-skeleton"
      className={cx("flex flex-col gap-6", className)}
    >
      <span role="status" className="sr-only">
        {label}
      </span>
      {/* One text line of the page's heading (text-2xl: 2rem). */}
      {hasTitle && <Skeleton className="h-8 w-64 max-w-full" />}
      {sections.map((height, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={cx("block rounded-lg border border-slate-200 bg-white p-6", height)}
        >
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="mt-3 h-4 w-2/3" />
        </span>
      ))}
    </div>
  );
}

export type LoadFailureProps = {
  /** What could not be loaded, as a sentence. */
  message: ReactNode;
  /** Asks again; without it the failure shows no button. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
};

/** A data view that could not load: its message (an alert) and a Retry button, in its place. */
export function LoadFailure({
  message,
  onRetry,
  retryLabel = "Retry",
  className,
}: LoadFailureProps) {
  return (
    <div
      data-slot="load-failure"
      className={cx(
        "flex flex-col items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-10 text-center",
        className,
      )}
    >
      <p role="alert" className="flex items-center gap-2 text-sm text-red-800">
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          className="size-4 shrink-0"
        >
          <circle cx="8" cy="8" r="6.25" />
          <path d="M8 4.75v3.75M8 11.25v.01" />
        </svg>
        <span>{message}</span>
      </p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
