import type { ComponentPropsWithRef } from "react";

export type StepState = "complete" | "current" | "upcoming";

export type StepItem = {
  id: string;
  label: string;
};

export type StepsProps = Omit<ComponentPropsWithRef<"div">, "children"> & {
  steps: StepItem[];
  /** Zero-based index of the current step; earlier steps are complete, later ones upcoming. */
  currentStep: number;
  /** Accessible name of the list. */
  label?: string;
  /** Read after a completed step's label by screen readers. */
  completedLabel?: string;
  /** Shown instead of the labels when the header is narrow; `{step}` and `{steps}` are replaced. */
  compactLabel?: string;
};

export function stepState(index: number, currentStep: number): StepState {
  if (index < currentStep) return "complete";
  return index === currentStep ? "current" : "upcoming";
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

const circleClass: Record<StepState, string> = {
  complete: "border-brand-700 bg-brand-700 text-white",
  current: "border-brand-700 bg-white text-brand-800 ring-4 ring-brand-100",
  upcoming: "border-slate-300 bg-white text-slate-600",
};

const labelClass: Record<StepState, string> = {
  complete: "text-slate-900",
  current: "font-semibold text-brand-800",
  upcoming: "text-slate-600",
};

/**
 * A wizard header. The connectors and the order follow the writing direction (first step at the
 * inline start). Below 36rem of its own width it turns compact: numbers only, plus one line
 * naming the current step.
 */
export function Steps({
  steps,
  currentStep,
  label = "Progress",
  completedLabel = "Completed",
  compactLabel = "Step {step} of {steps}",
  className,
  ...props
}: StepsProps) {
  const current = steps[currentStep];
  return (
    <div
      {...props}
      data-slot="steps"
      className={["@container", className].filter(Boolean).join(" ")}
    >
      <ol aria-label={label} className="flex items-start">
        {steps.map((step, index) => {
          const state = stepState(index, currentStep);
          return (
            <li
              key={step.id}
              data-slot="step"
              data-state={state}
              aria-current={state === "current" ? "step" : undefined}
              className="relative flex min-w-0 flex-1 flex-col items-center gap-2 px-1"
            >
              {index > 0 && (
                // Spans from the previous step's centre to this one's; logical insets mirror it.
                <span
                  aria-hidden="true"
                  data-slot="step-connector"
                  data-state={state === "upcoming" ? "upcoming" : "complete"}
                  className={[
                    "absolute top-4 -start-1/2 end-1/2 h-0.5 -translate-y-1/2",
                    state === "upcoming" ? "bg-slate-300" : "bg-brand-700",
                  ].join(" ")}
                />
              )}
              <span
                aria-hidden="true"
                data-slot="step-indicator"
                className={[
                  "relative flex size-8 shrink-0 items-center justify-center rounded-full border-2",
                  "text-sm font-semibold",
                  circleClass[state],
                ].join(" ")}
              >
                {state === "complete" ? <CheckIcon /> : index + 1}
              </span>
              <span
                data-slot="step-label"
                className={[
                  "sr-only text-center text-sm @min-[36rem]:not-sr-only",
                  labelClass[state],
                ].join(" ")}
              >
                {step.label}
                {state === "complete" && <span className="sr-only"> ({completedLabel})</span>}
              </span>
            </li>
          );
        })}
      </ol>
      {current && (
        <p
          aria-hidden="true"
          data-slot="steps-compact-label"
          className="mt-3 text-center text-sm text-slate-700 @min-[36rem]:hidden"
        >
          {fill(compactLabel, { step: currentStep + 1, steps: steps.length })}
          {": "}
          <span className="font-semibold text-brand-800">{current.label}</span>
        </p>
      )}
    </div>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4"
    >
      <path d="m3.5 8.5 3 3 6-7" />
    </svg>
  );
}
