import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/** A link back up (to a list, a queue), its arrow pointing back along the reading direction. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-800 underline"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-4 rtl:-scale-x-100"
      >
        <path d="M13 8H3m4-4L3 8l4 4" />
      </svg>
      {children}
    </Link>
  );
}
