import type { ComponentPropsWithRef, ReactNode } from "react";

export type AlertVariant = "info" | "success" | "warning" | "danger";

export type AlertProps = Omit<ComponentPropsWithRef<"div">, "title"> & {
  variant?: AlertVariant;
  /** A short heading in bold above the message. */
  title?: ReactNode;
  /** A button or link at the inline end (e.g. "Try again"). */
  action?: ReactNode;
  /** Replaces the variant's icon; `null` shows none. */
  icon?: ReactNode;
};

/**
 * A message block. Danger and warning are `role="alert"` (assertive: announced as soon as they
 * appear); info and success are `role="status"` (polite). Pass `role` to override, e.g. for a
 * message that is on the page from the start and should not be announced.
 */
export function Alert({
  variant = "info",
  title,
  action,
  icon,
  role,
  className,
  children,
  ...props
}: AlertProps) {
  const shownIcon = icon === undefined ? <VariantIcon variant={variant} /> : icon;
  return (
    <div
      {...props}
      role={role ?? (variant === "danger" || variant === "warning" ? "alert" : "status")}
      data-slot="alert"
      data-variant={variant}
      className={[
        "flex items-start gap-3 rounded-md border px-4 py-3 text-start text-sm",
        variantClass[variant],
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {shownIcon != null && (
        <span
          aria-hidden="true"
          data-slot="alert-icon"
          className={`mt-0.5 inline-flex size-5 shrink-0 ${iconClass[variant]}`}
        >
          {shownIcon}
        </span>
      )}
      <div data-slot="alert-content" className="flex min-w-0 flex-1 flex-col gap-1">
        {title != null && (
          <p data-slot="alert-title" className="font-bold">
            {title}
          </p>
        )}
        {children != null && <div data-slot="alert-description">{children}</div>}
      </div>
      {action != null && (
        <div data-slot="alert-action" className="shrink-0 self-center">
          {action}
        </div>
      )}
    </div>
  );
}

const variantClass: Record<AlertVariant, string> = {
  info: "border-sky-300 bg-sky-50 text-sky-950",
  success: "border-brand-300 bg-brand-50 text-brand-900",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  danger: "border-red-300 bg-red-50 text-red-950",
};

const iconClass: Record<AlertVariant, string> = {
  info: "text-sky-700",
  success: "text-brand-700",
  warning: "text-amber-700",
  danger: "text-red-700",
};

function VariantIcon({ variant }: { variant: AlertVariant }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="currentColor"
      className="size-full"
      data-slot={`alert-icon-${variant}`}
    >
      <path fillRule="evenodd" clipRule="evenodd" d={iconPath[variant]} />
    </svg>
  );
}

// Symmetric glyphs (circle, triangle): nothing to mirror in Arabic layouts.
const iconPath: Record<AlertVariant, string> = {
  info: "M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.25v3.25a.75.75 0 0 0 1.5 0V9.75A.75.75 0 0 0 10 9H9Z",
  success:
    "M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.81a.75.75 0 0 0-1.22-.88l-3.24 4.5-1.62-1.62a.75.75 0 0 0-1.06 1.06l2.25 2.25a.75.75 0 0 0 1.14-.1l3.75-5.2Z",
  warning:
    "M8.48 2.9a1.75 1.75 0 0 1 3.04 0l6.28 10.88A1.75 1.75 0 0 1 16.28 16.4H3.72a1.75 1.75 0 0 1-1.52-2.62L8.48 2.9ZM10 6a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 6Zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z",
  danger:
    "M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z",
};
