/**
 * The API reads of the page being opened, started by `public/boot.js` as soon as the page
 * arrives (the server lists them: docs/decisions/082-…), instead of once the app's code has run.
 * The app's first call for the same address with the same credentials takes its answer; each is
 * taken once, and any other call goes to the network.
 */
export function takeStartedRequest(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> | undefined {
  const started = typeof window === "undefined" ? undefined : window.__rawaqStarted;
  if (!started || started.size === 0) return undefined;
  const request = input instanceof Request ? input : new Request(input, init);
  if (request.method !== "GET") return undefined;
  const url = new URL(request.url);
  const key = `${url.pathname}${url.search}`;
  const entry = started.get(key);
  if (!entry || entry.authorization !== request.headers.get("Authorization")) return undefined;
  started.delete(key);
  return entry.response;
}

declare global {
  interface Window {
    /** Set by public/boot.js: address → the read it started, with the credentials it sent. */
    __rawaqStarted?: Map<string, { authorization: string | null; response: Promise<Response> }>;
  }
}
