import * as RadixDialog from "@radix-ui/react-dialog";
import { createContext, useContext, useEffect, useMemo, useRef } from "react";
import type { ReactNode } from "react";
import { useControllableState } from "./use-controllable-state.ts";

/** Below this width (Tailwind's `md`, 48rem) the sidebar becomes a drawer. */
export const COMPACT_BREAKPOINT = 768;

export type SidebarContextValue = {
  /** True below the breakpoint: the sidebar is a drawer opened from the topbar's menu button. */
  isCompact: boolean;
  /**
   * False until the layout's width has been measured in the browser: on the server and in the
   * render that hydrates its page. The topbar then keeps the room of either form with CSS.
   */
  isMeasured: boolean;
  isDrawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

/** The surrounding SidebarProvider's state, or null outside one. */
export function useSidebar(): SidebarContextValue | null {
  return useContext(SidebarContext);
}

export type SidebarProviderProps = {
  children?: ReactNode;
  isCompact: boolean;
  /** False while the width is not known yet (AppLayout before it measures); true by default. */
  isMeasured?: boolean;
  isDrawerOpen?: boolean;
  defaultDrawerOpen?: boolean;
  onDrawerOpenChange?: (open: boolean) => void;
};

/**
 * Connects the topbar's menu button to the sidebar's drawer. AppLayout renders one; use it
 * directly only to compose Topbar and Sidebar without AppLayout.
 */
export function SidebarProvider({
  children,
  isCompact,
  isMeasured = true,
  isDrawerOpen,
  defaultDrawerOpen = false,
  onDrawerOpenChange,
}: SidebarProviderProps) {
  const [isOpen, setOpen] = useControllableState(
    isDrawerOpen,
    defaultDrawerOpen,
    onDrawerOpenChange,
  );
  // A drawer left open while the layout widens would trap focus in something not shown, and
  // would pop up again when it narrows: close it on the way out of the compact layout.
  const isShownOpen = isCompact && isOpen;
  const wasCompact = useRef(isCompact);
  useEffect(() => {
    if (wasCompact.current && !isCompact && isOpen) setOpen(false);
    wasCompact.current = isCompact;
  }, [isCompact, isOpen, setOpen]);
  const value = useMemo(
    () => ({ isCompact, isMeasured, isDrawerOpen: isShownOpen, setDrawerOpen: setOpen }),
    [isCompact, isMeasured, isShownOpen, setOpen],
  );
  return (
    <SidebarContext value={value}>
      {/* NOTE: one Radix Dialog root spans the menu button (its Trigger) and the drawer (its
          Content), so Radix wires aria-expanded/aria-controls and returns focus on close. */}
      <RadixDialog.Root open={isShownOpen} onOpenChange={setOpen}>
        {children}
      </RadixDialog.Root>
    </SidebarContext>
  );
}
