import type { PrivacyTerms } from "@rawaq/domain/privacy";
import useSWR from "swr";
import { api } from "../../lib/api.ts";

/** The notice's version and this server's retention periods (GET /api/privacy, public). */
export function usePrivacyTerms(fromServer?: PrivacyTerms) {
  return useSWR("privacy", async () => (await api.getPrivacyTerms()).data, {
    // The server's HTML already shows them (routes/privacy/loader.ts): drawn at once.
    fallbackData: fromServer,
    revalidateOnFocus: false,
  });
}
