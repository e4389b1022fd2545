import type { ComponentPropsWithRef, ReactNode } from "react";

export type EmptyStateProps = Omit<ComponentPropsWithRef<"div">, "title"> & {
  /** Decorative illustration or icon; hidden from assistive technology. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually one Button (or a link styled as one) that gets the user out of the empty state. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
};

export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      {...props}
      data-slot="empty-state"
      className={[
        "flex flex-col items-center justify-center gap-2 px-6 py-10 text-center",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {icon != null && (
        <div
          aria-hidden="true"
          data-slot="empty-state-icon"
          className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-50 p-3 text-brand-700"
        >
          {icon}
        </div>
      )}
      <Heading data-slot="empty-state-title" className="text-base font-semibold text-slate-900">
        {title}
      </Heading>
      {description != null && (
        <p data-slot="empty-state-description" className="max-w-sm text-sm text-slate-600">
          {description}
        </p>
      )}
      {action != null && (
        <div data-slot="empty-state-action" className="mt-4 flex flex-wrap justify-center gap-2">
          {action}
        </div>
      )}
    </div>
  );
}
