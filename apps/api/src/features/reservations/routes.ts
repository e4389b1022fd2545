import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import {
  HOLD_MINUTES,
  HoldInputSchema,
  RESERVATION_STATUSES,
  type Reservation,
  nearestEvent,
} from "@rawaq/domain/participation";
import { IdSchema } from "@rawaq/domain/validation";
import { type Context, Hono } from "hono";
import { findEvent } from "../../core/fair-events.ts";
import { streamSSE } from "hono/streaming";
import * as v from "valibot";
import { toEvent } from "../../core/fair-events.ts";
import { findSession } from "../../core/sessions.ts";
import {
  type UserEnv,
  requireAdmin,
  requireManager,
  requireMembership,
  requireUser,
} from "../../core/access.ts";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { notFound } from "../../http/respond.ts";
import { invalid, readQuery, validateJson } from "../../http/validate.ts";
import type { AdjustableClock } from "../../lib/clock.ts";
import { csvWriterEncoder, streamExport } from "../../http/export-stream.ts";
import { reservationsCsv } from "./export.ts";
import {
  approvedParticipations,
  eventExists,
  findReservation,
  floorPlan,
  listReservations,
  liveArea,
  type ReservationCursor,
  reservationsAfter,
  sweepExpiredHolds,
} from "./queries.ts";
import { type PlanChange, changeReservation, holdBooth } from "./service.ts";
import { planCacheFor } from "./plan-cache.ts";
import { acceptsGzip } from "../../http/compress.ts";
import { reservationMessages } from "./messages.ts";

const eventParams = pathParams({ eventId: IdSchema });
const reservationParams = pathParams({ reservationId: IdSchema });
/**
 * A comment line this often keeps proxies from closing a quiet stream; the stream checks its
 * session each time too (an expiry, or an end no one announced, closes it within this).
 */
const HEARTBEAT_MS = 15_000;
/**
 * Live plans one account may have open at once in one process: a person's tabs, well above what
 * anyone keeps open; past it, 429 (the web app polls the plan meanwhile). Each stream holds a
 * subscription and a socket, so one account cannot hold the process's memory (decision 070).
 */
export const MAX_PLAN_STREAMS_PER_ACCOUNT = 10;

/** The plan with who holds what, for the administration: read afresh each time. */
async function adminPlan<E extends UserEnv>(c: Context<E>, eventId: string) {
  const event = await findEvent(c.var.db, eventId);
  if (!event) return undefined;
  const now = c.var.clock.now();
  const zones = await floorPlan(c.var.db, eventId, now, { withHolders: true });
  return { event: toEvent(event, now), zones };
}

/** `/api/events/{id}/plan` and its live stream, for everyone signed in. */
export const planRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/:eventId/plan", eventParams, async (c) => {
    const { eventId } = c.req.valid("param");
    c.header("Cache-Control", "private, no-store");
    if (c.var.user.role === "admin") {
      const plan = await adminPlan(c, eventId);
      return plan ? c.json({ data: plan }) : notFound(c);
    }
    // An exhibitor's plan comes whole from the plan cache, compressed once per change.
    const body = await planCacheFor(c.var.planChanges).answer(
      c.var.db,
      eventId,
      c.var.clock.now(),
      c.var.membership?.organization.id,
    );
    if (!body) return notFound(c);
    c.header("Vary", "Accept-Encoding");
    if (acceptsGzip(c.req.header("Accept-Encoding"))) {
      return c.body(body.gzip(), 200, {
        "Content-Type": "application/json",
        "Content-Encoding": "gzip",
      });
    }
    return c.body(body.json, 200, { "Content-Type": "application/json" });
  })
  /**
   * Server-sent events: `booths` with the booths that changed state, `layout` when the plan itself
   * changed. Clients refetch the plan when the stream (re)opens, so nothing between is missed.
   */
  .get("/:eventId/plan/stream", eventParams, async (c) => {
    const { eventId } = c.req.valid("param");
    if (!(await eventExists(c.var.db, eventId))) return notFound(c);
    const { user, token, planChanges, db } = c.var;
    const isAdmin = user.role === "admin";
    const organizationId = c.var.membership?.organization.id;
    if (planChanges.openPlans(user.id) >= MAX_PLAN_STREAMS_PER_ACCOUNT) {
      c.header("Retry-After", String(HEARTBEAT_MS / 1000));
      return c.json({ message: c.var.i18n._(reservationMessages.tooManyPlanStreams) }, 429);
    }
    // The stream lives as long as the session it was opened with, as the user and house it was
    // opened for: the view it sends depends on both.
    const sessionHolds = async () => {
      const session = await findSession(db, token);
      return (
        session !== undefined &&
        session.user.role === user.role &&
        session.membership?.organization.id === organizationId
      );
    };
    /** A check of the session under way: nothing is sent until it says the session holds. */
    let checking: Promise<boolean> | undefined;
    let wake: (() => void) | undefined;
    const check = () => {
      checking = sessionHolds().catch(() => false);
      wake?.();
    };
    // Registered before the answer starts, with the count above, so the cap counts every stream.
    const stopHearing = planChanges.onSessionsEnded(user.id, check);
    return streamSSE(c, async (stream) => {
      const queue: PlanChange[] = [];
      const unsubscribe = planChanges.subscribe(eventId, (change) => {
        queue.push(change);
        wake?.();
      });
      let open = true;
      const close = () => {
        open = false;
        unsubscribe();
        stopHearing();
        wake?.();
      };
      stream.onAbort(close);
      try {
        await stream.writeSSE({ event: "ready", data: "{}", retry: 2000 });
        let beatDue = false;
        while (open) {
          if (checking) {
            const pending = checking;
            const holds = await pending;
            if (checking === pending) checking = undefined;
            if (!holds) break;
            continue;
          }
          if (beatDue) {
            beatDue = false;
            await stream.write(": heartbeat\n\n");
            continue;
          }
          if (queue.length === 0) {
            const quiet = await new Promise<boolean>((resolve) => {
              const timer = setTimeout(() => resolve(true), HEARTBEAT_MS);
              wake = () => {
                clearTimeout(timer);
                resolve(false);
              };
            });
            wake = undefined;
            // A quiet stream checks its session, then tells the proxies it is alive.
            if (quiet && open) {
              check();
              beatDue = true;
            }
            continue;
          }
          const change = queue.shift()!;
          if (change === "layout") {
            await stream.writeSSE({ event: "layout", data: "{}" });
          } else {
            // Only admins learn which organization holds a booth; exhibitors learn if it is theirs.
            const booths = change.map((booth) => ({
              booth_id: booth.booth_id,
              state: booth.state,
              organization_id: isAdmin
                ? booth.organization_id
                : booth.organization_id !== null && booth.organization_id === organizationId
                  ? booth.organization_id
                  : null,
            }));
            await stream.writeSSE({ event: "booths", data: JSON.stringify(booths) });
          }
        }
      } finally {
        // The session ended, or the client left: the stream is no longer counted or told.
        close();
      }
    });
  });

/**
 * `/api/reservations`: the caller's organization's holds on its approved requests, one event at a
 * time (`?event_id=`, else the nearest).
 */
export const reservationRoutes = new Hono<AppEnv>()
  .use(requireUser, requireMembership)
  .get("/mine", async (c) => {
    const query = readQuery(c);
    const eventId = v.is(IdSchema, query.event_id) ? query.event_id : undefined;
    const organizationId = c.var.membership.organization.id;
    const now = c.var.clock.now();
    const participations = await approvedParticipations(c.var.db, organizationId);
    const approvedEvents = participations.map((participation) => participation.event);
    const chosenId = eventId ?? nearestEvent(approvedEvents, now)?.id;
    const request = participations.find((participation) => participation.event.id === chosenId);
    if (!request) {
      return c.json({
        data: {
          events: approvedEvents,
          request_id: null,
          event_id: null,
          approved_area: 0,
          reservations: [],
          held_area: 0,
        },
      });
    }
    const [{ reservations }, heldArea] = await Promise.all([
      listReservations(
        c.var.db,
        { requestId: request.requestId, organizationId },
        { page: 1, per_page: 100 },
        now,
      ),
      liveArea(c.var.db, request.requestId, now),
    ]);
    return c.json({
      data: {
        events: approvedEvents,
        request_id: request.requestId,
        event_id: request.event.id,
        approved_area: request.approvedArea ?? 0,
        reservations,
        held_area: heldArea,
      },
    });
  })
  .post("/", requireManager, validateJson(HoldInputSchema), async (c) => {
    const organizationId = c.var.membership.organization.id;
    const now = c.var.clock.now();
    const result = await holdBooth(
      c.var.db,
      c.var.user,
      organizationId,
      c.req.valid("json").booth_id,
      now,
    );
    switch (result.outcome) {
      case "not_found":
        return invalid(c, { booth_id: ["unknown_option"] });
      case "blocked":
        return c.json({ message: c.var.i18n._(reservationMessages.boothBlocked) }, 409);
      case "no_request":
        return c.json({ message: c.var.i18n._(reservationMessages.noApprovedRequest) }, 409);
      case "area_exceeded":
        return invalid(c, { booth_id: ["area_exceeded"] });
      case "taken":
        return c.json({ message: c.var.i18n._(reservationMessages.boothTaken) }, 409);
      case "held": {
        const reservation = await findReservation(c.var.db, result.id, now);
        c.var.planChanges.publish(result.eventId, [
          { booth_id: reservation!.booth_id, state: "held", organization_id: organizationId },
        ]);
        return c.json(
          {
            data: { reservation },
            message: c.var.i18n._({
              ...reservationMessages.boothHeld,
              values: { minutes: HOLD_MINUTES },
            }),
          },
          201,
        );
      }
    }
  })
  .post("/:reservationId/cancel", reservationParams, requireManager, async (c) => {
    const outcome = await changeReservation(
      c.var.db,
      c.var.planChanges,
      c.var.user,
      c.req.valid("param").reservationId,
      "cancelled",
      c.var.clock.now(),
      c.var.zatca,
      c.var.membership.organization.id,
    );
    return ended(c, outcome, reservationMessages.holdCancelled);
  });

function ended<E extends UserEnv>(
  c: Context<E>,
  outcome: "done" | "not_found" | "closed",
  done: { id: string; message?: string },
) {
  if (outcome === "not_found") return notFound(c);
  if (outcome === "closed") {
    return c.json({ message: c.var.i18n._(reservationMessages.reservationClosed) }, 409);
  }
  return c.json({ data: { ok: true }, message: c.var.i18n._(done) });
}

function reservationFilter(query: Record<string, string>) {
  return {
    eventId: v.is(IdSchema, query.event_id) ? query.event_id : undefined,
    status: v.is(v.picklist(RESERVATION_STATUSES), query.status) ? query.status : undefined,
  };
}

/** `/api/admin/reservations`: every reservation, manual confirm and cancel, the export. */
export const adminReservationRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/", async (c) => {
    const query = readQuery(c);
    const page = v.parse(PageQuerySchema, query);
    const { reservations, total } = await listReservations(
      c.var.db,
      reservationFilter(query),
      page,
      c.var.clock.now(),
    );
    return c.json({ data: { reservations, meta: pageMeta(page, total) } });
  })
  /** Every reservation matching the list's filters, as the list orders them, streamed. */
  .get("/export", async (c) => {
    const filter = reservationFilter(readQuery(c));
    // One instant for the whole export: a hold does not expire between two of its batches.
    const now = c.var.clock.now();
    const { i18n } = c.var;
    return streamExport(c, {
      fileName: "reservations.csv",
      encoder: csvWriterEncoder((rows: Reservation[]) => reservationsCsv(rows, i18n)),
      read: (db, after: ReservationCursor | undefined, size) =>
        reservationsAfter(db, filter, now, after, size),
    });
  })
  .post("/:reservationId/confirm", reservationParams, async (c) => {
    const outcome = await changeReservation(
      c.var.db,
      c.var.planChanges,
      c.var.user,
      c.req.valid("param").reservationId,
      "confirmed",
      c.var.clock.now(),
      c.var.zatca,
    );
    return ended(c, outcome, reservationMessages.reservationConfirmed);
  })
  .post("/:reservationId/cancel", reservationParams, async (c) => {
    const outcome = await changeReservation(
      c.var.db,
      c.var.planChanges,
      c.var.user,
      c.req.valid("param").reservationId,
      "cancelled",
      c.var.clock.now(),
      c.var.zatca,
    );
    return ended(c, outcome, reservationMessages.holdCancelled);
  });

/**
 * `POST /api/test/clock {minutes}`: moves the clock forward and runs the hold sweep at once, so
 * the end-to-end run sees a hold expire. Mounted only with RAWAQ_TEST_CLOCK (app.ts, env.ts).
 */
export function testClockRoutes(clock: AdjustableClock) {
  return new Hono<AppEnv>().post(
    "/clock",
    validateJson(v.object({ minutes: v.pipe(v.number(), v.minValue(0), v.maxValue(100_000)) })),
    async (c) => {
      clock.advance(c.req.valid("json").minutes * 60_000);
      const changes = await sweepExpiredHolds(c.var.db, clock.now());
      for (const [eventId, booths] of changes) c.var.planChanges.publish(eventId, booths);
      return c.json({ data: { now: clock.now().toISOString() } });
    },
  );
}
