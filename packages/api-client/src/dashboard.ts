import { DashboardSchema } from "@rawaq/domain/dashboard";
import { envelopeSchema } from "@rawaq/domain/envelope";
import { type Http, call, segment as id } from "./http.ts";

// apps/api/src/features/dashboard: the administration's dashboard of one event (issue 32).

export function dashboardCalls({ ky: http }: Http) {
  return {
    /** Every tile of the event's dashboard (of the current event without one), as counted. */
    get: (eventId?: string) =>
      call(
        http.get(eventId ? `admin/dashboard/${id(eventId)}` : "admin/dashboard"),
        envelopeSchema(DashboardSchema),
      ),
  };
}
