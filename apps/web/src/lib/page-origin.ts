import { createContext, useContext } from "react";

/**
 * The site's origin (`https://fair.example.sa`) for addresses a page prints, such as a badge's QR
 * code. In the browser it is the page's own; the server, which has no window, provides the
 * request's (src/server/render.tsx), so both draw the same code.
 */
export const PageOriginContext = createContext(
  typeof window === "undefined" ? "" : window.location.origin,
);

export function usePageOrigin(): string {
  return useContext(PageOriginContext);
}
