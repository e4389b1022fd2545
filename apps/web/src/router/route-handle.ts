import type { MessageDescriptor } from "@lingui/core";
import { useMatches } from "react-router-dom";

/**
 * What a page needs before it can show anything (issue 26): the caller's organization, or an
 * approved one. The shell shows the missing step, with its link, instead of the page.
 */
export type PageRequirement = "organization" | "approved_organization";

/** What a route tells the shell about itself. */
export interface RouteHandle {
  title: MessageDescriptor;
  requires?: PageRequirement;
  /** The route's module as the build's manifest names it: the server preloads its chunk. */
  module?: string;
}

/** The deepest matched route's handle. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}
