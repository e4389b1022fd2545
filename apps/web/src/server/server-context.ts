/**
 * What the server gives loaders when it renders a page (src/server/render.tsx). In the browser
 * loaders get no context: they leave the data to the page's SWR hooks, as before.
 */
export interface ServerContext {
  /**
   * The API's answer to a GET that needs no session (`/api/badges/{id}`), read in-process: the
   * page's first HTML holds what anyone may see, and nothing a cookie would unlock.
   */
  readPublic(path: string): Promise<{ status: number; body: unknown }>;
}

/** The server's context in a loader's `context` argument, or undefined in the browser. */
export function serverContext(context: unknown): ServerContext | undefined {
  return typeof document === "undefined" && context && typeof context === "object"
    ? (context as ServerContext)
    : undefined;
}
