import type { FormFieldProps } from "@rawaq/ui/form";
import { FieldError, FieldLabel, useFieldIds } from "@rawaq/ui/text-field";
import type { ChangeEvent, ReactNode } from "react";

type TextAreaFieldProps = Omit<FormFieldProps<string>, "onChange"> & {
  label: ReactNode;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  rows?: number;
  required?: boolean;
};

/** A multi-line text field wired like the kit's TextField (label, error, aria-describedby). */
export function TextAreaField({
  label,
  error,
  id,
  onChange,
  rows = 6,
  required,
  ...props
}: TextAreaFieldProps) {
  const ids = useFieldIds({ id, error });
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={ids.id} isRequired={required}>
        {label}
      </FieldLabel>
      <textarea
        {...props}
        id={ids.id}
        rows={rows}
        dir="auto"
        required={required}
        // The kit's form hook listens to input-like change events; a textarea's is the same shape.
        onChange={onChange as unknown as (event: ChangeEvent<HTMLTextAreaElement>) => void}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className="rounded-md border border-slate-300 px-3 py-2 text-start text-base focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-red-600"
      />
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
