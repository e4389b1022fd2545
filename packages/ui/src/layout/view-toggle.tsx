import { useId } from "react";

export type ViewMode = "personal" | "organization";

export type ViewToggleProps = {
  value: ViewMode;
  onValueChange: (value: ViewMode) => void;
  /** Accessible name of the radio group. */
  label?: string;
  personalLabel?: string;
  organizationLabel?: string;
  isDisabled?: boolean;
  className?: string;
};

const modes: ViewMode[] = ["personal", "organization"];

/**
 * The personal/organization switch: a segmented control built on native radios, so arrow keys,
 * form semantics and screen readers work as they do for any radio group.
 */
export function ViewToggle({
  value,
  onValueChange,
  label = "View",
  personalLabel = "Personal",
  organizationLabel = "Organization",
  isDisabled = false,
  className,
}: ViewToggleProps) {
  const name = useId();
  const labels: Record<ViewMode, string> = {
    personal: personalLabel,
    organization: organizationLabel,
  };
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-disabled={isDisabled || undefined}
      data-slot="view-toggle"
      data-value={value}
      className={[
        "inline-flex shrink-0 items-center gap-1 rounded-lg border border-slate-200 bg-slate-100 p-1",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {modes.map((mode) => {
        const isChecked = value === mode;
        return (
          <label
            key={mode}
            data-slot="view-toggle-option"
            data-state={isChecked ? "on" : "off"}
            className={[
              "relative inline-flex h-8 cursor-pointer items-center rounded-md px-3 text-sm font-medium whitespace-nowrap select-none",
              "text-slate-700 hover:text-slate-900",
              "data-[state=on]:bg-white data-[state=on]:text-brand-800 data-[state=on]:shadow-sm",
              "has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand-700",
              "has-disabled:cursor-not-allowed has-disabled:opacity-60",
            ].join(" ")}
          >
            <input
              type="radio"
              name={name}
              value={mode}
              checked={isChecked}
              disabled={isDisabled}
              onChange={() => onValueChange(mode)}
              className="sr-only"
            />
            {labels[mode]}
          </label>
        );
      })}
    </div>
  );
}
