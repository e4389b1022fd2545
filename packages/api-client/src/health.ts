import { envelopeSchema } from "@rawaq/domain/envelope";
import { HealthSchema } from "@rawaq/domain/health";
import { type Http, call } from "./http.ts";

// apps/api/src/features/health

export function healthCalls({ ky }: Http) {
  return {
    getHealth: () => call(ky.get("health"), envelopeSchema(HealthSchema)),
  };
}
