import { i18n } from "@lingui/core";
import { createApiClient } from "@rawaq/api-client/client";
import { env } from "../env.ts";
import { storedToken } from "./token.ts";

/** The app's one API client: same-origin by default, token from storage, UI locale. */
export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  getToken: storedToken,
  getLocale: () => i18n.locale,
});

/** Fair participation's calls: events and plans, requests, reservations. */
export const participationApi = api.participation;

/** Invoices, transfer receipts and their administration (issue 13). */
export const paymentsApi = api.payments;

/** Staff badges, their public page and their administration (issue 13). */
export const badgesApi = api.badges;

/** The administration's inbox of contact messages (issue 13). */
export const inboxApi = api.inbox;
