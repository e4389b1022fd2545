import { availableParallelism } from "node:os";

/**
 * Cores left once the event loop has one: the bound for CPU-heavy work run off the event loop
 * (password hashing, book-list checks). Run all at once, such work takes every core and the
 * event loop waits behind it, so every other request waits too (bench/api.ts: health while ten
 * clients log in).
 */
export const BACKGROUND_SLOTS = Math.max(1, availableParallelism() - 1);

export interface Slots {
  /**
   * Runs `task` when a slot is free, in arrival order; the slot is freed however it ends. With
   * `signal` aborted by then (the client left while waiting), the task never runs and the call
   * rejects with the signal's reason: the slot goes to the next one instead.
   */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/** At most `limit` tasks under way at once; the others wait their turn. */
export function createSlots(limit: number): Slots {
  let running = 0;
  const queue: Array<() => void> = [];
  return {
    async run(task, signal) {
      if (running < limit) running += 1;
      // The slot is handed over by the task that frees it: `running` does not change.
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        signal?.throwIfAborted();
        return await task();
      } finally {
        const next = queue.shift();
        if (next) next();
        else running -= 1;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
