import useSWR from "swr";
import { api } from "../../lib/api.ts";

export const SESSIONS_KEY = "profile/sessions";

/** The devices where the user is logged in. */
export function useSessions() {
  return useSWR(SESSIONS_KEY, async () => (await api.getSessions()).data.sessions);
}
