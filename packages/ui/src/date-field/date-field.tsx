import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from "react";
import { InputField, replaceValueKeepingCaret } from "../text-field/text-field.tsx";

/** A calendar date as the field holds it: `yyyy-MM-dd`, Latin digits, or "" for none. */
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
  /**
   * The date's order while the field is empty, in the page's language: "YYYY-MM-DD",
   * «سنة‎-‎شهر‎-‎يوم». It is laid out left to right, as the digits are: Arabic words need a
   * LEFT-TO-RIGHT MARK (U+200E) around each hyphen, or «سنة» lands on the right, over the day.
   */
  placeholder?: string;
  wrapperClassName?: string;
};

/** What a person may type between the parts of a date; each becomes the ISO hyphen. */
const SEPARATORS = /[/.,\s\u060c\u066b\u066c]/g;

/**
 * A date typed as `yyyy-MM-dd` with the kit's label, hint and error — never the browser's own
 * date control, which draws its parts in the browser's language and order ("mm/dd/yyyy" on an
 * Arabic page, issue 26).
 *
 * The value is always the ISO string with Latin digits, in both locales: Arabic-Indic digits
 * become Latin and a slash, dot or comma becomes the hyphen as they are typed; the app formats
 * the date for reading (formatDate in @rawaq/i18n) and the API receives it unchanged; the
 * domain's schema says when it is not a date. The input is `dir="ltr"` because a date's
 * year-month-day must not be reordered by the bidi algorithm inside Arabic text.
 */
export function DateField({ placeholder = "YYYY-MM-DD", onChange, ...props }: DateFieldProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    replaceValueKeepingCaret(event.currentTarget, (text) => text.replace(SEPARATORS, "-"));
    onChange?.(event);
  }
  return (
    <InputField
      autoComplete="off"
      {...props}
      slot="date-field"
      type="text"
      dir="ltr"
      // Digits and a dot on phones; the dot becomes the hyphen.
      inputMode="decimal"
      maxLength={10}
      normalizeDigits
      placeholder={placeholder}
      onChange={handleChange}
    />
  );
}
