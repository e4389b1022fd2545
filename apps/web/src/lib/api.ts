import { i18n } from "@lingui/core";
import { createApiClient } from "@rawaq/api-client/client";
import { env } from "../env.ts";
import { takeStartedRequest } from "./started-requests.ts";
import { storedToken } from "./token.ts";

/**
 * Where the API's calls go on the server, which draws pages with the same hooks but reads nothing
 * with them: it only learns which reads a page makes (src/server/render.tsx).
 */
let serverFetch: typeof globalThis.fetch | undefined;
export function setServerFetch(fetch: typeof globalThis.fetch): void {
  serverFetch = fetch;
}

/** The app's one API client: same-origin by default, token from storage, UI locale. */
export const api = createApiClient({
  // A request needs an absolute address in Node; the server's are never sent (see above).
  baseUrl:
    typeof window === "undefined" ? `http://server.invalid${env.apiBaseUrl}` : env.apiBaseUrl,
  getToken: storedToken,
  getLocale: () => i18n.locale,
  fetch: (input, init) =>
    serverFetch?.(input, init) ?? takeStartedRequest(input, init) ?? globalThis.fetch(input, init),
});
/** Fair participation's calls: events and plans, requests, reservations. */
export const participationApi = api.participation;

/** Invoices, transfer receipts and their administration (issue 13). */
export const paymentsApi = api.payments;

/** Staff badges, their public page and their administration (issue 13). */
export const badgesApi = api.badges;

/** The administration's inbox of contact messages (issue 13). */
export const inboxApi = api.inbox;
