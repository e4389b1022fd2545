import { useEffect, useState, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router-dom";

/**
 * The token of a link sent by mail (`…#token=…`), read from the fragment, which never reaches a
 * server, then dropped from the address (and from every link the page builds from it), so it
 * stays out of the history. Null until read: the first render is the server's too
 * (docs/decisions/082-…), and the server cannot know the fragment.
 */
export function useLinkToken(): string | null {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  // Read once: dropping the fragment below renders again without it.
  const [token] = useState(() => new URLSearchParams(hash.slice(1)).get("token") ?? "");
  // False while hydrating what the server drew, true from then on (and at once on later pages).
  const isHydrated = useSyncExternalStore(subscribeToNothing, isTrue, isFalse);
  useEffect(() => {
    if (hash) navigate({ pathname, search }, { replace: true });
  }, [hash, pathname, search, navigate]);
  return isHydrated ? token : null;
}

const subscribeToNothing = () => () => {};
const isTrue = () => true;
const isFalse = () => false;

/** Where a link stands once its page has asked: not yet known, usable, or not (used, expired). */
export type LinkState =
  | { state: "checking" }
  | { state: "usable" }
  | { state: "unusable" }
  | { state: "failed"; error: unknown; retry: () => void };

/**
 * Asks the API whether a mail link's token can still be used before its page shows a form
 * (issue 26): a used or expired link says so at once. A failed question (no connection,
 * throttled) is a failure to show with Retry. No token at all is unusable without asking; a token
 * not read yet (null) is still being checked.
 */
export function useLinkState(
  token: string | null,
  check: (token: string) => Promise<{ data: { usable: boolean } }>,
): LinkState {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<LinkState>({ state: "checking" });
  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    check(token).then(
      ({ data }) => isCurrent && setResult({ state: data.usable ? "usable" : "unusable" }),
      (error: unknown) => {
        if (isCurrent) {
          setResult({ state: "failed", error, retry: () => setAttempt((count) => count + 1) });
        }
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [token, check, attempt]);
  return token === "" ? { state: "unusable" } : result;
}
