import * as RadixDialog from "@radix-ui/react-dialog";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { MenuIcon } from "../icons/icons.tsx";
import { useSidebar } from "./sidebar-context.tsx";

export type TopbarProps = Omit<ComponentPropsWithoutRef<"header">, "children"> & {
  brand?: ReactNode;
  /** Usually a ViewToggle. On a compact layout it moves to a second row. */
  viewToggle?: ReactNode;
  localeSwitch?: ReactNode;
  userMenu?: ReactNode;
  /** Anything else for the inline end, before the locale switch (e.g. notifications). */
  actions?: ReactNode;
  /** Accessible name of the button that opens the sidebar drawer on compact layouts. */
  menuLabel?: string;
};

/**
 * The bar across the top. Inside AppLayout (or a SidebarProvider) on a compact layout it shows
 * the menu button that opens the sidebar drawer.
 */
export function Topbar({
  brand,
  viewToggle,
  localeSwitch,
  userMenu,
  actions,
  menuLabel = "Open menu",
  className,
  ...props
}: TopbarProps) {
  const sidebar = useSidebar();
  const isCompact = sidebar?.isCompact ?? false;
  // Drawn before the layout knows its width (the server's page, until the app measures it): the
  // compact form's room is kept below 48rem (md) with media queries, so a phone's topbar does
  // not grow a row, nor its brand move, when the app takes over (CLS 0.31 on a phone).
  const isUnmeasured = sidebar !== null && !sidebar.isMeasured;
  return (
    <header
      {...props}
      data-slot="topbar"
      data-compact={isCompact || undefined}
      className={["z-30 border-b border-slate-200 bg-white", className].filter(Boolean).join(" ")}
    >
      <div className="flex h-16 items-center gap-3 px-4">
        {isUnmeasured && (
          <span aria-hidden="true" className="-ms-1 hidden size-10 shrink-0 max-md:block" />
        )}
        {isCompact && (
          <RadixDialog.Trigger
            aria-label={menuLabel}
            title={menuLabel}
            data-slot="topbar-menu-button"
            className="-ms-1 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <MenuIcon />
          </RadixDialog.Trigger>
        )}
        {brand != null && (
          <div data-slot="topbar-brand" className="flex min-w-0 shrink items-center">
            {brand}
          </div>
        )}
        {viewToggle != null && !isCompact && (
          <div
            data-slot="topbar-view-toggle"
            className={isUnmeasured ? "ms-4 max-md:hidden" : "ms-4"}
          >
            {viewToggle}
          </div>
        )}
        <div className="ms-auto flex shrink-0 items-center gap-2">
          {actions}
          {localeSwitch}
          {userMenu}
        </div>
      </div>
      {viewToggle != null && isCompact && (
        <div
          data-slot="topbar-view-toggle"
          className="flex justify-center border-t border-slate-100 px-4 py-2"
        >
          {viewToggle}
        </div>
      )}
      {viewToggle != null && isUnmeasured && (
        // The second row's room: the ViewToggle's height (its options' h-8, p-1 and border).
        <div aria-hidden="true" className="hidden border-t border-slate-100 px-4 py-2 max-md:block">
          <div className="h-[calc(2.5rem+2px)]" />
        </div>
      )}
    </header>
  );
}
