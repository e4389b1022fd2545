import * as RadixDialog from "@radix-ui/react-dialog";
import { useId, useMemo } from "react";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { useDirection } from "../direction/index.ts";
import { CollapseIcon, MenuCloseIcon } from "../icons/icons.tsx";
import { MenuStateContext } from "./menu.tsx";
import { useSidebar } from "./sidebar-context.tsx";
import { useControllableState } from "./use-controllable-state.ts";

export type SidebarState = "expanded" | "collapsed";

export type SidebarProps = Omit<ComponentPropsWithoutRef<"div">, "children"> & {
  /** Names the navigation landmark and the drawer. */
  label?: string;
  /** Usually a Menu. */
  children?: ReactNode;
  /** Shown at the top of the drawer, e.g. the brand. */
  drawerHeader?: ReactNode;
  isCollapsed?: boolean;
  defaultCollapsed?: boolean;
  /** Called with the new value on every toggle: persist it here. */
  onCollapsedChange?: (isCollapsed: boolean) => void;
  /** Without it the sidebar stays expanded and shows no toggle. */
  isCollapsible?: boolean;
  collapseLabel?: string;
  expandLabel?: string;
  /** Accessible name of the drawer's close button. */
  closeLabel?: string;
  /** Where the drawer is portalled; the document body by default. */
  portalContainer?: HTMLElement | null;
};

/**
 * The app's navigation. Wide: a column at the inline start, collapsible to icons. Inside a
 * compact AppLayout (or SidebarProvider): a modal drawer from the inline start (right in Arabic),
 * opened by the topbar's menu button.
 */
export function Sidebar({
  label = "Main menu",
  children,
  drawerHeader,
  isCollapsed: isCollapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  isCollapsible = true,
  collapseLabel = "Collapse sidebar",
  expandLabel = "Expand sidebar",
  closeLabel = "Close menu",
  portalContainer,
  className,
  ...props
}: SidebarProps) {
  const sidebar = useSidebar();
  const dir = useDirection();
  const navId = useId();
  const [isCollapsedState, setCollapsed] = useControllableState(
    isCollapsedProp,
    defaultCollapsed,
    onCollapsedChange,
  );
  const isCollapsed = isCollapsible && isCollapsedState;
  const setDrawerOpen = sidebar?.setDrawerOpen;

  const wideMenuState = useMemo(() => ({ isCollapsed, onNavigate: undefined }), [isCollapsed]);
  const drawerMenuState = useMemo(
    () => ({ isCollapsed: false, onNavigate: () => setDrawerOpen?.(false) }),
    [setDrawerOpen],
  );

  if (sidebar?.isCompact) {
    return (
      <RadixDialog.Portal container={portalContainer}>
        <RadixDialog.Overlay
          data-slot="sidebar-backdrop"
          className="fixed inset-0 z-40 bg-slate-900/50"
        />
        <RadixDialog.Content
          {...props}
          dir={dir}
          aria-describedby={undefined}
          data-slot="sidebar-drawer"
          className={[
            "fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85%] flex-col bg-white shadow-xl outline-none",
            className,
          ]
            .filter(Boolean)
            .join(" ")}
        >
          <RadixDialog.Title className="sr-only">{label}</RadixDialog.Title>
          <div className="flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 px-4">
            <div className="min-w-0 flex-1">{drawerHeader}</div>
            <RadixDialog.Close
              aria-label={closeLabel}
              title={closeLabel}
              data-slot="sidebar-close"
              className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <MenuCloseIcon />
            </RadixDialog.Close>
          </div>
          <nav aria-label={label} className="flex-1 overflow-y-auto p-3">
            <MenuStateContext value={drawerMenuState}>{children}</MenuStateContext>
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    );
  }

  const state: SidebarState = isCollapsed ? "collapsed" : "expanded";
  return (
    <div
      {...props}
      data-slot="sidebar"
      data-state={state}
      className={[
        "flex shrink-0 flex-col border-e border-slate-200 bg-white",
        isCollapsed ? "w-16" : "w-64",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <nav
        id={navId}
        aria-label={label}
        className={["flex-1 overflow-y-auto py-3", isCollapsed ? "px-2" : "px-3"].join(" ")}
      >
        <MenuStateContext value={wideMenuState}>{children}</MenuStateContext>
      </nav>
      {isCollapsible && (
        <div
          className={[
            "flex border-t border-slate-200 p-3",
            isCollapsed ? "justify-center" : "justify-end",
          ].join(" ")}
        >
          <button
            type="button"
            aria-expanded={!isCollapsed}
            aria-controls={navId}
            aria-label={isCollapsed ? expandLabel : collapseLabel}
            title={isCollapsed ? expandLabel : collapseLabel}
            data-slot="sidebar-toggle"
            onClick={() => setCollapsed(!isCollapsed)}
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <CollapseIcon isCollapsed={isCollapsed} />
          </button>
        </div>
      )}
    </div>
  );
}
