import type { ComponentPropsWithRef, ReactNode } from "react";

export type StepListState = "closed" | "open" | "complete";

export type StepListItem = {
  id: string;
  title: string;
  description?: ReactNode;
  state: StepListState;
  /** What to do in this step (a link or a button), shown when it is open or complete. */
  action?: ReactNode;
  /** Why the step is closed, or what is left; shown under the description. */
  note?: ReactNode;
};

export type StepListProps = Omit<ComponentPropsWithRef<"ol">, "children"> & {
  steps: StepListItem[];
  /** The state words, in the reader's language. */
  stateLabels: Record<StepListState, string>;
};

const badgeClass: Record<StepListState, string> = {
  closed: "border-slate-300 bg-slate-100 text-slate-700",
  open: "border-amber-200 bg-amber-50 text-amber-800",
  complete: "border-emerald-200 bg-emerald-50 text-emerald-800",
};

const numberClass: Record<StepListState, string> = {
  closed: "border-slate-300 bg-white text-slate-500",
  open: "border-brand-700 bg-white text-brand-800 ring-4 ring-brand-100",
  complete: "border-brand-700 bg-brand-700 text-white",
};

/**
 * Ordered steps of a pipeline, each with its state (closed, open, complete), what it is for, and
 * what to do now. A closed step says why (its `note`) instead of offering its action. The
 * numbers sit at the inline start, so the list mirrors in Arabic.
 */
export function StepList({ steps, stateLabels, className, ...props }: StepListProps) {
  return (
    <ol data-slot="step-list" className={`flex flex-col gap-3 ${className ?? ""}`} {...props}>
      {steps.map((step, index) => (
        <li
          key={step.id}
          data-state={step.state}
          aria-current={step.state === "open" ? "step" : undefined}
          className={`flex gap-4 rounded-lg border p-4 ${
            step.state === "closed" ? "border-slate-200 bg-slate-50" : "border-slate-300 bg-white"
          }`}
        >
          <span
            aria-hidden="true"
            className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${numberClass[step.state]}`}
          >
            {step.state === "complete" ? "✓" : index + 1}
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-semibold text-slate-900">{step.title}</h2>
              <span
                data-slot="step-state"
                className={`rounded-full border px-2 py-0.5 text-xs font-medium ${badgeClass[step.state]}`}
              >
                {stateLabels[step.state]}
              </span>
            </div>
            {step.description && <div className="text-sm text-slate-700">{step.description}</div>}
            {step.note && <div className="text-sm text-slate-700">{step.note}</div>}
            {step.action && step.state !== "closed" && (
              <div className="flex flex-wrap gap-2">{step.action}</div>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
