import type { Dashboard } from "@rawaq/domain/dashboard";
import type { EventRow } from "../../core/fair-events.ts";
import type { Database } from "../../db/client.ts";
import { dashboardOf } from "./queries.ts";

/**
 * How long an event's dashboard is served as counted before it is counted again (decision 087).
 * Counting reads every title of the fair's houses (the rules' check above all): a second on the
 * guide bench's fair. The administration reads figures at most this old, and the page says when
 * they were counted.
 */
export const DASHBOARD_FRESH_MS = 60_000;

interface Counted {
  at: number;
  answer: Promise<Dashboard>;
}

// Per database (the tests run many apps in one process), per event. One count at a time: every
// reader during a count waits for that one rather than starting its own.
const counts = new WeakMap<Database, Map<string, Counted>>();

/** The event's dashboard counted at most DASHBOARD_FRESH_MS before `now`. */
export function freshDashboard(db: Database, event: EventRow, now: Date): Promise<Dashboard> {
  let byEvent = counts.get(db);
  if (!byEvent) {
    byEvent = new Map();
    counts.set(db, byEvent);
  }
  const kept = byEvent.get(event.id);
  const age = kept ? now.getTime() - kept.at : -1;
  if (kept && age >= 0 && age < DASHBOARD_FRESH_MS) return kept.answer;
  const answer = dashboardOf(db, event, now);
  const counting = { at: now.getTime(), answer };
  byEvent.set(event.id, counting);
  // A failed count is not kept: the next reader counts again.
  answer.catch(() => {
    if (byEvent.get(event.id) === counting) byEvent.delete(event.id);
  });
  return answer;
}
