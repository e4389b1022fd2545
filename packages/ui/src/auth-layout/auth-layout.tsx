import type { ComponentPropsWithoutRef, ReactNode } from "react";

export type AuthLayoutProps = Omit<ComponentPropsWithoutRef<"div">, "title" | "children"> & {
  /** The logo, above the card. */
  brand?: ReactNode;
  /** The page's heading (h1), inside the card. */
  title: ReactNode;
  description?: ReactNode;
  /** The form. */
  children?: ReactNode;
  /** Below the card, e.g. "No account yet? Sign up" or the copyright. */
  footer?: ReactNode;
  /** At the top, inline end. */
  localeSwitch?: ReactNode;
  mainId?: string;
};

/** The spec's "login layout": a centred card on the brand's background (login, signup, contact…). */
export function AuthLayout({
  brand,
  title,
  description,
  children,
  footer,
  localeSwitch,
  mainId = "main-content",
  className,
  ...props
}: AuthLayoutProps) {
  return (
    <div
      {...props}
      data-slot="auth-layout"
      className={[
        "relative isolate flex min-h-(--app-layout-height,100dvh) flex-col overflow-hidden bg-brand-900 text-slate-900",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
        <div className="absolute -top-32 -start-32 size-96 rounded-full bg-brand-700/60" />
        <div className="absolute -end-24 -bottom-40 size-[28rem] rounded-full bg-brand-800" />
        <div className="absolute top-1/3 end-1/4 size-40 rounded-full border-[1.5rem] border-brand-700/40" />
      </div>
      {localeSwitch != null && (
        <header data-slot="auth-layout-header" className="flex justify-end p-4">
          {localeSwitch}
        </header>
      )}
      <main
        id={mainId}
        tabIndex={-1}
        className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-8 outline-none"
      >
        {brand != null && (
          <div data-slot="auth-layout-brand" className="flex justify-center">
            {brand}
          </div>
        )}
        <section
          aria-labelledby={`${mainId}-title`}
          data-slot="auth-layout-card"
          className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8"
        >
          <h1 id={`${mainId}-title`} className="text-2xl font-bold text-brand-900">
            {title}
          </h1>
          {description != null && <p className="mt-2 text-sm text-slate-600">{description}</p>}
          <div className="mt-6">{children}</div>
        </section>
        {footer != null && (
          <div data-slot="auth-layout-footer" className="text-center text-sm text-brand-50">
            {footer}
          </div>
        )}
      </main>
    </div>
  );
}
