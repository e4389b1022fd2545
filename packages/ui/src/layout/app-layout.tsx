import { useLayoutEffect, useRef, useState } from "react";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { COMPACT_BREAKPOINT, SidebarProvider } from "./sidebar-context.tsx";

export type AppLayoutProps = Omit<ComponentPropsWithoutRef<"div">, "children"> & {
  /** Usually a Topbar. */
  topbar?: ReactNode;
  /** Usually a Sidebar holding a Menu. */
  sidebar?: ReactNode;
  /** Usually a Footer. */
  footer?: ReactNode;
  /** The page. */
  children?: ReactNode;
  /** The first focusable thing on the page: jumps over the topbar and the menu. */
  skipLinkLabel?: string;
  /** The id of the main landmark, the skip link's target. */
  mainId?: string;
  isDrawerOpen?: boolean;
  defaultDrawerOpen?: boolean;
  onDrawerOpenChange?: (open: boolean) => void;
  /**
   * The main area fills the first screen, so the footer starts below the fold: content that
   * arrives later grows the page without moving the footer on screen (no layout shift).
   */
  isFooterBelowFold?: boolean;
};

/**
 * The signed-in frame: skip link, topbar, sidebar, main and footer. It fills the viewport
 * (`--app-layout-height`, 100dvh by default; set it to embed the layout in a box). Below 768 px
 * of its own width (in the app: the viewport) the sidebar becomes a drawer.
 */
export function AppLayout({
  topbar,
  sidebar,
  footer,
  children,
  skipLinkLabel = "Skip to content",
  mainId = "main-content",
  isDrawerOpen,
  defaultDrawerOpen,
  onDrawerOpenChange,
  isFooterBelowFold = false,
  className,
  ...props
}: AppLayoutProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  // null until measured: the server, and the render that hydrates its page, cannot know it.
  const [measuredCompact, setIsCompact] = useState<boolean | null>(null);
  const isCompact = measuredCompact ?? false;

  // Measured before paint, so a phone never sees the wide layout flash first. The layout width
  // (offsetWidth), not the drawn one: a scaled preview of the layout keeps its real breakpoint.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const update = () => setIsCompact(root.offsetWidth < COMPACT_BREAKPOINT);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  return (
    <SidebarProvider
      isCompact={isCompact}
      isMeasured={measuredCompact !== null}
      isDrawerOpen={isDrawerOpen}
      defaultDrawerOpen={defaultDrawerOpen}
      onDrawerOpenChange={onDrawerOpenChange}
    >
      <div
        {...props}
        ref={rootRef}
        data-slot="app-layout"
        data-layout={isCompact ? "compact" : "wide"}
        className={[
          "relative flex min-h-(--app-layout-height,100dvh) flex-col bg-slate-50 text-slate-900",
          className,
        ]
          .filter(Boolean)
          .join(" ")}
      >
        <a
          href={`#${mainId}`}
          data-slot="skip-link"
          className={[
            "sr-only rounded-md bg-brand-700 text-sm font-medium text-white",
            // not-sr-only resets the padding, so the focused link sets its own.
            "focus:not-sr-only focus:absolute focus:start-3 focus:top-3 focus:z-50 focus:px-4 focus:py-2",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
          ].join(" ")}
        >
          {skipLinkLabel}
        </a>
        {topbar != null && <div className="sticky top-0 z-30 print:hidden">{topbar}</div>}
        <div className="flex flex-1">
          {sidebar != null &&
            // Before it is measured (the server's page), the panel is drawn for md and wider only:
            // a phone's content does not move aside when the app makes the sidebar a drawer.
            (isCompact ? (
              <div data-slot="app-layout-sidebar" className="contents print:hidden">
                {sidebar}
              </div>
            ) : (
              // The panel (white, its edge) runs the page's whole height beside the content and
              // the footer; the menu inside stays in view as the page scrolls (issue 26: on a long
              // page the panel stopped a screen's height down).
              <div
                data-slot="app-layout-sidebar"
                className={[
                  // Paper holds the page's content, not the console's menu.
                  "flex shrink-0 border-e border-slate-200 bg-white print:hidden",
                  measuredCompact === null ? "max-md:hidden" : "",
                ].join(" ")}
              >
                {/* Over the panel's edge by its width: the sidebar's own edge is drawn there. */}
                <div className="sticky top-16 -me-px flex h-[calc(var(--app-layout-height,100dvh)-4rem)] self-start">
                  {sidebar}
                </div>
              </div>
            ))}
          <div className="flex min-w-0 flex-1 flex-col">
            <main
              id={mainId}
              tabIndex={-1}
              data-slot="app-layout-main"
              className={[
                "flex-1 outline-none print:p-0",
                isCompact ? "p-4" : measuredCompact === null ? "p-6 max-md:p-4" : "p-6",
                // The topbar is 4rem high.
                isFooterBelowFold ? "min-h-[calc(var(--app-layout-height,100dvh)-4rem)]" : "",
              ].join(" ")}
            >
              {children}
            </main>
            {footer != null && <div className="contents print:hidden">{footer}</div>}
          </div>
        </div>
      </div>
    </SidebarProvider>
  );
}
