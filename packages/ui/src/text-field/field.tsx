import { useId } from "react";
import type { ComponentPropsWithRef, ReactNode } from "react";

/**
 * The chrome every form field of the kit shares: a real label, an optional hint, an error tied to
 * the control with aria-describedby, a required marker and one `data-state`.
 */
export type FieldState = "idle" | "invalid" | "disabled";

export function fieldState({
  disabled,
  error,
}: {
  disabled?: boolean | undefined;
  error?: ReactNode;
}): FieldState {
  if (disabled) return "disabled";
  return hasContent(error) ? "invalid" : "idle";
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== "";
}

export type FieldIds = {
  /** The control's id (given or generated). */
  id: string;
  labelId: string;
  hintId: string | undefined;
  counterId: string | undefined;
  errorId: string | undefined;
  /** Hint, counter, error and any ids the caller passed, for the control's aria-describedby. */
  describedBy: string | undefined;
};

/**
 * How much of a field's length limit is used, already translated ("1,250 / 5,000 characters"),
 * and whether the text is over it: shown under the field while typing, so the limit is known
 * before sending rather than from an error after it.
 */
export type FieldCount = { text: ReactNode; isOver: boolean };

/** Ids for a field's parts; the hint, counter and error ids exist only while shown. */
export function useFieldIds({
  id,
  hint,
  counter,
  error,
  describedBy,
}: {
  id?: string | undefined;
  hint?: ReactNode;
  counter?: FieldCount | undefined;
  error?: ReactNode;
  describedBy?: string | undefined;
}): FieldIds {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hasContent(hint) ? `${controlId}-hint` : undefined;
  const counterId = counter ? `${controlId}-counter` : undefined;
  const errorId = hasContent(error) ? `${controlId}-error` : undefined;
  const ids = [hintId, counterId, errorId, describedBy].filter(Boolean).join(" ");
  return {
    id: controlId,
    labelId: `${controlId}-label`,
    hintId,
    counterId,
    errorId,
    describedBy: ids || undefined,
  };
}

export type FieldLabelProps = ComponentPropsWithRef<"label"> & {
  isRequired?: boolean | undefined;
  /** "field" sits above its control; "inline" sits beside a checkbox. */
  variant?: "field" | "inline";
};

const labelVariantClass = {
  field: "text-sm font-medium text-gray-900",
  inline: "text-base text-gray-900",
};

export function FieldLabel({
  isRequired,
  variant = "field",
  className,
  children,
  ...props
}: FieldLabelProps) {
  return (
    <label
      {...props}
      data-slot="field-label"
      className={joinClasses(labelVariantClass[variant], className)}
    >
      {children}
      {isRequired && (
        // The control carries `required` for assistive technology; the star is for the eye.
        <span aria-hidden="true" data-slot="field-required-marker" className="ms-1 text-red-700">
          *
        </span>
      )}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id) return null;
  return (
    <p id={id} data-slot="field-hint" className="text-sm text-gray-600">
      {children}
    </p>
  );
}

/** The length used of a field's limit, under the field (see FieldCount); red once over it. */
export function FieldCounter({ id, counter }: { id: string | undefined; counter?: FieldCount }) {
  if (!id || !counter) return null;
  return (
    <p
      id={id}
      data-slot="field-counter"
      data-state={counter.isOver ? "over" : "within"}
      className="text-end text-sm text-gray-600 tabular-nums data-[state=over]:font-medium data-[state=over]:text-red-700"
    >
      {counter.text}
    </p>
  );
}

export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id) return null;
  return (
    <p id={id} data-slot="field-error" className="flex items-start gap-1.5 text-sm text-red-700">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className="mt-0.5 size-4 shrink-0"
      >
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      <span>{children}</span>
    </p>
  );
}

/** The bordered box around an input and its adornments; its look follows the field's state. */
export const fieldBoxClass =
  "flex min-h-10 w-full items-center rounded-md border bg-white transition-colors " +
  "border-gray-400 hover:border-gray-500 " +
  "focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-brand-700 " +
  "data-[state=invalid]:border-red-700 data-[state=invalid]:focus-within:outline-red-700 " +
  "data-[state=disabled]:cursor-not-allowed data-[state=disabled]:border-gray-300 " +
  "data-[state=disabled]:bg-gray-100";

export function joinClasses(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
