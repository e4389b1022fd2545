import { i18n } from "@lingui/core";
import { createApiClient } from "@rawaq/api-client/client";
import { participationClient } from "@rawaq/api-client/participation";
import { paymentCalls } from "@rawaq/api-client/payments";
import { badgeCalls } from "@rawaq/api-client/badges";
import { inboxCalls } from "@rawaq/api-client/contact";
import { env } from "../env.ts";
import { storedToken } from "./token.ts";

/** The app's one API client: same-origin by default, token from storage, UI locale. */
const options = {
  baseUrl: env.apiBaseUrl,
  getToken: storedToken,
  getLocale: () => i18n.locale,
};

export const api = createApiClient(options);

/** Fair participation's calls: events and plans, requests, reservations. */
export const participationApi = participationClient(api.http, options);

/** Invoices, transfer receipts and their administration (issue 13). */
export const paymentsApi = paymentCalls(api.http);

/** Staff badges, their public page and their administration (issue 13). */
export const badgesApi = badgeCalls(api.http);

/** The administration's inbox of contact messages (issue 13). */
export const inboxApi = inboxCalls(api.http);
