import type { api } from "./api.ts";

/**
 * The app's API client, loaded on first use: the pages a visitor opens first (login) show
 * without it, its HTTP library and every feature's schemas (docs/decisions/062-login-bundle.md).
 * Code that runs only on signed-in pages imports `api` from ./api.ts directly.
 */
export function loadApi(): Promise<typeof api> {
  return import("./api.ts").then((module) => module.api);
}
