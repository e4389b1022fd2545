import useSWR from "swr";
import { api } from "../../lib/api.ts";

export function useHealth() {
  return useSWR("health", async () => (await api.getHealth()).data, {
    refreshInterval: 30_000,
  });
}
