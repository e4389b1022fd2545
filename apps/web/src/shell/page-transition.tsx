import { type ReactNode, useEffect, useState } from "react";
import { useLocation } from "react-router-dom";

/** spec §2: page transitions settle after 100 ms. */
export const PAGE_SETTLE_MS = 100;

/**
 * The page the document was opened on. The server draws it (decision 082): it is on the screen
 * before any script runs, so fading it in would hide it again for 100 ms, and push its largest
 * paint after the app's scripts. Only the pages reached by navigating fade in. `null` on the
 * server (it draws only document pages) and once the visitor has moved on.
 */
let documentPathname: string | null =
  typeof window === "undefined" ? null : window.location.pathname;

/**
 * Fades each new page in and marks it settled after 100 ms (`data-page-state`), which is when
 * work that waits for a calm page (prefetching) may start.
 */
export function PageTransition({
  children,
  onSettled,
}: {
  children: ReactNode;
  /** Work for the settled page; what it returns cancels it when the page or the shell goes. */
  onSettled?: (pathname: string) => (() => void) | void;
}) {
  const { pathname } = useLocation();
  const [settledPath, setSettledPath] = useState<string | null>(null);

  const isDocumentPage = typeof window === "undefined" || pathname === documentPathname;
  useEffect(() => {
    if (pathname !== documentPathname) documentPathname = null;
  }, [pathname]);

  useEffect(() => {
    let cancelWork: (() => void) | void;
    const timer = setTimeout(() => {
      setSettledPath(pathname);
      cancelWork = onSettled?.(pathname);
    }, PAGE_SETTLE_MS);
    return () => {
      clearTimeout(timer);
      cancelWork?.();
    };
  }, [pathname, onSettled]);

  const isSettled = settledPath === pathname;
  return (
    <div
      key={pathname}
      data-page-state={isSettled ? "settled" : "entering"}
      className={
        isDocumentPage ? undefined : "animate-[page-in_100ms_ease-out] motion-reduce:animate-none"
      }
    >
      {children}
    </div>
  );
}
