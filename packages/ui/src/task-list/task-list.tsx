import type { ReactNode } from "react";
import { CheckIcon, ClockIcon, ErrorIcon } from "../icons/icons.tsx";

export type TaskState = "done" | "open" | "overdue";

export interface TaskItem {
  /** Stable id, exposed as `data-key` on the item for tests and styling hooks. */
  key: string;
  /** The step's name; a link to it when `href` is set. */
  name: ReactNode;
  /** Where the step is done; leave it out when nothing remains to be done (a done task). */
  href?: string;
  /**
   * The last day, already worded in the reader's language, e.g. `Last day: <time>…</time>`. A
   * `<time>` inside is isolated like a `<bdi>`, so a date keeps its own order in either direction.
   */
  due: ReactNode;
  state: TaskState;
  /** The state in words ("Done", "Overdue by 3 days", "5 days to go"): colour is never alone. */
  stateLabel: ReactNode;
}

export interface TaskListProps {
  /** Shown in the order given: sorting (overdue first, say) is the caller's. */
  items: readonly TaskItem[];
  /** Renders a task's link (the app's router link); a plain `<a>` by default. */
  renderLink?: (href: string, children: ReactNode) => ReactNode;
  /** The list's accessible name, when no heading around it names it. */
  label?: string;
  className?: string;
}

const pillClass: Record<TaskState, string> = {
  done: "bg-emerald-50 text-emerald-800 font-medium",
  open: "bg-amber-50 text-amber-900 font-medium",
  overdue: "bg-red-50 text-red-800 font-bold ring-1 ring-red-300 ring-inset",
};

const defaultRenderLink = (href: string, children: ReactNode) => <a href={href}>{children}</a>;

/**
 * A list of tasks with a last day each: the step's name (a link while something remains to be
 * done), its last day and its state in a pill. An overdue task is marked by its icon, bold words
 * and a ring as well as by its colour.
 */
export function TaskList({
  items,
  renderLink = defaultRenderLink,
  label,
  className = "",
}: TaskListProps) {
  return (
    <ul
      aria-label={label}
      data-slot="task-list"
      className={`flex flex-col divide-y divide-slate-200 ${className}`}
    >
      {items.map((item) => (
        <li
          key={item.key}
          data-key={item.key}
          data-state={item.state}
          data-slot="task-list-item"
          className="flex flex-wrap items-center justify-between gap-2 py-3"
        >
          <span className="flex min-w-0 flex-col">
            <span
              data-slot="task-list-name"
              className="font-medium text-slate-900 [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900"
            >
              {item.href === undefined ? item.name : renderLink(item.href, item.name)}
            </span>
            <span className="text-sm text-slate-600 [&_time]:[unicode-bidi:plaintext]">
              {item.due}
            </span>
          </span>
          <span
            data-slot="task-list-state"
            className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm ${pillClass[item.state]}`}
          >
            <StateIcon state={item.state} />
            {item.stateLabel}
          </span>
        </li>
      ))}
    </ul>
  );
}

function StateIcon({ state }: { state: TaskState }) {
  if (state === "done") return <CheckIcon className="size-3.5 shrink-0" />;
  if (state === "overdue") return <ErrorIcon className="size-4 shrink-0" />;
  return <ClockIcon className="size-3.5 shrink-0" />;
}
