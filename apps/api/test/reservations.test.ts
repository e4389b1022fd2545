import type { BoothChange, MyReservation, PlanBooth } from "@rawaq/domain/participation";
import { and, eq, inArray } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { issueToken } from "../src/core/sessions.ts";
import {
  boothReservations,
  booths,
  events,
  participationRequests,
} from "../src/db/schema/index.ts";
import { adjustableClock } from "../src/lib/clock.ts";
import { silentLogger } from "../src/lib/logger.ts";
import { createPlanChanges } from "../src/db/plan-changes.ts";
import { boothInput } from "../src/features/events/queries.ts";
import { MAX_PLAN_STREAMS_PER_ACCOUNT } from "../src/features/reservations/routes.ts";
import { startHoldSweeper } from "../src/features/reservations/sweeper.ts";
import { type TestUser, createUser } from "./fixtures.ts";
import { type TestApp, createTestApp, listen } from "./helpers.ts";
import { IN_WINDOW, approvedExhibitor, eventInput, insertFair } from "./participation-fixtures.ts";

const clock = adjustableClock(IN_WINDOW);
const planChanges = createPlanChanges();
let api: TestApp;
let admin: TestUser;
let fair: Awaited<ReturnType<typeof insertFair>>;

const json = async <T>(response: Response) => (await response.json()) as T;
const hold = (user: TestUser, boothId: string) =>
  api.request("/api/reservations", { headers: user.headers(), json: { booth_id: boothId } });
async function planBooths(user: TestUser, eventId = fair.event.id) {
  const answer = await json<{ data: { zones: Array<{ booths: PlanBooth[] }> } }>(
    await api.request(`/api/events/${eventId}/plan`, { headers: user.headers() }),
  );
  return new Map(answer.data.zones.flatMap((zone) => zone.booths).map((b) => [b.code, b]));
}

beforeAll(async () => {
  api = await createTestApp({ clock, planChanges });
  admin = await createUser(api, { role: "admin" });
  fair = await insertFair(api, 30);
});
afterAll(() => api.close());

describe("holding booths", () => {
  test("up to the approved area; the plan shows held, mine and who (to admins only)", async () => {
    const house = await approvedExhibitor(api, fair.event.id, 18);
    const other = await approvedExhibitor(api, fair.event.id, 18);
    const [first, second, third] = fair.booths;
    expect((await hold(house.user, first!.id)).status).toBe(201);
    expect((await hold(house.user, second!.id)).status).toBe(201);
    const over = await hold(house.user, third!.id);
    expect(over.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(over)).errors)).toEqual(["booth_id"]);

    const taken = await hold(other.user, first!.id);
    expect(taken.status).toBe(409);

    const seenByOther = await planBooths(other.user);
    expect(seenByOther.get("A-1")).toMatchObject({ state: "held", is_mine: false });
    expect(seenByOther.get("A-1")?.holder).toBeUndefined();
    expect((await planBooths(house.user)).get("A-1")).toMatchObject({ is_mine: true });
    expect((await planBooths(admin)).get("A-1")?.holder).toMatchObject({
      organization_id: house.organizationId,
    });

    const mine = await json<{ data: MyReservation }>(
      await api.request("/api/reservations/mine", { headers: house.user.headers() }),
    );
    expect(mine.data).toMatchObject({ approved_area: 18, held_area: 18 });
    expect(mine.data.reservations).toHaveLength(2);
  });

  test("a blocked booth cannot be held, nor any booth without an approved request", async () => {
    const house = await approvedExhibitor(api, fair.event.id);
    await api.db.update(booths).set({ status: "blocked" }).where(eq(booths.id, fair.booths[5]!.id));
    expect((await hold(house.user, fair.booths[5]!.id)).status).toBe(409);
    const newcomer = await createUser(api);
    expect((await hold(newcomer, fair.booths[6]!.id)).status).toBe(404);
  });

  test("a hold expires after 30 minutes with no manual step, and the booth is free again", async () => {
    const house = await approvedExhibitor(api, fair.event.id);
    const other = await approvedExhibitor(api, fair.event.id);
    const target = fair.booths[8]!;
    expect((await hold(house.user, target.id)).status).toBe(201);
    clock.advance(29 * 60_000);
    expect((await planBooths(other.user)).get(target.code)?.state).toBe("held");
    clock.advance(60_000);
    // Before any sweep: reads already treat the hold as over, and another house may take it.
    expect((await planBooths(other.user)).get(target.code)?.state).toBe("available");
    const mine = await json<{ data: MyReservation }>(
      await api.request("/api/reservations/mine", { headers: house.user.headers() }),
    );
    expect(mine.data.reservations[0]?.status).toBe("expired");
    expect(mine.data.held_area).toBe(0);
    expect((await hold(other.user, target.id)).status).toBe(201);
    clock.set(IN_WINDOW);
  });

  test("the sweep marks expired holds and tells open plans", async () => {
    const house = await approvedExhibitor(api, fair.event.id);
    const target = fair.booths[10]!;
    const created = await json<{ data: { reservation: { id: string } } }>(
      await hold(house.user, target.id),
    );
    const seen: BoothChange[] = [];
    const unsubscribe = planChanges.subscribe(fair.event.id, (change) => {
      if (change !== "layout") seen.push(...change);
    });
    clock.advance(31 * 60_000);
    const stop = startHoldSweeper({
      db: api.db,
      clock,
      planChanges,
      logger: silentLogger(),
      intervalMs: 20,
    });
    await expect.poll(() => seen.find((change) => change.booth_id === target.id)).toBeTruthy();
    stop();
    unsubscribe();
    const [row] = await api.db
      .select()
      .from(boothReservations)
      .where(eq(boothReservations.id, created.data.reservation.id));
    expect(row?.status).toBe("expired");
    clock.set(IN_WINDOW);
  });

  test("the exhibitor cancels their hold; an admin confirms or cancels any", async () => {
    const house = await approvedExhibitor(api, fair.event.id);
    const other = await approvedExhibitor(api, fair.event.id);
    const held = await json<{ data: { reservation: { id: string } } }>(
      await hold(house.user, fair.booths[12]!.id),
    );
    const id = held.data.reservation.id;
    const cancelAs = (user: TestUser) =>
      api.request(`/api/reservations/${id}/cancel`, { method: "POST", headers: user.headers() });
    expect((await cancelAs(other.user)).status).toBe(404);
    expect((await cancelAs(house.user)).status).toBe(200);
    expect((await cancelAs(house.user)).status).toBe(409);

    const again = await json<{ data: { reservation: { id: string } } }>(
      await hold(house.user, fair.booths[12]!.id),
    );
    const confirm = await api.request(
      `/api/admin/reservations/${again.data.reservation.id}/confirm`,
      { method: "POST", headers: admin.headers() },
    );
    expect(confirm.status).toBe(200);
    clock.advance(60 * 60_000);
    // Confirmed does not expire.
    expect((await planBooths(other.user)).get(fair.booths[12]!.code)?.state).toBe("confirmed");
    clock.set(IN_WINDOW);
    // A confirmed booth is paid for: its holder cannot cancel it; the administration can.
    const cancelConfirmed = (user: TestUser) =>
      api.request(`/api/reservations/${again.data.reservation.id}/cancel`, {
        method: "POST",
        headers: user.headers(),
      });
    expect((await cancelConfirmed(house.user)).status).toBe(409);
    expect((await planBooths(other.user)).get(fair.booths[12]!.code)?.state).toBe("confirmed");

    const exported = await api.request(`/api/admin/reservations/export?event_id=${fair.event.id}`, {
      headers: admin.headers("ar"),
    });
    expect(exported.status).toBe(200);
    const text = await exported.text();
    expect(text.split("\r\n")[0]).toContain("الجناح");
    expect(text).toContain("مؤكد");
  });
});

test("20 simultaneous holds of one booth: exactly one succeeds (the database decides)", async () => {
  const houses = await Promise.all(
    Array.from({ length: 20 }, () => approvedExhibitor(api, fair.event.id)),
  );
  const target = fair.booths[20]!;
  const statuses = await Promise.all(
    houses.map((house) => hold(house.user, target.id).then((response) => response.status)),
  );
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  const live = await api.db
    .select()
    .from(boothReservations)
    .where(
      and(
        eq(boothReservations.boothId, target.id),
        inArray(boothReservations.status, ["held", "confirmed"]),
      ),
    );
  expect(live).toHaveLength(1);
});

test("an open plan's stream receives a booth change without a reload", async () => {
  const server = await listen(api);
  try {
    const watcher = await approvedExhibitor(api, fair.event.id);
    const house = await approvedExhibitor(api, fair.event.id);
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/events/${fair.event.id}/plan/stream`, {
      headers: watcher.user.headers(),
      signal: controller.signal,
    });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = "";
    const readUntil = async (needle: string) => {
      while (!received.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) break;
        received += value;
      }
    };
    await readUntil("event: ready");
    const target = fair.booths[25]!;
    expect((await hold(house.user, target.id)).status).toBe(201);
    await readUntil(target.id);
    const line = received.split("\n").find((item) => item.includes(target.id))!;
    const changes = JSON.parse(line.replace(/^data: /, "")) as BoothChange[];
    // Another house's hold: the watcher learns the state, not who.
    expect(changes).toEqual([{ booth_id: target.id, state: "held", organization_id: null }]);
    controller.abort();
  } finally {
    await server.close();
  }
});

describe("a plan's stream lives as long as its session", () => {
  /** A marker no booth has: what reaches a stream after this is a change it was sent. */
  const markerChange = () => [
    { booth_id: randomUUID(), state: "held" as const, organization_id: null },
  ];
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, "Accept-Language": "en" });

  /** A plan stream as the web app reads it, once `ready`; `rest()` reads on until it ends. */
  async function openPlan(url: string, token: string) {
    const response = await fetch(`${url}/api/events/${fair.event.id}/plan/stream`, {
      headers: bearer(token),
    });
    expect(response.status).toBe(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = "";
    const read = async (until: (text: string) => boolean) => {
      while (!until(received)) {
        const { value, done } = await reader.read();
        if (done) return { received, ended: true };
        received += value;
      }
      return { received, ended: false };
    };
    await read((text) => text.includes("event: ready"));
    return {
      /** Everything it sends until it ends (the test's timeout says if it never does). */
      rest: async () => (await read(() => false)).received,
      /** Reads until `needle` arrives. */
      until: (needle: string) => read((text) => text.includes(needle)),
    };
  }

  const ways: [string, (user: TestUser & { other: string }) => Promise<Response>][] = [
    [
      "logging out",
      (user) => api.request("/api/auth/logout", { method: "POST", headers: user.headers() }),
    ],
    [
      "logging out everywhere, from another session",
      (user) =>
        api.request("/api/profile/sessions", { method: "DELETE", headers: bearer(user.other) }),
    ],
    [
      "ending it from another session",
      async (user) => {
        const { data } = await json<{ data: { sessions: { id: string; is_current: boolean }[] } }>(
          await api.request("/api/profile/sessions", { headers: bearer(user.other) }),
        );
        const ended = data.sessions.find((session) => !session.is_current)!;
        return api.request(`/api/profile/sessions/${ended.id}`, {
          method: "DELETE",
          headers: bearer(user.other),
        });
      },
    ],
    [
      "the administration disabling the account",
      (user) =>
        api.request(`/api/admin/users/${user.id}`, {
          method: "PATCH",
          headers: admin.headers(),
          json: { is_disabled: true },
        }),
    ],
  ];

  test.each(ways)("%s closes it, and the next change never reaches it", async (_, end) => {
    const server = await listen(api);
    try {
      const user = await createUser(api);
      const other = await issueToken(api.db, user.id);
      const plan = await openPlan(server.url, user.token);
      expect((await end({ ...user, other })).status).toBe(200);
      const change = markerChange();
      planChanges.publish(fair.event.id, change);
      expect(await plan.rest()).not.toContain(change[0]!.booth_id);
    } finally {
      await server.close();
    }
  });

  test("a password changed in one session closes the other's plan and keeps its own", async () => {
    const server = await listen(api);
    try {
      const password = "an old enough passphrase";
      const user = await createUser(api, { password });
      const other = await issueToken(api.db, user.id);
      const kept = await openPlan(server.url, user.token);
      const ended = await openPlan(server.url, other);
      const changed = await api.request("/api/profile/password", {
        headers: user.headers(),
        json: {
          current_password: password,
          password: "a brand new passphrase",
          password_confirmation: "a brand new passphrase",
        },
      });
      expect(changed.status).toBe(200);
      const change = markerChange();
      planChanges.publish(fair.event.id, change);
      expect(await ended.rest()).not.toContain(change[0]!.booth_id);
      expect((await kept.until(change[0]!.booth_id)).ended).toBe(false);
    } finally {
      await server.close();
    }
  });

  test(`one account opens at most ${MAX_PLAN_STREAMS_PER_ACCOUNT} plans at once`, async () => {
    const server = await listen(api);
    const user = await createUser(api);
    const open = () =>
      fetch(`${server.url}/api/events/${fair.event.id}/plan/stream`, { headers: user.headers() });
    // Held until the end: Node's fetch cancels the body of a response it collected as garbage, and
    // a cancelled body closes its stream on the server, which would free a place under the cap.
    const plans: Response[] = [];
    try {
      for (let count = 0; count < MAX_PLAN_STREAMS_PER_ACCOUNT; count++) {
        const plan = await open();
        expect(plan.status).toBe(200);
        plans.push(plan);
      }
      const refused = await open();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({
        message:
          "This account has too many live floor plans open. Close one, and this one updates again in a moment.",
      });
      // Another account is not held back by this one's plans.
      const someone = await createUser(api);
      const theirs = await fetch(`${server.url}/api/events/${fair.event.id}/plan/stream`, {
        headers: someone.headers(),
      });
      expect(theirs.status).toBe(200);
      await theirs.body?.cancel();
      // A plan closed makes room for the next.
      await plans.pop()!.body?.cancel();
      await vi.waitFor(() =>
        expect(planChanges.openPlans(user.id)).toBeLessThan(MAX_PLAN_STREAMS_PER_ACCOUNT),
      );
      const next = await open();
      expect(next.status).toBe(200);
      plans.push(next);
    } finally {
      await Promise.all(plans.map((plan) => plan.body?.cancel()));
      await server.close();
    }
  });
});

describe("the plan an exhibitor reads between changes", () => {
  test("follows the booths' layout and the event's own fields when the administration edits them", async () => {
    const house = await approvedExhibitor(api, fair.event.id);
    const planOf = async () =>
      (
        await json<{
          data: {
            event: { name: { ar: string; en: string } };
            zones: Array<{ booths: PlanBooth[] }>;
          };
        }>(
          await api.request(`/api/events/${fair.event.id}/plan`, { headers: house.user.headers() }),
        )
      ).data;
    expect((await planOf()).event.name).toEqual({ ar: eventInput.name_ar, en: eventInput.name_en });

    const renamed = await api.request(`/api/admin/events/${fair.event.id}`, {
      method: "PUT",
      headers: admin.headers(),
      json: { ...eventInput, name_en: "The Riyadh Book Fair, renamed" },
    });
    expect(renamed.status).toBe(200);
    expect((await planOf()).event.name).toEqual({
      ar: eventInput.name_ar,
      en: "The Riyadh Book Fair, renamed",
    });

    const zone = await api.request(`/api/admin/events/${fair.event.id}/zones`, {
      headers: admin.headers(),
      json: {
        code: "Z",
        name_ar: "قاعة جديدة",
        name_en: "New hall",
        plan_width: 40,
        plan_height: 20,
      },
    });
    expect(zone.status).toBe(201);
    expect((await planOf()).zones).toHaveLength(2);
  });
});

describe("an organization approved for two events", () => {
  test("lists both, opens on the nearest, and follows ?event_id= to the other", async () => {
    // A later fair, and one where the house's request is still waiting for review.
    const later = await insertFair(api, 2);
    await api.db
      .update(events)
      .set({ startsOn: "2026-12-10", endsOn: "2026-12-20" })
      .where(eq(events.id, later.event.id));
    const waiting = await insertFair(api, 1);
    const house = await approvedExhibitor(api, later.event.id);
    await api.db.insert(participationRequests).values([
      {
        organizationId: house.organizationId,
        eventId: fair.event.id,
        status: "approved",
        requestedArea: 18,
        approvedArea: 9,
        boothType: "standard",
        titlesCount: 10,
        decidedAt: new Date(),
      },
      {
        organizationId: house.organizationId,
        eventId: waiting.event.id,
        status: "submitted",
        requestedArea: 18,
        boothType: "standard",
        titlesCount: 10,
      },
    ]);
    expect((await hold(house.user, later.booths[0]!.id)).status).toBe(201);
    const mine = async (eventId?: string) =>
      (
        await json<{ data: MyReservation }>(
          await api.request(`/api/reservations/mine${eventId ? `?event_id=${eventId}` : ""}`, {
            headers: house.user.headers(),
          }),
        )
      ).data;

    // The nearest upcoming fair first, though its request was decided last.
    const nearest = await mine();
    expect(nearest.events.map((event) => event.id)).toEqual([fair.event.id, later.event.id]);
    expect(nearest.events[1]).toMatchObject({
      name: { ar: eventInput.name_ar, en: eventInput.name_en },
      opens_on: "2026-12-10",
      ends_on: "2026-12-20",
    });
    expect(nearest).toMatchObject({ event_id: fair.event.id, approved_area: 9, held_area: 0 });
    expect(nearest.reservations).toEqual([]);

    const other = await mine(later.event.id);
    expect(other).toMatchObject({ event_id: later.event.id, approved_area: 18, held_area: 9 });
    expect(other.reservations.map((item) => item.booth_code)).toEqual(["A-1"]);
    expect(other.events).toEqual(nearest.events);

    // Once the first fair is over, the later one is the nearest.
    clock.set(new Date("2026-11-11T09:00:00Z"));
    expect((await mine()).event_id).toBe(later.event.id);
    clock.set(IN_WINDOW);

    // An event without an approved request of this house: nothing, though the list stays.
    const stranger = await insertFair(api, 1);
    await approvedExhibitor(api, stranger.event.id);
    for (const eventId of [waiting.event.id, stranger.event.id]) {
      expect(await mine(eventId)).toMatchObject({
        request_id: null,
        event_id: null,
        reservations: [],
        events: nearest.events,
      });
    }
  });

  test("a house whose only request is not approved lists no event", async () => {
    const house = await approvedExhibitor(api, fair.event.id);
    await api.db
      .update(participationRequests)
      .set({ status: "changes_requested" })
      .where(eq(participationRequests.id, house.requestId));
    const none = await json<{ data: MyReservation }>(
      await api.request("/api/reservations/mine", { headers: house.user.headers() }),
    );
    expect(none.data).toMatchObject({ events: [], request_id: null, event_id: null });
  });
});

describe("a booth taken off the plan", () => {
  test("is refused while held; once its hold has ended it leaves the plan but keeps its history", async () => {
    const small = await insertFair(api, 3);
    const [kept, reserved, neverReserved] = small.booths;
    const house = await approvedExhibitor(api, small.event.id);
    const held = await json<{ data: { reservation: { id: string } } }>(
      await hold(house.user, reserved!.id),
    );
    const reservationId = held.data.reservation.id;
    const issued = await api.request("/api/invoices", {
      headers: house.user.headers(),
      json: { reservation_id: reservationId },
    });
    expect(issued.status).toBe(201);

    const save = (layout: unknown[]) =>
      api.request(`/api/admin/events/zones/${small.zone.id}/booths`, {
        method: "PUT",
        headers: admin.headers(),
        json: { booths: layout },
      });
    expect((await save([boothInput(kept!)])).status).toBe(409);

    const cancelled = await api.request(`/api/reservations/${reservationId}/cancel`, {
      method: "POST",
      headers: house.user.headers(),
    });
    expect(cancelled.status).toBe(200);
    // Both go; a new booth takes the reserved one's code at once.
    const newcomer = { ...boothInput(reserved!), id: undefined, x: 9 };
    expect((await save([...[boothInput(kept!)], newcomer])).status).toBe(200);

    const plan = await planBooths(house.user, small.event.id);
    expect([...plan.keys()]).toEqual(["A-1", "A-2"]);
    expect(plan.get("A-2")?.id).not.toBe(reserved!.id);
    // As for any booth that is not on the plan.
    const retired = await hold(house.user, reserved!.id);
    expect(retired.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(retired)).errors)).toEqual(["booth_id"]);

    // The reservation and its invoice still name the booth; the unreserved booth is gone.
    const history = await api.db
      .select({ code: booths.code, status: boothReservations.status })
      .from(boothReservations)
      .innerJoin(booths, eq(booths.id, boothReservations.boothId))
      .where(eq(boothReservations.id, reservationId));
    expect(history).toEqual([{ code: "A-2", status: "cancelled" }]);
    const invoices = await json<{ data: { invoices: Array<{ status: string }> } }>(
      await api.request("/api/invoices", { headers: house.user.headers() }),
    );
    expect(invoices.data.invoices.map((invoice) => invoice.status)).toEqual(["void"]);
    const left = await api.db
      .select({ id: booths.id })
      .from(booths)
      .where(inArray(booths.id, [neverReserved!.id]));
    expect(left).toEqual([]);

    // The administration's plan (the editor's source) shows the plan alone, too.
    expect([...(await planBooths(admin, small.event.id)).keys()]).toEqual(["A-1", "A-2"]);
  });
});
