import type { BoothChange } from "@rawaq/domain/participation";

// Booth changes travel to open floor plans through this in-process hub: the reservation and
// event features publish after their transaction commits, the plan's stream subscribes per event
// (docs/decisions/031-…). Several API processes would each need the others' changes: PostgreSQL
// LISTEN/NOTIFY behind this same interface is the path there.

/** Booths that changed state, or "layout" when the plan itself changed (reload it). */
export type PlanChange = BoothChange[] | "layout";
type Listener = (change: PlanChange) => void;

export interface PlanChanges {
  publish(eventId: string, change: PlanChange): void;
  /** Returns the unsubscribe function. */
  subscribe(eventId: string, listener: Listener): () => void;
  /** Open subscriptions, for tests and the benchmark. */
  listeners(eventId: string): number;
}

export function createPlanChanges(): PlanChanges {
  const byEvent = new Map<string, Set<Listener>>();
  return {
    publish(eventId, change) {
      if (change.length === 0) return;
      for (const listener of byEvent.get(eventId) ?? []) listener(change);
    },
    subscribe(eventId, listener) {
      let set = byEvent.get(eventId);
      if (!set) byEvent.set(eventId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) byEvent.delete(eventId);
      };
    },
    listeners: (eventId) => byEvent.get(eventId)?.size ?? 0,
  };
}
