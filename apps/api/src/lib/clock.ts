/**
 * The time the rules read. Production uses the system's; tests and the end-to-end run move it
 * (holds expire after 30 minutes, registration windows are calendar days), so no rule reads
 * `new Date()` itself.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that runs with the system's but can be moved forward (tests, e2e's test switch). */
export interface AdjustableClock extends Clock {
  advance(milliseconds: number): void;
  set(at: Date): void;
}

export function adjustableClock(start?: Date): AdjustableClock {
  let offset = start ? start.getTime() - Date.now() : 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (milliseconds) => void (offset += milliseconds),
    set: (at) => void (offset = at.getTime() - Date.now()),
  };
}
