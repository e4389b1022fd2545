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
