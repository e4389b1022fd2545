import * as RadixSelect from "@radix-ui/react-select";
import type { ReactNode, Ref } from "react";
import {
  FieldError,
  FieldHint,
  FieldLabel,
  fieldState,
  joinClasses,
  useFieldIds,
} from "../text-field/field.tsx";

export type SelectOption = {
  /** Must not be empty: "" is the select's "nothing chosen" value. */
  value: string;
  /** Shown in the list and in the closed select; also what type-to-find matches. */
  label: string;
  disabled?: boolean;
};

export type SelectState = "idle" | "invalid" | "disabled" | "loading";

export type SelectProps = {
  /** The visible label, tied to the select's button with for/id. */
  label: ReactNode;
  options: readonly SelectOption[];
  /** The chosen value; "" (or undefined when uncontrolled) shows the placeholder. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen, and as the text of a disabled select with no value. */
  placeholder?: string;
  /** Help text under the select, read with it (aria-describedby). */
  hint?: ReactNode;
  /** The error to show; also sets aria-invalid and data-state="invalid". */
  error?: ReactNode;
  disabled?: boolean;
  /** Shows a spinner, sets aria-busy and disables the select while its options load. */
  isLoading?: boolean;
  required?: boolean;
  /** Form field name: Radix renders a hidden native select so the value is submitted. */
  name?: string;
  id?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where the list is portalled (default: document.body). */
  portalContainer?: HTMLElement | null;
  "aria-describedby"?: string;
  ref?: Ref<HTMLButtonElement>;
  /** Class of the outer wrapper. */
  className?: string;
};

const triggerClass =
  "group flex min-h-10 w-full items-center justify-between gap-2 rounded-md border bg-white " +
  "px-3 py-2 text-start text-base text-gray-900 transition-colors " +
  "border-gray-400 hover:border-gray-500 " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 " +
  "data-placeholder:text-gray-600 " +
  "aria-invalid:border-red-700 aria-invalid:focus-visible:outline-red-700 " +
  "disabled:cursor-not-allowed disabled:border-gray-300 disabled:bg-gray-100 " +
  "disabled:text-gray-600 aria-busy:cursor-progress";

const contentClass =
  "relative z-50 w-(--radix-select-trigger-width) overflow-hidden rounded-md border " +
  "border-gray-300 bg-white text-gray-900 shadow-lg " +
  // NOTE: the available height is Radix's measure of the space beside the trigger.
  "max-h-[min(18rem,var(--radix-select-content-available-height))]";

const itemClass =
  "relative flex min-h-9 cursor-default items-center rounded-sm py-2 ps-3 pe-9 text-start " +
  "text-base outline-none select-none " +
  "data-highlighted:bg-brand-50 data-highlighted:text-brand-900 " +
  "data-[state=checked]:font-medium " +
  "data-disabled:pointer-events-none data-disabled:text-gray-400";

/**
 * A labelled single-choice list on Radix Select: keyboard navigation, type-to-find (on each
 * option's label, Arabic included) and the reading direction of the nearest DirectionProvider.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  hint,
  error,
  disabled = false,
  isLoading = false,
  required,
  name,
  id,
  open,
  defaultOpen,
  onOpenChange,
  portalContainer,
  "aria-describedby": ariaDescribedBy,
  ref,
  className,
}: SelectProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  const fieldStateValue = fieldState({ disabled: disabled || isLoading, error });
  const state: SelectState = isLoading ? "loading" : fieldStateValue;
  const isInvalid = fieldStateValue === "invalid";

  return (
    <div
      data-slot="select"
      data-state={state}
      className={joinClasses("flex flex-col gap-1.5", className)}
    >
      <FieldLabel id={ids.labelId} htmlFor={ids.id} isRequired={required}>
        {label}
      </FieldLabel>
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        disabled={disabled || isLoading}
        required={required}
        name={name}
      >
        <RadixSelect.Trigger
          ref={ref}
          id={ids.id}
          aria-describedby={ids.describedBy}
          aria-invalid={isInvalid || undefined}
          aria-busy={isLoading || undefined}
          data-slot="select-trigger"
          className={triggerClass}
        >
          <span data-slot="select-value" className="min-w-0 flex-1">
            <RadixSelect.Value placeholder={placeholder} />
          </span>
          <RadixSelect.Icon asChild>
            <span
              data-slot="select-icon"
              className="flex size-5 shrink-0 items-center justify-center text-gray-600"
            >
              {isLoading ? <Spinner /> : <ChevronDown />}
            </span>
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal container={portalContainer}>
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            data-slot="select-content"
            className={contentClass}
          >
            <RadixSelect.ScrollUpButton
              data-slot="select-scroll-up"
              className="flex h-6 cursor-default items-center justify-center text-gray-600"
            >
              <ChevronDown className="size-4 rotate-180" />
            </RadixSelect.ScrollUpButton>
            <RadixSelect.Viewport data-slot="select-viewport" className="p-1">
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  textValue={option.label}
                  disabled={option.disabled}
                  data-slot="select-item"
                  className={itemClass}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator
                    data-slot="select-item-indicator"
                    className="absolute end-2 flex size-5 items-center justify-center text-brand-700"
                  >
                    <Check />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
            <RadixSelect.ScrollDownButton
              data-slot="select-scroll-down"
              className="flex h-6 cursor-default items-center justify-center text-gray-600"
            >
              <ChevronDown className="size-4" />
            </RadixSelect.ScrollDownButton>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

function ChevronDown({ className = "size-5" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={className}>
      <path
        fillRule="evenodd"
        d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function Check() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
      <path
        fillRule="evenodd"
        d="M16.7 4.15a.75.75 0 0 1 .15 1.05l-8 10.5a.75.75 0 0 1-1.13.08l-4.5-4.5a.75.75 0 0 1 1.06-1.06l3.9 3.9 7.47-9.82a.75.75 0 0 1 1.05-.15Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function Spinner() {
  return (
    <svg
      aria-hidden="true"
      data-slot="select-spinner"
      viewBox="0 0 24 24"
      fill="none"
      className="size-4 motion-safe:animate-spin"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
