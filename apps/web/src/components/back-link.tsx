import { ArrowBackIcon } from "@rawaq/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/** A link back up (to a list, a queue), its arrow pointing back along the reading direction. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-800 underline"
    >
      <ArrowBackIcon />
      {children}
    </Link>
  );
}
