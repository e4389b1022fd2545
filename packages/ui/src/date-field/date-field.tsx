import type { ComponentPropsWithRef, ReactNode } from "react";
import { InputField } from "../text-field/text-field.tsx";

/** A calendar date as the native input holds it: `yyyy-MM-dd`, Latin digits, or "" for none. */
export type IsoDate = string;

export type DateFieldProps = Omit<
  ComponentPropsWithRef<"input">,
  "type" | "children" | "value" | "defaultValue" | "min" | "max" | "dir" | "inputMode"
> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** `yyyy-MM-dd` or "". */
  value?: IsoDate;
  defaultValue?: IsoDate;
  /** Earliest date the picker offers, `yyyy-MM-dd`. */
  min?: IsoDate;
  /** Latest date the picker offers, `yyyy-MM-dd`. */
  max?: IsoDate;
  wrapperClassName?: string;
};

/**
 * A native date input with the kit's label, hint and error.
 *
 * The value is always the ISO `yyyy-MM-dd` string with Latin digits, in both locales: the
 * browser's picker shows the date its own way, the app formats it for reading (formatDate in
 * @rawaq/i18n) and the API receives it unchanged. The input is `dir="ltr"` because a date's
 * year-month-day segments must not be reordered by the bidi algorithm inside Arabic text.
 */
export function DateField(props: DateFieldProps) {
  return <InputField {...props} slot="date-field" type="date" dir="ltr" />;
}
