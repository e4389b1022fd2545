import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import type { ComponentPropsWithRef, ReactNode } from "react";
import {
  FieldError,
  FieldHint,
  FieldLabel,
  fieldState,
  joinClasses,
  useFieldIds,
} from "../text-field/field.tsx";
import type { FieldState } from "../text-field/field.tsx";

export type CheckedState = CheckboxPrimitive.CheckedState;

export type CheckboxProps = Omit<
  ComponentPropsWithRef<typeof CheckboxPrimitive.Root>,
  "children" | "asChild"
> & {
  /** The visible label, next to the box at the inline end; clicking it toggles the box. */
  label: ReactNode;
  hint?: ReactNode;
  /** The error to show; also sets aria-invalid and data-state="invalid" on the wrapper. */
  error?: ReactNode;
  /** Class of the outer wrapper; `className` goes to the box. */
  wrapperClassName?: string;
};

/**
 * A Radix checkbox with a label, hint and error. `checked="indeterminate"` shows a dash and
 * exposes aria-checked="mixed". The box keeps Radix's own data-state
 * (checked/unchecked/indeterminate); the wrapper has the field's (idle/invalid/disabled).
 */
export function Checkbox({
  label,
  hint,
  error,
  id,
  disabled,
  required,
  className,
  wrapperClassName,
  "aria-describedby": ariaDescribedBy,
  ...props
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  const state: FieldState = fieldState({ disabled, error });

  return (
    <div
      data-slot="checkbox-field"
      data-state={state}
      className={joinClasses("flex flex-col gap-1.5", wrapperClassName)}
    >
      <div className="flex items-start gap-3">
        <CheckboxPrimitive.Root
          {...props}
          id={ids.id}
          disabled={disabled}
          required={required}
          aria-invalid={state === "invalid" || undefined}
          aria-describedby={ids.describedBy}
          data-slot="checkbox"
          className={joinClasses(
            "group peer mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded",
            "border border-gray-500 bg-white text-white transition-colors",
            "hover:border-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2",
            "focus-visible:outline-brand-700",
            "data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700",
            "data-[state=indeterminate]:border-brand-700 data-[state=indeterminate]:bg-brand-700",
            "aria-invalid:border-red-700 aria-invalid:focus-visible:outline-red-700",
            "disabled:cursor-not-allowed disabled:border-gray-300 disabled:bg-gray-100",
            "disabled:data-[state=checked]:bg-gray-400 disabled:data-[state=indeterminate]:bg-gray-400",
            className,
          )}
        >
          <CheckboxPrimitive.Indicator
            data-slot="checkbox-indicator"
            className="flex items-center justify-center"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="size-3.5"
            >
              <path
                className="group-data-[state=indeterminate]:hidden"
                d="M3.5 8.5 6.5 11.5 12.5 4.5"
              />
              <path className="hidden group-data-[state=indeterminate]:block" d="M4 8h8" />
            </svg>
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
        <FieldLabel
          id={ids.labelId}
          htmlFor={ids.id}
          isRequired={required}
          variant="inline"
          className="cursor-pointer peer-disabled:cursor-not-allowed peer-disabled:opacity-70"
        >
          {label}
        </FieldLabel>
      </div>
      <div className="flex flex-col gap-1.5 ps-8 empty:hidden">
        <FieldHint id={ids.hintId}>{hint}</FieldHint>
        <FieldError id={ids.errorId}>{error}</FieldError>
      </div>
    </div>
  );
}
