import type { ComponentPropsWithRef, MouseEvent, ReactNode } from "react";
import { comparePageOrder } from "../form/page-order.ts";

export type ErrorSummaryItem = {
  /** The id of the invalid field's control; its link focuses it. */
  fieldId: string;
  message: ReactNode;
};

export type ErrorSummaryProps = Omit<ComponentPropsWithRef<"div">, "title"> & {
  /** The summary's heading. */
  title?: ReactNode;
  /**
   * One link per invalid field, in any order: the list follows the fields' order on the page
   * (issue 26: the signup summary listed its errors in another order than its fields).
   */
  errors: readonly ErrorSummaryItem[];
  /** A form-level message above the list (e.g. the server's message). */
  description?: ReactNode;
};

/**
 * The form-level list of what to fix: a heading and one link per invalid field that moves focus
 * to that field. It is `role="alert"` and `tabIndex={-1}`, so a form that failed to submit can
 * move focus to it (pass a ref) and have it read out. Renders nothing without errors or a
 * description.
 */
export function ErrorSummary({
  title = "There is a problem",
  errors,
  description,
  className,
  ...props
}: ErrorSummaryProps) {
  const ordered = inPageOrder(errors);
  if (errors.length === 0 && description == null) return null;

  return (
    <div
      tabIndex={-1}
      role="alert"
      {...props}
      data-slot="error-summary"
      className={[
        "flex flex-col gap-2 rounded-md border-2 border-red-700 bg-white px-4 py-3 text-start",
        // Shown however focus arrived: the form moves it here by script after a click.
        "focus:outline-2 focus:outline-offset-2 focus:outline-red-700",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <h2 data-slot="error-summary-title" className="text-base font-bold text-gray-900">
        {title}
      </h2>
      {description != null && (
        <div data-slot="error-summary-description" className="text-sm text-gray-900">
          {description}
        </div>
      )}
      {errors.length > 0 && (
        <ul data-slot="error-summary-list" className="flex flex-col gap-1 text-sm">
          {ordered.map(({ fieldId, message }) => (
            <li key={fieldId}>
              <a
                href={`#${fieldId}`}
                onClick={(event) => focusField(event, fieldId)}
                data-slot="error-summary-link"
                className={
                  "font-medium text-red-700 underline underline-offset-2 hover:text-red-800 " +
                  "focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-red-700"
                }
              >
                {message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The errors in their fields' page order. The fields are on the page before their errors are
 * listed (a summary shows after a submit or a server's answer), so the order is read from the
 * document as the list renders; an error whose field is not found keeps its place at the end.
 */
function inPageOrder(errors: readonly ErrorSummaryItem[]): readonly ErrorSummaryItem[] {
  if (typeof document === "undefined") return errors;
  const field = (item: ErrorSummaryItem) => document.getElementById(item.fieldId);
  const found = errors.filter((item) => field(item) !== null);
  const missing = errors.filter((item) => field(item) === null);
  found.sort((a, b) => comparePageOrder(field(a)!, field(b)!));
  return [...found, ...missing];
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  // Focus the control instead of following the fragment: a fragment only scrolls, and would put
  // the field's label above the fold out of sight.
  event.preventDefault();
  field.scrollIntoView({ block: "center" });
  field.focus({ preventScroll: true });
}
