import { randomUUID } from "node:crypto";
import { type BoothChange, BoothChangeSchema } from "@rawaq/domain/participation";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as v from "valibot";
import type { Database } from "./client.ts";
import type { Logger } from "../lib/logger.ts";

// Booth changes travel to open floor plans through this hub: the reservation and event features
// publish after their transaction commits, the plan's stream subscribes per event (docs/decisions/
// 031-…). So does the end of a user's sessions (logout, a password changed or reset, an account
// disabled): each open plan of that user checks its own session and closes when it ended
// (docs/decisions/070-…). On PostgreSQL several processes share the database, and each change
// also goes to the others through LISTEN/NOTIFY (docs/decisions/055-…); PGlite is one process and
// needs only the in-process hub.

/** Booths that changed state, or "layout" when the plan itself changed (reload it). */
export type PlanChange = BoothChange[] | "layout";
type Listener = (change: PlanChange) => void;

export interface PlanChanges {
  publish(eventId: string, change: PlanChange): void;
  /** Returns the unsubscribe function. */
  subscribe(eventId: string, listener: Listener): () => void;
  /** Open subscriptions, for tests and the benchmark. */
  listeners(eventId: string): number;
  /**
   * Some sessions of a user ended (after the commit that ended them): the user's open plans, in
   * every process, check theirs. Resolves once the other processes have been sent it, so the
   * answer that ended them leaves after it.
   */
  sessionsEnded(userId: string): Promise<void>;
  /** An open plan of `userId` hears when some of its sessions end; returns the unsubscribe. */
  onSessionsEnded(userId: string, listener: () => void): () => void;
  /** The plans `userId` has open in this process (their per-account cap). */
  openPlans(userId: string): number;
}

/** Plan changes shared with every process on the same PostgreSQL database. */
export interface SharedPlanChanges extends PlanChanges {
  /** Stops listening and waits for changes still being sent; close the database after it. */
  close(): Promise<void>;
}

export function createPlanChanges(): PlanChanges {
  return createHub();
}

/** A set per key, forgotten when it empties. */
function registry<T>() {
  const byKey = new Map<string, Set<T>>();
  return {
    add(key: string, item: T) {
      let set = byKey.get(key);
      if (!set) byKey.set(key, (set = new Set()));
      set.add(item);
      return () => {
        set.delete(item);
        if (set.size === 0) byKey.delete(key);
      };
    },
    of: (key: string): Iterable<T> => byKey.get(key) ?? [],
    size: (key: string) => byKey.get(key)?.size ?? 0,
    keys: () => [...byKey.keys()],
  };
}

function createHub() {
  const byEvent = new Map<string, Set<Listener>>();
  const plansOfUser = registry<() => void>();
  return {
    publish(eventId: string, change: PlanChange) {
      if (change.length === 0) return;
      for (const listener of byEvent.get(eventId) ?? []) listener(change);
    },
    subscribe(eventId: string, listener: Listener) {
      let set = byEvent.get(eventId);
      if (!set) byEvent.set(eventId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) byEvent.delete(eventId);
      };
    },
    listeners: (eventId: string) => byEvent.get(eventId)?.size ?? 0,
    /** The events some plan is open on. */
    events: () => [...byEvent.keys()],
    async sessionsEnded(userId: string) {
      for (const listener of plansOfUser.of(userId)) listener();
    },
    onSessionsEnded: (userId: string, listener: () => void) => plansOfUser.add(userId, listener),
    openPlans: (userId: string) => plansOfUser.size(userId),
    /** The users some plan is open for. */
    users: () => plansOfUser.keys(),
  };
}

/** The channel every process of one database listens on. */
export const PLAN_CHANNEL = "rawaq_plan_changes";
/** NOTE: PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (its NOTIFY page). */
export const PAYLOAD_MAX_BYTES = 7999;
/** How long the listening connection may take to open (as the pool's, db/client.ts). */
const CONNECT_TIMEOUT_MS = 5000;

const NotificationSchema = v.union([
  v.object({
    /** The sending process: it delivered the change itself and skips its own echo. */
    from: v.string(),
    event: v.string(),
    change: v.union([v.literal("layout"), v.array(BoothChangeSchema)]),
  }),
  /** Some sessions of this user ended. */
  v.object({ from: v.string(), user: v.string() }),
]);

export interface SharedPlanChangesOptions {
  /** The database's URL: the listening connection is opened apart from the pool. */
  url: string;
  /** Where the notifications are sent from (the pool). */
  db: Database;
  logger: Logger;
  /** Back-off between attempts to reopen a lost listening connection. */
  retry?: { initialMs: number; maxMs: number };
}

/**
 * The hub of this process, fanned out to the other processes on the same database: a change is
 * delivered here at once and sent to the others with NOTIFY (in publish order); theirs arrive on
 * one listening connection, reopened with back-off when it drops. Resolves once it listens.
 */
export async function listenForPlanChanges({
  url,
  db,
  logger,
  retry = { initialMs: 200, maxMs: 10_000 },
}: SharedPlanChangesOptions): Promise<SharedPlanChanges> {
  const hub = createHub();
  const origin = randomUUID();
  let sequence = 0;
  let isClosed = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let attempts = 0;

  const receive = (message: pg.Notification) => {
    if (message.channel !== PLAN_CHANNEL) return;
    const parsed = v.safeParse(NotificationSchema, parseJson(message.payload));
    if (!parsed.success) {
      logger.warn({ channel: PLAN_CHANNEL }, "An unreadable plan change was ignored.");
      return;
    }
    // This process's own changes were delivered when they were published.
    const notice = parsed.output;
    if (notice.from === origin) return;
    if ("user" in notice) void hub.sessionsEnded(notice.user);
    else hub.publish(notice.event, notice.change);
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A connection that died without a word (a NAT, a cable) is noticed, not listened on.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    const onLost = (error?: Error) => {
      // Before it listens, a failure is connect()'s to report; after close(), it is expected.
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      logger.warn(
        { err: error },
        "The plan-change listener lost its PostgreSQL connection; it reconnects.",
      );
      reconnectLater();
    };
    next.on("error", onLost);
    next.on("end", () => onLost());
    next.on("notification", receive);
    try {
      await next.connect();
      await next.query(`LISTEN ${PLAN_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (isClosed) await next.end();
    else client = next;
  };

  const reconnectLater = () => {
    // Doubling, capped, with jitter: processes that lost the server together do not return as one.
    const delay =
      Math.min(retry.maxMs, retry.initialMs * 2 ** attempts) * (0.5 + Math.random() / 2);
    attempts += 1;
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          if (isClosed) return;
          attempts = 0;
          logger.info("The plan-change listener is back; open plans reload.");
          // Whatever the other processes sent meanwhile was missed: the open plans reload, and
          // check their sessions, which may have ended meanwhile.
          for (const eventId of hub.events()) hub.publish(eventId, "layout");
          for (const userId of hub.users()) void hub.sessionsEnded(userId);
        },
        (error: unknown) => {
          if (isClosed) return;
          logger.warn({ err: error }, "The plan-change listener could not reconnect yet.");
          reconnectLater();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  // Sent one batch at a time, so the others receive the changes in the order they were published.
  const pending: string[] = [];
  let sending: Promise<void> | undefined;
  const flush = (): Promise<void> =>
    (sending ??= (async () => {
      while (pending.length > 0) {
        const batch = pending.splice(0);
        try {
          await notify(db, batch);
        } catch (error) {
          // The change is committed; the other processes' plans catch up when they next reload.
          logger.error({ err: error }, "A plan change could not be sent to the other processes.");
        }
      }
    })().finally(() => {
      sending = undefined;
      if (pending.length > 0) void flush();
    }));

  await connect();

  return {
    publish(eventId, change) {
      if (change.length === 0) return;
      hub.publish(eventId, change);
      if (isClosed) return;
      for (const part of notificationPayloads(eventId, change, origin, () => sequence++)) {
        pending.push(part);
      }
      void flush();
    },
    subscribe: hub.subscribe,
    listeners: hub.listeners,
    async sessionsEnded(userId) {
      await hub.sessionsEnded(userId);
      if (isClosed) return;
      pending.push(
        `{"from":${JSON.stringify(origin)},"n":${sequence++},"user":${JSON.stringify(userId)}}`,
      );
      await flush();
    },
    onSessionsEnded: hub.onSessionsEnded,
    openPlans: hub.openPlans,
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      await flush();
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}

/**
 * The NOTIFY payloads for one change, each under PostgreSQL's limit: the booths split over as
 * many as needed. A booth too big for one alone (it cannot be, with ids) becomes a reload.
 * `next` numbers them, so PostgreSQL never folds two equal payloads of a transaction into one.
 */
export function notificationPayloads(
  eventId: string,
  change: PlanChange,
  origin: string,
  next: () => number,
  maxBytes = PAYLOAD_MAX_BYTES,
): string[] {
  const envelope = (body: string, n = next()) =>
    `{"from":${JSON.stringify(origin)},"n":${n},"event":${JSON.stringify(eventId)},"change":${body}}`;
  if (change === "layout") return [envelope('"layout"')];
  // Room for the booths: the envelope's own bytes, with the longest sequence number, come off.
  const room = maxBytes - Buffer.byteLength(envelope("[]", Number.MAX_SAFE_INTEGER));
  const payloads: string[] = [];
  let part: string[] = [];
  let size = 0;
  const send = () => {
    if (part.length > 0) payloads.push(envelope(`[${part.join(",")}]`));
    part = [];
    size = 0;
  };
  for (const booth of change) {
    const text = JSON.stringify(booth);
    const bytes = Buffer.byteLength(text) + 1;
    if (bytes > room) {
      send();
      payloads.push(envelope('"layout"'));
      continue;
    }
    if (size + bytes > room) send();
    part.push(text);
    size += bytes;
  }
  send();
  return payloads;
}

async function notify(db: Database, payloads: string[]) {
  if (payloads.length === 1) {
    await db.execute(sql`select pg_notify(${PLAN_CHANNEL}, ${payloads[0]})`);
    return;
  }
  // One transaction: PostgreSQL delivers its notifications together, in the order sent.
  await db.transaction(async (tx) => {
    for (const payload of payloads) {
      await tx.execute(sql`select pg_notify(${PLAN_CHANNEL}, ${payload})`);
    }
  });
}

function parseJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? "");
  } catch {
    return undefined;
  }
}
