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
