import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";

/**
 * The token of a link sent by mail (`…#token=…`). Read once from the fragment, which never
 * reaches a server, then dropped from the address (and from every link the page builds from
 * it), so it stays out of the history.
 */
export function useLinkToken(): string {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(hash.slice(1)).get("token") ?? "");
  useEffect(() => {
    if (hash) navigate({ pathname, search }, { replace: true });
  }, [hash, pathname, search, navigate]);
  return token;
}

/** Where a link stands once its page has asked: not yet known, usable, or not (used, expired). */
export type LinkState =
  | { state: "checking" }
  | { state: "usable" }
  | { state: "unusable" }
  | { state: "failed"; error: unknown; retry: () => void };

/**
 * Asks the API whether a mail link's token can still be used before its page shows a form
 * (issue 26): a used or expired link says so at once. A failed question (no connection,
 * throttled) is a failure to show with Retry. No token at all is unusable without asking.
 */
export function useLinkState(
  token: string,
  check: (token: string) => Promise<{ data: { usable: boolean } }>,
): LinkState {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<LinkState>(
    token ? { state: "checking" } : { state: "unusable" },
  );
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
  return result;
}
