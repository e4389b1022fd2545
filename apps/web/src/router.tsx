import { createBrowserRouter, matchRoutes } from "react-router-dom";
import { reloadForChunkError } from "./platform/chunk-reload.ts";
import { routes } from "./router/routes.tsx";

/** Where the server put its page's router state (src/server/render.tsx writes it). */
export const HYDRATION_DATA_ID = "rawaq-router-state";

/**
 * The app's router. A page the server rendered is picked up where the server left it: its lazy
 * routes are loaded first (hydrating with a route still lazy would draw nothing and throw the
 * server's HTML away), and its loaders' answers are the server's, so none runs twice.
 */
export async function createRouter() {
  const state = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (!state) return { router: createBrowserRouter(routes), hydrate: false };
  try {
    await Promise.all(
      (matchRoutes(routes, location) ?? []).map(async ({ route }) => {
        if (typeof route.lazy !== "function") return;
        const module = await route.lazy();
        Object.assign(route, { ...module, lazy: undefined });
      }),
    );
  } catch {
    // A chunk of an older build is gone: reload into the new one (once per 10 s), or else let
    // the browser's router meet the failure and show the error page, as without the server.
    if (reloadForChunkError()) return new Promise<never>(() => {});
    return { router: createBrowserRouter(routes), hydrate: false };
  }
  // createBrowserRouter reads (and revives the errors of) this global itself.
  window.__staticRouterHydrationData = JSON.parse(state);
  return { router: createBrowserRouter(routes), hydrate: true };
}

declare global {
  interface Window {
    /** React Router's name for the server's router state (see createRouter). */
    __staticRouterHydrationData?: unknown;
  }
}
