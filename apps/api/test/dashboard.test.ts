import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isoToday } from "@rawaq/domain/calendar";
import { findCountry } from "@rawaq/domain/geo/countries";
import { type Dashboard, TREND_DAYS, addDays } from "@rawaq/domain/dashboard";
import { FAIR_RULES, type FairRules } from "@rawaq/domain/fair-rules";
import { REQUEST_STATUSES } from "@rawaq/domain/participation";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  bookLogistics,
  boothReservations,
  booths,
  books,
  eventDeadlines,
  events,
  guideMisses,
  invoices,
  organizations,
  parcels,
  participationRequests,
  ruleExceptions,
  zatcaDocuments,
  zones,
} from "../src/db/schema/index.ts";
import { DASHBOARD_FRESH_MS } from "../src/features/dashboard/cache.ts";
import { adjustableClock } from "../src/lib/clock.ts";
import { createDirectoryFileStore } from "../src/lib/file-store.ts";
import { seedDemoData } from "../src/seed/seed.ts";
import { type TestUser, createUser, registerOrganization } from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";
import { eventRow } from "./participation-fixtures.ts";

// Issue 32: the administration's dashboard. Each tile's figure is checked against a count made
// another way from the same rows: the demo fair as the seed makes it through the product's own
// transitions, with what the demo lacks written beside it (an expired hold, a cleared invoice and
// a credited one, a passed delivery deadline, a rule broken and one excepted, missed searches).
// The expected figures are counted here in TypeScript from every row of the tables, not in SQL.

// The API keeps a count for DASHBOARD_FRESH_MS: each read here but the cache's own test moves
// the clock past it first, so it counts the rows as they are.
const clock = adjustableClock(new Date());
let api: TestApp;
let admin: TestUser;
let uploads: string;
let eventId: string;

const json = async <T>(response: Response) => (await response.json()) as T;

async function dashboard({ fresh = true } = {}): Promise<Dashboard> {
  if (fresh) clock.set(new Date(clock.now().getTime() + DASHBOARD_FRESH_MS));
  const answer = await api.request(`/api/admin/dashboard/${eventId}`, { headers: admin.headers() });
  expect(answer.status).toBe(200);
  return (await json<{ data: Dashboard }>(answer)).data;
}

const utcDay = (at: Date | null) => (at ? at.toISOString().slice(0, 10) : null);

/** Counts of `rows` by a key, as a plain object. */
function tally<T>(rows: readonly T[], key: (row: T) => string | null): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const value = key(row);
    if (value !== null) counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}

beforeAll(async () => {
  uploads = await mkdtemp(join(tmpdir(), "rawaq-dashboard-"));
  api = await createTestApp({ fileStore: createDirectoryFileStore(uploads), clock });
  await seedDemoData(api.db, createDirectoryFileStore(uploads));
  admin = await createUser(api, { role: "admin" });
  const [event] = await api.db.select().from(events);
  eventId = event!.id;
  const now = new Date();

  // A hold past its time on a free booth: the booth counts as free.
  const [free] = await api.db
    .select({ id: booths.id })
    .from(booths)
    .innerJoin(zones, eq(zones.id, booths.zoneId))
    .where(eq(zones.eventId, eventId))
    .orderBy(booths.code)
    .limit(1)
    .offset(20);
  const [request] = await api.db
    .select()
    .from(participationRequests)
    .where(eq(participationRequests.status, "approved"))
    .limit(1);
  await api.db.insert(boothReservations).values({
    boothId: free!.id,
    eventId,
    requestId: request!.id,
    organizationId: request!.organizationId,
    status: "held",
    expiresAt: new Date(now.getTime() - 60_000),
    createdAt: new Date(now.getTime() - 3_600_000),
  });

  // One invoice cleared by ZATCA, one cancelled by a credit note.
  const bills = await api.db.select().from(invoices).where(eq(invoices.eventId, eventId));
  expect(bills.length).toBeGreaterThanOrEqual(1);
  const document = (invoiceId: string, kind: "invoice" | "credit_note", icv: number) => ({
    invoiceId,
    kind,
    number: `DOC-${icv}`,
    icv,
    pih: "pih",
    hash: "hash",
    qr: "qr",
    xml: "<Invoice/>",
    status: kind === "invoice" ? ("cleared" as const) : ("signed" as const),
    nextAttemptAt: now,
  });
  await api.db
    .insert(zatcaDocuments)
    .values([document(bills[0]!.id, "invoice", 1), document(bills.at(-1)!.id, "credit_note", 2)]);

  // The delivery deadline passed yesterday: every parcel not delivered is overdue.
  await api.db.insert(eventDeadlines).values({
    eventId,
    parcelDeliveryDueOn: addDays(isoToday(now), -1),
    reminderDaysBefore: 7,
    updatedAt: now,
  });

  // The guide's searches that found nothing: more terms than the tile lists.
  await api.db.insert(guideMisses).values(
    Array.from({ length: 12 }, (_, index) => ({
      eventId,
      term: `term ${String(index).padStart(2, "0")}`,
      searches: ((index * 7) % 5) + 1,
    })),
  );
});
afterAll(async () => {
  await api?.close();
  if (uploads) await rm(uploads, { recursive: true, force: true });
});

describe("the dashboard of an event", () => {
  test("only the administration reads it; an unknown event is 404", async () => {
    expect((await api.request(`/api/admin/dashboard/${eventId}`)).status).toBe(401);
    const exhibitor = await createUser(api);
    const refused = await api.request(`/api/admin/dashboard/${eventId}`, {
      headers: exhibitor.headers(),
    });
    expect(refused.status).toBe(403);
    const unknown = await api.request(`/api/admin/dashboard/${crypto.randomUUID()}`, {
      headers: admin.headers(),
    });
    expect(unknown.status).toBe(404);
  });

  test("without an event, the one not yet over that starts first", async () => {
    const [seeded] = await api.db.select().from(events).where(eq(events.id, eventId));
    // One fair over, one starting after the demo's: the demo's is the one under way or next.
    await api.db.insert(events).values([
      { ...eventRow, startsOn: "2020-01-01", endsOn: "2020-01-10" },
      { ...eventRow, startsOn: addDays(seeded!.startsOn, 30), endsOn: addDays(seeded!.endsOn, 30) },
    ]);
    const current = await api.request("/api/admin/dashboard", { headers: admin.headers() });
    expect(current.status).toBe(200);
    expect((await json<{ data: Dashboard }>(current)).data.event.id).toBe(eventId);
  });

  test("every tile's figures match the rows counted another way", async () => {
    const answer = await dashboard();
    const now = clock.now();
    const today = isoToday(now);
    const from = addDays(today, 1 - TREND_DAYS);
    const inWindow = (day: string | null) => day !== null && day >= from && day <= today;

    const requests = await api.db
      .select()
      .from(participationRequests)
      .where(eq(participationRequests.eventId, eventId));
    const houses = new Set(
      requests.filter((row) => row.status === "approved").map((row) => row.organizationId),
    );
    expect(houses.size).toBeGreaterThan(0);

    // Booths: each zone's booths on the plan, by the reservation that holds each now.
    const zoneRows = await api.db.select().from(zones).where(eq(zones.eventId, eventId));
    const boothRows = await api.db.select().from(booths);
    const reservations = await api.db.select().from(boothReservations);
    const holder = (boothId: string) =>
      reservations.find(
        (row) =>
          row.boothId === boothId &&
          (row.status === "confirmed" ||
            (row.status === "held" && row.expiresAt !== null && row.expiresAt > now)),
      );
    const expectedZones = zoneRows
      .sort((a, b) => a.code.localeCompare(b.code))
      .map((zone) => {
        const onPlan = boothRows.filter((row) => row.zoneId === zone.id && row.retiredAt === null);
        return {
          code: zone.code,
          confirmed: onPlan.filter((row) => holder(row.id)?.status === "confirmed").length,
          held: onPlan.filter((row) => holder(row.id)?.status === "held").length,
          free: onPlan.filter((row) => row.status === "available" && !holder(row.id)).length,
        };
      });
    expect(
      answer.booths.zones.map(({ code, confirmed, held, free }) => ({
        code,
        confirmed,
        held,
        free,
      })),
    ).toEqual(expectedZones);
    const zoneIds = new Set(zoneRows.map((zone) => zone.id));
    const eventBooths = boothRows.filter(
      (row) => zoneIds.has(row.zoneId) && row.retiredAt === null,
    );
    expect(answer.booths.area_sold).toBe(
      eventBooths
        .filter((row) => holder(row.id)?.status === "confirmed")
        .reduce((sum, row) => sum + row.areaSquareMetres, 0),
    );
    expect(answer.booths.area_total).toBe(
      eventBooths
        .filter((row) => row.status === "available")
        .reduce((sum, row) => sum + row.areaSquareMetres, 0),
    );
    expect(expectedZones.reduce((sum, zone) => sum + zone.confirmed, 0)).toBeGreaterThan(0);

    // Money: every invoice of the event, by state, and by the day it was issued or paid.
    const bills = await api.db.select().from(invoices).where(eq(invoices.eventId, eventId));
    const documents = await api.db.select().from(zatcaDocuments);
    const sum = (rows: typeof bills) => rows.reduce((total, row) => total + row.totalHalalas, 0);
    const cleared = (id: string) =>
      documents.some(
        (doc) => doc.invoiceId === id && doc.kind === "invoice" && doc.status === "cleared",
      );
    const credited = (id: string) =>
      documents.some((doc) => doc.invoiceId === id && doc.kind === "credit_note");
    expect(answer.money.totals).toEqual({
      invoiced: sum(bills),
      cleared: sum(bills.filter((row) => cleared(row.id))),
      paid: sum(bills.filter((row) => row.status === "paid")),
      due: sum(
        bills.filter((row) => ["issued", "proof_submitted", "rejected"].includes(row.status)),
      ),
      credited: sum(bills.filter((row) => credited(row.id))),
    });
    expect(answer.money.totals.cleared).toBeGreaterThan(0);
    expect(answer.money.totals.credited).toBeGreaterThan(0);
    for (const day of answer.money.by_day) {
      expect(day.values).toEqual({
        invoiced: sum(bills.filter((row) => utcDay(row.issuedAt) === day.date)),
        paid: sum(bills.filter((row) => row.status === "paid" && utcDay(row.paidAt) === day.date)),
      });
    }

    // Parcels of the houses approved for the fair.
    const houseParcels = (await api.db.select().from(parcels)).filter((row) =>
      houses.has(row.organizationId),
    );
    expect(houseParcels.length).toBeGreaterThan(0);
    expect(answer.parcels.by_status).toEqual({
      prepared: 0,
      in_transit: 0,
      delivered: 0,
      ...tally(houseParcels, (row) => row.status),
    });
    expect(answer.parcels.overdue).toBe(
      houseParcels.filter((row) => row.status !== "delivered").length,
    );
    for (const day of answer.parcels.by_day) {
      expect(day.values).toEqual({
        sent: houseParcels.filter((row) => utcDay(row.sentAt) === day.date).length,
        delivered: houseParcels.filter((row) => utcDay(row.deliveredAt) === day.date).length,
      });
    }

    // Titles of the same houses: waiting, and reviewed each day.
    const houseBooks = (await api.db.select().from(books)).filter((row) =>
      houses.has(row.organizationId),
    );
    expect(answer.books.pending).toBe(houseBooks.filter((row) => row.status === "pending").length);
    for (const day of answer.books.by_day) {
      const reviewed = houseBooks.filter((row) => utcDay(row.reviewedAt) === day.date);
      expect(day.values).toEqual({
        approved: reviewed.filter((row) => row.status === "approved").length,
        rejected: reviewed.filter((row) => row.status === "rejected").length,
      });
    }
    expect(answer.books.by_day.reduce((total, day) => total + day.values.approved, 0)).toBe(
      houseBooks.filter((row) => row.status === "approved" && inWindow(utcDay(row.reviewedAt)))
        .length,
    );

    // Requests by status; exhibitors by country.
    expect(answer.requests.by_status).toEqual({
      ...Object.fromEntries(REQUEST_STATUSES.map((status) => [status, 0])),
      ...tally(requests, (row) => row.status),
    });
    const houseRows = (await api.db.select().from(organizations)).filter((row) =>
      houses.has(row.id),
    );
    const byCountry = tally(houseRows, (row) => row.countryId);
    expect(answer.exhibitors.total).toBe(houses.size);
    expect(answer.exhibitors.by_country).toEqual(
      Object.entries(byCountry)
        .map(([country, count]) => ({
          country,
          name: findCountry(country)!.name,
          houses: count,
        }))
        .sort((a, b) => b.houses - a.houses || a.country.localeCompare(b.country)),
    );

    // Missed searches: the totals and the ten most asked, most first.
    const misses = await api.db.select().from(guideMisses).where(eq(guideMisses.eventId, eventId));
    expect(answer.missed_searches.terms).toBe(12);
    expect(answer.missed_searches.searches).toBe(
      misses.reduce((total, row) => total + row.searches, 0),
    );
    expect(answer.missed_searches.top).toEqual(
      misses
        .map(({ term, searches }) => ({ term, searches }))
        .sort((a, b) => b.searches - a.searches || (a.term < b.term ? -1 : 1))
        .slice(0, 10),
    );

    // Every trend covers the window, one entry per day.
    for (const trend of [answer.money.by_day, answer.parcels.by_day, answer.books.by_day]) {
      expect(trend.map((day) => day.date)).toEqual(
        Array.from({ length: TREND_DAYS }, (_, index) => addDays(from, index)),
      );
    }
    expect(answer.trend).toEqual({ from, to: today });
    // Counted at the server's time (the clock runs on between the answer and this line).
    expect(Math.abs(Date.parse(answer.counted_at) - now.getTime())).toBeLessThan(5_000);
  });

  test("a count is kept for a minute: a change shows once the minute is over", async () => {
    const counted = await dashboard();
    await api.db.insert(guideMisses).values({ eventId, term: "kept for a minute", searches: 1 });
    clock.set(new Date(clock.now().getTime() + DASHBOARD_FRESH_MS - 1_000));
    const kept = await dashboard({ fresh: false });
    expect(kept.counted_at).toBe(counted.counted_at);
    expect(kept.missed_searches.terms).toBe(counted.missed_searches.terms);
    clock.set(new Date(clock.now().getTime() + 1_000));
    const recounted = await dashboard({ fresh: false });
    expect(recounted.counted_at).not.toBe(counted.counted_at);
    expect(recounted.missed_searches.terms).toBe(counted.missed_searches.terms + 1);
  });

  test("rules breached: houses over a limit, an excepted house left out", async () => {
    const before = await dashboard();
    expect(before.breaches.houses).toBe(0);
    expect(before.breaches.by_rule.map((row) => row.rule)).toEqual([...FAIR_RULES]);

    const url = `/api/admin/fair-rules/${eventId}`;
    const { data } = await json<{ data: { rules: FairRules } }>(
      await api.request(url, { headers: admin.headers() }),
    );
    const saved = await api.request(url, {
      method: "PUT",
      headers: admin.headers(),
      json: { ...data.rules, copies_per_title: { enabled: true, max_copies: 1 } },
    });
    expect(saved.status).toBe(200);

    // Counted another way: the approved titles of approved houses with more than one copy.
    const houses = new Set(
      (await api.db.select().from(participationRequests))
        .filter((row) => row.eventId === eventId && row.status === "approved")
        .map((row) => row.organizationId),
    );
    const quantities = new Map(
      (await api.db.select().from(bookLogistics)).map((row) => [row.bookId, row.quantity]),
    );
    const over = (await api.db.select().from(books)).filter(
      (row) =>
        houses.has(row.organizationId) &&
        row.status === "approved" &&
        (quantities.get(row.id) ?? 0) > 1,
    );
    const breaking = new Set(over.map((row) => row.organizationId));
    expect(breaking.size).toBeGreaterThan(0);

    const after = await dashboard();
    expect(after.breaches.houses).toBe(breaking.size);
    expect(after.breaches.by_rule.find((row) => row.rule === "copies_per_title")).toEqual({
      rule: "copies_per_title",
      houses: breaking.size,
      breaches: over.length,
    });

    // An exception for one of them takes it out of the count.
    const [excepted] = [...breaking];
    await api.db.insert(ruleExceptions).values({
      eventId,
      organizationId: excepted!,
      rule: "copies_per_title",
      reason: "Agreed with the fair",
      grantedByUserId: admin.id,
      grantedAt: new Date(),
    });
    const excepting = await dashboard();
    expect(excepting.breaches.houses).toBe(breaking.size - 1);
  });

  test("a parcel delivered shows on its day; moved back, it leaves the day", async () => {
    const before = await dashboard();
    const today = before.trend.to;
    const delivered = (answer: Dashboard) =>
      answer.parcels.by_day.find((day) => day.date === today)!.values.delivered;
    const [moving] = await api.db.select().from(parcels).where(eq(parcels.status, "in_transit"));
    expect(moving).toBeDefined();
    const move = (status: string) =>
      api.request("/api/admin/parcels/status", {
        headers: admin.headers(),
        json: { ids: [moving!.id], status },
      });
    expect((await move("delivered")).status).toBe(200);
    const after = await dashboard();
    expect(delivered(after)).toBe(delivered(before) + 1);
    expect(after.parcels.by_status.delivered).toBe(before.parcels.by_status.delivered + 1);
    expect(after.parcels.overdue).toBe(before.parcels.overdue - 1);
    expect((await move("in_transit")).status).toBe(200);
    expect(delivered(await dashboard())).toBe(delivered(before));
  });

  // Last: it decides the fair's waiting titles.
  test("the titles' and parcels' lists a tile opens, filtered by the event, hold what it counts", async () => {
    // A house approved for no event, with a title waiting and a parcel on its way: in the
    // lists, not in the fair's.
    const outsider = await createUser(api);
    const organizationId = await registerOrganization(api, outsider, { approveWith: admin });
    const pendingTitle = (house: string, isbn: string) => ({
      organizationId: house,
      title: "كتاب ينتظر المراجعة",
      author: "مؤلف",
      authorNationality: "سعودي",
      language: "العربية",
      isbn,
      issueDate: "2024-03-01",
      publisherName: "دار النشر",
      status: "pending" as const,
    });
    const [waiting] = await api.db
      .insert(books)
      .values(pendingTitle(organizationId, "9780306406157"))
      .returning();
    // And two waiting at a house of the fair (the demo's titles are all reviewed).
    const [approved] = await api.db
      .select()
      .from(participationRequests)
      .where(eq(participationRequests.status, "approved"))
      .limit(1);
    await api.db
      .insert(books)
      .values([
        pendingTitle(approved!.organizationId, "9781861972712"),
        pendingTitle(approved!.organizationId, "9780140449136"),
      ]);
    await api.db
      .insert(parcels)
      .values({ organizationId, number: "1", code: "OUTSIDER-1", status: "in_transit" });
    const answer = await dashboard();
    const read = async <T>(path: string) => {
      const response = await api.request(path, { headers: admin.headers() });
      expect(response.status, path).toBe(200);
      return (await json<{ data: T }>(response)).data;
    };
    const total = async (path: string) =>
      (await read<{ meta: { total: number } }>(path)).meta.total;

    for (const status of ["prepared", "in_transit", "delivered"] as const) {
      expect(await total(`/api/admin/parcels?status=${status}&event_id=${eventId}`)).toBe(
        answer.parcels.by_status[status],
      );
    }
    expect(await total(`/api/admin/books?status=pending&event_id=${eventId}`)).toBe(
      answer.books.pending,
    );
    // The outsider's rows are in the lists, and out of the event's, its export and its houses.
    const its = `organization_id=${organizationId}`;
    expect(await total(`/api/admin/parcels?${its}`)).toBe(1);
    expect(await total(`/api/admin/parcels?${its}&event_id=${eventId}`)).toBe(0);
    expect(await total(`/api/admin/books?status=pending&${its}`)).toBe(1);
    expect(await total(`/api/admin/books?status=pending&${its}&event_id=${eventId}`)).toBe(0);
    const sheet = await api.request(`/api/admin/parcels/export?format=csv&event_id=${eventId}`, {
      headers: admin.headers(),
    });
    expect(await sheet.text()).not.toContain("OUTSIDER-1");
    const houses = (path: string) =>
      read<{ organizations: { id: string }[] }>(path).then((data) =>
        data.organizations.map((house) => house.id),
      );
    expect(await houses("/api/admin/parcels/organizations")).toContain(organizationId);
    expect(await houses(`/api/admin/parcels/organizations?event_id=${eventId}`)).not.toContain(
      organizationId,
    );
    expect(await houses("/api/admin/books/organizations?status=pending")).toContain(organizationId);
    expect(
      await houses(`/api/admin/books/organizations?status=pending&event_id=${eventId}`),
    ).not.toContain(organizationId);

    // Approving every title the event's list shows leaves the outsider's waiting.
    expect(answer.books.pending).toBeGreaterThanOrEqual(2);
    const decided = await api.request("/api/admin/books/decisions/matching", {
      headers: admin.headers(),
      json: {
        status: "pending",
        event_id: eventId,
        count: answer.books.pending,
        decision: "approve",
      },
    });
    expect(decided.status).toBe(200);
    expect(await json<{ data: { updated: number } }>(decided)).toMatchObject({
      data: { updated: answer.books.pending },
    });
    expect((await dashboard()).books.pending).toBe(0);
    const [still] = await api.db.select().from(books).where(eq(books.id, waiting!.id));
    expect(still!.status).toBe("pending");
  });
});
