import type { FormFieldProps } from "@rawaq/ui/form";
import { FieldCounter, FieldError, FieldHint, FieldLabel, useFieldIds } from "@rawaq/ui/text-field";
import type { ChangeEvent, ReactNode } from "react";
import { useLengthCounter } from "../lib/length-counter.ts";

type TextAreaFieldProps = Omit<FormFieldProps<string>, "onChange" | "ref" | "onBlur"> & {
  label: ReactNode;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  ref?: FormFieldProps<string>["ref"];
  onBlur?: () => void;
  /**
   * The longest text the API keeps (the domain's constant): a counter under the field shows it
   * while typing, tied to the field by aria-describedby. Not the attribute `maxlength`, which
   * would cut a pasted text without a word.
   */
  maxLength?: number;
  hint?: ReactNode;
  rows?: number;
  required?: boolean;
  /** A text in one language (`rtl` with `lang="ar"`); by default it follows what is typed. */
  dir?: "rtl" | "ltr" | "auto";
  lang?: string;
};

/** A multi-line text field wired like the kit's TextField (label, hint, counter, error). */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  onChange,
  maxLength,
  rows = 6,
  required,
  dir = "auto",
  ...props
}: TextAreaFieldProps) {
  const lengthCounter = useLengthCounter();
  const counter = maxLength === undefined ? undefined : lengthCounter(props.value, maxLength);
  const ids = useFieldIds({ id, hint, counter, error });
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={ids.id} isRequired={required}>
        {label}
      </FieldLabel>
      <textarea
        {...props}
        id={ids.id}
        rows={rows}
        dir={dir}
        required={required}
        // The kit's form hook listens to input-like change events; a textarea's is the same shape.
        onChange={onChange as unknown as (event: ChangeEvent<HTMLTextAreaElement>) => void}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className="rounded-md border border-slate-300 px-3 py-2 text-start text-base focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-red-600"
      />
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldCounter id={ids.counterId} counter={counter} />
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
