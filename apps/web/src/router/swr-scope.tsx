import { Outlet } from "react-router-dom";
import { SWRConfig } from "swr";
import { onErrorRetry } from "../lib/swr-retry.ts";
import { isSigningOutAtom } from "../state/session.ts";
import { store } from "../state/store.ts";

// Polls and revalidations wait while the session ends: they would carry the ending token.
// Failed GETs are retried when retrying can help (lib/swr-retry.ts); mutations never retry.
const config = {
  revalidateOnFocus: false,
  onErrorRetry,
  isPaused: () => store.get(isSigningOutAtom),
};

/**
 * The layout route around every page that reads the API through SWR, with the app's SWR
 * settings. A lazy route of its own: the pages outside it (login, signup…) show without SWR's
 * code (docs/decisions/062-login-bundle.md). A page that fetches must be inside it, which the
 * bundle budget test checks for the pages kept out.
 */
export function SwrScope() {
  return (
    <SWRConfig value={config}>
      <Outlet />
    </SWRConfig>
  );
}
