import { gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { toEvent } from "../../core/fair-events.ts";
import type { Database } from "../../db/client.ts";
import { events } from "../../db/schema/index.ts";
import type { PlanChanges } from "../../db/plan-changes.ts";
import { KEPT_ANSWER } from "../../http/compress.ts";
import { floorPlan } from "./queries.ts";

// An exhibitor's floor plan answer, kept per event between changes (docs/decisions/058).
// Reading, mapping, serialising and compressing 500 booths cost about 8 ms of CPU per answer, and
// every open /reservation page asks for it on load and on each reconnection of its stream. What
// changes a plan (booths, holds, the event's dates) already goes through the plan-change hub,
// across processes on PostgreSQL, and the hub drops the event's copy; a hold's expiry, which no
// one announces, ends the copy's validity at the earliest expiry it holds.

/** Distinct answers kept per event: one per set of booths "mine" (most houses hold none). */
const VARIANTS_MAX = 64;

type Zones = Awaited<ReturnType<typeof floorPlan>>;

/** An answer's body, as JSON text and gzipped (made on first use). */
export interface PlanBody {
  json: Uint8Array<ArrayBuffer>;
  gzip(): Uint8Array<ArrayBuffer>;
}

interface Copy {
  version: number;
  /** The clock's time it was read at, and until when it holds (the first hold to expire). */
  readAt: number;
  validUntil: number;
  event: typeof events.$inferSelect;
  /** The zones with no booth marked mine, and who holds each held or confirmed booth. */
  zones: Zones;
  holders: Map<string, string>;
  /** Answers by the caller's booths (`is_mine`) and the event's state at the time asked. */
  bodies: Map<string, PlanBody>;
}

interface Entry {
  /** Bumped by every change of the event: a copy read before a change is not kept after it. */
  version: number;
  copy?: Copy;
}

export interface PlanCache {
  /**
   * The plan answer `{ data: { event, zones } }` for a member of `organizationId` (its booths
   * `is_mine`) at `now`; undefined when there is no such event.
   */
  answer(
    db: Database,
    eventId: string,
    now: Date,
    organizationId: string | undefined,
  ): Promise<PlanBody | undefined>;
}

/** The app's plan cache: one per plan-change hub, which every app (and test app) has its own of. */
const caches = new WeakMap<PlanChanges, PlanCache>();

export function planCacheFor(planChanges: PlanChanges): PlanCache {
  let cache = caches.get(planChanges);
  if (!cache) {
    cache = createPlanCache(planChanges);
    caches.set(planChanges, cache);
  }
  return cache;
}

function createPlanCache(planChanges: PlanChanges): PlanCache {
  const entries = new Map<string, Entry>();

  function entryOf(eventId: string): Entry {
    let entry = entries.get(eventId);
    if (!entry) {
      const created: Entry = { version: 0 };
      entry = created;
      entries.set(eventId, created);
      // One listener per event for the process's life: events are few.
      planChanges.subscribe(eventId, () => {
        created.version += 1;
        created.copy = undefined;
      });
    }
    return entry;
  }

  async function copyAt(db: Database, eventId: string, now: Date): Promise<Copy | undefined> {
    const entry = entryOf(eventId);
    const time = now.getTime();
    const kept = entry.copy;
    if (kept && kept.readAt <= time && time < kept.validUntil) return kept;
    const version = entry.version;
    const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
    if (!event) return undefined;
    const holders = new Map<string, string>();
    let validUntil = Number.POSITIVE_INFINITY;
    const zones = await floorPlan(db, eventId, now, {
      withHolders: false,
      onReservation: (boothId, organizationId, expiresAt) => {
        holders.set(boothId, organizationId);
        if (expiresAt) validUntil = Math.min(validUntil, expiresAt.getTime());
      },
    });
    const copy: Copy = {
      version,
      readAt: time,
      validUntil,
      event,
      zones,
      holders,
      bodies: new Map(),
    };
    // A change published while it was being read: answer with it, keep nothing.
    if (entry.version === version) entry.copy = copy;
    return copy;
  }

  return {
    async answer(db, eventId, now, organizationId) {
      const copy = await copyAt(db, eventId, now);
      if (!copy) return undefined;
      const mine = organizationId
        ? [...copy.holders].filter(([, holder]) => holder === organizationId).map(([id]) => id)
        : [];
      const event = JSON.stringify(toEvent(copy.event, now));
      const key = `${mine.sort().join(",")}|${event}`;
      let body = copy.bodies.get(key);
      if (!body) {
        const isMine = new Set(mine);
        const zones = copy.zones.map((zone) => ({
          ...zone,
          booths: zone.booths.map((booth) => ({ ...booth, is_mine: isMine.has(booth.id) })),
        }));
        const json = new TextEncoder().encode(
          `{"data":{"event":${event},"zones":${JSON.stringify(zones)}}}`,
        );
        let gzipped: Uint8Array<ArrayBuffer> | undefined;
        body = { json, gzip: () => (gzipped ??= gzipSync(json, KEPT_ANSWER)) };
        if (copy.bodies.size >= VARIANTS_MAX) copy.bodies.clear();
        copy.bodies.set(key, body);
      }
      return body;
    },
  };
}
