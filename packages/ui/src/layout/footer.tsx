import type { ComponentPropsWithoutRef, ReactNode } from "react";

export type FooterProps = ComponentPropsWithoutRef<"footer"> & {
  /** E.g. "© 2026 Rawaq". */
  copyright?: ReactNode;
  /** Links or anything else, at the inline end. */
  children?: ReactNode;
};

export function Footer({ copyright, children, className, ...props }: FooterProps) {
  return (
    <footer
      {...props}
      data-slot="footer"
      className={[
        "flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-t border-slate-200 bg-white px-6 py-4 text-sm text-slate-600",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {copyright != null && <p data-slot="footer-copyright">{copyright}</p>}
      {children != null && (
        <div data-slot="footer-content" className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {children}
        </div>
      )}
    </footer>
  );
}
