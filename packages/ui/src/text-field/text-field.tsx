import { normalizeDigits as toLatinDigits } from "@rawaq/domain/rules";
import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from "react";
import {
  FieldCounter,
  FieldError,
  FieldHint,
  FieldLabel,
  fieldBoxClass,
  fieldState,
  joinClasses,
  useFieldIds,
} from "./field.tsx";
import type { FieldCount, FieldState } from "./field.tsx";

export type TextFieldType = "text" | "email" | "number" | "tel" | "url" | "search" | "password";

export type TextFieldProps = Omit<ComponentPropsWithRef<"input">, "type" | "children"> & {
  /** The visible label, tied to the input with for/id. */
  label: ReactNode;
  /** Help text under the input, read with it (aria-describedby). */
  hint?: ReactNode;
  /** The error to show; also sets aria-invalid and data-state="invalid". */
  error?: ReactNode;
  /** The length used of the field's limit, shown under it while typing (FieldCount). */
  counter?: FieldCount;
  /** "number" renders a text input with a numeric keyboard; see the note in the component. */
  type?: TextFieldType;
  /**
   * Turns Arabic-Indic and Persian digits into Latin ones as they are typed, before onChange sees
   * the value (Rawaq shows Latin digits in both locales).
   */
  normalizeDigits?: boolean;
  /** Rendered inside the box at the inline end (a unit, a toggle button). */
  endAdornment?: ReactNode;
  /** Class of the outer wrapper; `className` goes to the input. */
  wrapperClassName?: string;
};

export function TextField(props: TextFieldProps) {
  return <InputField {...props} slot="text-field" />;
}

export type InputFieldProps = Omit<TextFieldProps, "type"> & {
  type?: TextFieldType;
  /** The data-slot prefix of the component built on this one ("date-field"). */
  slot: string;
};

/** The input every text-like field of the kit is built on. */
export function InputField({
  slot,
  label,
  hint,
  error,
  counter,
  type = "text",
  normalizeDigits = false,
  endAdornment,
  id,
  disabled,
  required,
  dir = "auto",
  inputMode,
  onChange,
  className,
  wrapperClassName,
  "aria-describedby": ariaDescribedBy,
  ...props
}: InputFieldProps) {
  const ids = useFieldIds({ id, hint, counter, error, describedBy: ariaDescribedBy });
  const state: FieldState = fieldState({ disabled, error });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    if (normalizeDigits) replaceValueKeepingCaret(event.currentTarget, toLatinDigits);
    onChange?.(event);
  }

  // NOTE: `type="number"` would drop Arabic-Indic digits and accept "1e5" and signs; the spec's
  // numeric rule wants digits only, so a "number" field is a text input with a numeric keyboard.
  const inputType = type === "number" ? "text" : type;
  const defaultInputMode = type === "number" ? "numeric" : undefined;

  return (
    <div
      data-slot={slot}
      data-state={state}
      className={joinClasses("flex flex-col gap-1.5", wrapperClassName)}
    >
      <FieldLabel id={ids.labelId} htmlFor={ids.id} isRequired={required}>
        {label}
      </FieldLabel>
      <div data-slot={`${slot}-box`} data-state={state} className={fieldBoxClass}>
        <input
          {...props}
          id={ids.id}
          type={inputType}
          dir={dir}
          inputMode={inputMode ?? defaultInputMode}
          disabled={disabled}
          required={required}
          aria-invalid={state === "invalid" || undefined}
          aria-describedby={ids.describedBy}
          onChange={handleChange}
          data-slot={`${slot}-input`}
          className={joinClasses(
            "h-10 min-w-0 flex-1 rounded-md bg-transparent px-3 text-base text-gray-900",
            // User text (dir="auto") aligns with its own language; a field forced to one
            // direction (a date, a password) still lines up with the page's other fields.
            // NOTE: Chromium ignores `text-align: match-parent`'s parent-direction rule, so the
            // box's own direction is tested instead.
            dir === "auto" ? "text-start" : "text-start [:dir(rtl)>&]:text-end",
            "placeholder:text-gray-500 focus:outline-none disabled:cursor-not-allowed",
            "disabled:text-gray-500",
            className,
          )}
        />
        {endAdornment != null && (
          <div data-slot={`${slot}-end`} className="flex shrink-0 items-center pe-1">
            {endAdornment}
          </div>
        )}
      </div>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldCounter id={ids.counterId} counter={counter} />
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

/**
 * Rewrites an input's value in place, before React reads it, and puts the caret back where it
 * was: assigning `value` would otherwise move it to the end. Only for same-length rewrites.
 */
export function replaceValueKeepingCaret(
  input: HTMLInputElement,
  rewrite: (text: string) => string,
) {
  const next = rewrite(input.value);
  if (next === input.value) return;
  const { selectionStart, selectionEnd, selectionDirection } = input;
  input.value = next;
  if (selectionStart !== null && selectionEnd !== null) {
    input.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
  }
}
