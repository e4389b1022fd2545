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
  return (
    <header
      {...props}
      data-slot="topbar"
      data-compact={isCompact || undefined}
      className={["z-30 border-b border-slate-200 bg-white", className].filter(Boolean).join(" ")}
    >
      <div className="flex h-16 items-center gap-3 px-4">
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
          <div data-slot="topbar-view-toggle" className="ms-4">
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
    </header>
  );
}
