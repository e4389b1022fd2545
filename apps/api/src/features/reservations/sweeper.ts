import type { Database } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Logger } from "../../lib/logger.ts";
import type { PlanChanges } from "../../db/plan-changes.ts";
import { sweepExpiredHolds } from "./queries.ts";

export interface HoldSweeperOptions {
  db: Database;
  clock: Clock;
  planChanges: PlanChanges;
  /** Where a failed sweep is reported (the server's JSON logger); the next tick tries again. */
  logger: Logger;
  intervalMs?: number;
}

/**
 * Marks expired holds every `intervalMs` and tells open plans. Reads already treat an expired
 * hold as free, so this only brings the rows and the live plans in line; returns `stop`.
 */
export function startHoldSweeper({
  db,
  clock,
  planChanges,
  logger,
  intervalMs = 1000,
}: HoldSweeperOptions) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepExpiredHolds(db, clock.now())
      .then((changes) => {
        for (const [eventId, booths] of changes) planChanges.publish(eventId, booths);
      })
      .catch((error: unknown) => logger.error({ err: error }, "the hold sweep failed"))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
