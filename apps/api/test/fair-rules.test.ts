import {
  DEFAULT_FAIR_RULES,
  type FairRules,
  type HouseRules,
  type RuleBreach,
  titleBreaches,
} from "@rawaq/domain/fair-rules";
import type { Notification } from "@rawaq/domain/review";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, boothReservations, participationRequests } from "../src/db/schema/index.ts";
import { adjustableClock } from "../src/lib/clock.ts";
import {
  type TestUser,
  bookFields,
  createUser,
  isbnFor,
  registerOrganization,
} from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";
import { IN_WINDOW, insertFair } from "./participation-fixtures.ts";

// Issue 32: the fair's own rules, per event: at, below and above each limit, exceptions, a rule
// changed after the data was entered, and the sending of parcels refused with per-row errors.
// The fair starts on 2026-11-01 (participation-fixtures.ts); its booths are 9 m² each.

const clock = adjustableClock(IN_WINDOW);
let api: TestApp;
let admin: TestUser;
let fair: Awaited<ReturnType<typeof insertFair>>;

const json = async <T>(response: Response) => (await response.json()) as T;

interface House {
  manager: TestUser;
  id: string;
  /** Book ids by serial. */
  books: Map<number, string>;
}

/** A house approved for the fair with a confirmed 9 m² booth (the `index`th of the fair). */
async function approvedHouse(boothIndex: number): Promise<House> {
  const manager = await createUser(api);
  const id = await registerOrganization(api, manager, { approveWith: admin });
  const [request] = await api.db
    .insert(participationRequests)
    .values({
      organizationId: id,
      eventId: fair.event.id,
      status: "approved",
      requestedArea: 9,
      approvedArea: 9,
      boothType: "standard",
      titlesCount: 5,
    })
    .returning();
  await api.db.insert(boothReservations).values({
    boothId: fair.booths[boothIndex]!.id,
    eventId: fair.event.id,
    requestId: request!.id,
    organizationId: id,
    status: "confirmed",
  });
  return { manager, id, books: new Map() };
}

/** Adds approved titles: serial → issue date. */
async function addTitles(house: House, titles: Record<number, string>, language = "العربية") {
  const ids: string[] = [];
  for (const [serial, issueDate] of Object.entries(titles)) {
    const added = await api.request(`/api/organizations/${house.id}/books`, {
      headers: house.manager.headers(),
      json: bookFields(Number(serial), { issue_date: issueDate, language }),
    });
    expect(added.status).toBe(201);
    const { book } = (await json<{ data: { book: { id: string } } }>(added)).data;
    house.books.set(Number(serial), book.id);
    ids.push(book.id);
  }
  const decided = await api.request("/api/admin/books/decisions", {
    headers: admin.headers(),
    json: { ids, decision: "approve" },
  });
  expect(decided.status).toBe(200);
}

/** The title's logistics: `quantity` copies, all in parcel `parcel`. */
async function declare(house: House, serial: number, quantity: number, parcel: string) {
  const saved = await api.request(
    `/api/organizations/${house.id}/logistics/${house.books.get(serial)}`,
    {
      method: "PUT",
      headers: house.manager.headers(),
      json: {
        quantity,
        price: "10",
        barcode: isbnFor(serial),
        parcels: [{ number: parcel, quantity }],
      },
    },
  );
  expect(saved.status).toBe(200);
}

async function parcelIds(house: House): Promise<Map<string, string>> {
  const answer = await json<{ data: { parcels: { id: string; number: string }[] } }>(
    await api.request(`/api/organizations/${house.id}/parcels`, {
      headers: house.manager.headers(),
    }),
  );
  return new Map(answer.data.parcels.map((parcel) => [parcel.number, parcel.id]));
}

const send = (house: House, ids: string[], locale: "ar" | "en" = "en") =>
  api.request(`/api/organizations/${house.id}/parcels/send`, {
    headers: house.manager.headers(locale),
    json: { ids, destination: "storage", labels_attached: true },
  });

const setRules = (rules: FairRules) =>
  api.request(`/api/admin/fair-rules/${fair.event.id}`, {
    method: "PUT",
    headers: admin.headers(),
    json: rules,
  });

async function houseRules(house: House, locale: "ar" | "en" = "en"): Promise<HouseRules> {
  const answer = await api.request("/api/fair-rules", { headers: house.manager.headers(locale) });
  expect(answer.status).toBe(200);
  return (await json<{ data: { fair_rules: HouseRules } }>(answer)).data.fair_rules;
}

const rulesOf = (breaches: RuleBreach[]) =>
  breaches.map((breach) => `${breach.rule}:${breach.book?.isbn ?? "house"}`).sort();

async function notificationsOf(user: TestUser) {
  return (
    await json<{ data: { notifications: Notification[] } }>(
      await api.request("/api/notifications", { headers: user.headers() }),
    )
  ).data.notifications.filter((notification) => notification.kind === "rules_breached");
}

let house: House;

beforeAll(async () => {
  api = await createTestApp({ clock });
  admin = await createUser(api, { role: "admin" });
  fair = await insertFair(api, 6);
  house = await approvedHouse(0);
  // Titles issued in 2022, 2023 and 2024: the fair's year is 2026.
  await addTitles(house, { 901: "2022-06-01", 902: "2023-01-15", 903: "2024-03-01" });
  await declare(house, 901, 99, "P-1");
  await declare(house, 902, 100, "P-2");
  await declare(house, 903, 101, "P-3");
});
afterAll(() => api?.close());

describe("the fair's rules", () => {
  test("are off until the administration sets them", async () => {
    const read = await json<{ data: { rules: FairRules; refused_titles: unknown[] } }>(
      await api.request(`/api/admin/fair-rules/${fair.event.id}`, { headers: admin.headers() }),
    );
    expect(read.data).toEqual({ rules: DEFAULT_FAIR_RULES, refused_titles: [] });
    const rules = await houseRules(house);
    expect(rules.event).toMatchObject({ id: fair.event.id, starts_on: "2026-11-01" });
    expect(rules.breaches).toEqual([]);
    expect(rules.parcel_allowance).toBeNull();
  });

  test("copies per title: at and below the limit pass, above it is a breach the house is told of", async () => {
    const saved = await setRules({
      ...DEFAULT_FAIR_RULES,
      copies_per_title: { enabled: true, max_copies: 100 },
    });
    expect(saved.status).toBe(200);
    expect((await json<{ message: string }>(saved)).message).toMatch(/1 house breaks them now/);
    const rules = await houseRules(house);
    expect(rules.breaches).toEqual([
      {
        rule: "copies_per_title",
        book: { id: house.books.get(903), title: "كتاب رقم 903", isbn: isbnFor(903) },
        allowed: 100,
        actual: 101,
        reason: null,
        excepted: false,
      },
    ]);
    // The same titles judged by the domain's rule, as the entry forms judge them.
    const judged = [
      [901, 99],
      [902, 100],
      [903, 101],
    ].flatMap(([serial, quantity]) =>
      titleBreaches(
        { isbn: isbnFor(serial!), issue_date: "2024-03-01", quantity: quantity! },
        rules.rules,
        { starts_on: rules.event.starts_on, refused_isbns: new Set() },
      ),
    );
    expect(judged).toEqual(["copies_per_title"]);
    expect(await notificationsOf(house.manager)).toEqual([
      expect.objectContaining({ params: { count: 1, event_id: fair.event.id } }),
    ]);
  });

  test("sending a parcel holding a title over the limit is refused with its row's error", async () => {
    const parcels = await parcelIds(house);
    const refused = await send(house, [parcels.get("P-2")!, parcels.get("P-3")!], "ar");
    expect(refused.status).toBe(422);
    const { errors } = await json<{ errors: Record<string, string[]> }>(refused);
    // P-3 (index 1) holds the title of 101 copies; P-2 is within the rule.
    expect(Object.keys(errors)).toEqual(["ids.1"]);
    expect(errors["ids.1"]![0]).toMatch(/[\u0600-\u06ff]/);
    // Nothing was sent: the sending is all or nothing.
    expect((await houseRules(house)).breaches).toHaveLength(1);
    expect((await send(house, [parcels.get("P-1")!])).status).toBe(200);
  });

  test("an exception lets one house break one rule, with a reason it reads, audited", async () => {
    const granted = await api.request(`/api/admin/fair-rules/${fair.event.id}/exceptions`, {
      headers: admin.headers(),
      json: {
        organization_id: house.id,
        rule: "copies_per_title",
        reason: "A reference work the fair asked for",
      },
    });
    expect(granted.status).toBe(201);
    const rules = await houseRules(house);
    expect(rules.breaches).toEqual([expect.objectContaining({ excepted: true })]);
    expect(rules.exceptions).toEqual([
      expect.objectContaining({
        rule: "copies_per_title",
        reason: "A reference work the fair asked for",
      }),
    ]);
    const audited = await api.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.organizationId, house.id), eq(auditLog.toStatus, "exception_granted")),
      );
    expect(audited).toHaveLength(1);
    const parcels = await parcelIds(house);
    expect((await send(house, [parcels.get("P-3")!])).status).toBe(200);

    // Withdrawn, the breach counts again; a house not in the fair gets none.
    const withdrawn = await api.request(
      `/api/admin/fair-rules/${fair.event.id}/exceptions/${house.id}/copies_per_title`,
      { method: "DELETE", headers: admin.headers() },
    );
    expect(withdrawn.status).toBe(200);
    expect((await houseRules(house)).breaches).toEqual([
      expect.objectContaining({ excepted: false }),
    ]);
    const stranger = await createUser(api);
    const strangerHouse = await registerOrganization(api, stranger, { approveWith: admin });
    const refused = await api.request(`/api/admin/fair-rules/${fair.event.id}/exceptions`, {
      headers: admin.headers(),
      json: { organization_id: strangerHouse, rule: "copies_per_title", reason: "x" },
    });
    expect(refused.status).toBe(422);
    // A house in no fair obeys no fair's rules.
    const none = await api.request("/api/fair-rules", { headers: stranger.headers() });
    expect((await json<{ data: { fair_rules: null } }>(none)).data.fair_rules).toBeNull();
  });

  test("publication age: the oldest admitted year passes, an older one is a breach", async () => {
    const saved = await setRules({
      ...DEFAULT_FAIR_RULES,
      publication_age: { enabled: true, max_years: 3 },
    });
    expect(saved.status).toBe(200);
    // 2026 - 3 = 2023: the 2023 title is admitted, the 2022 one is too old.
    const rules = await houseRules(house);
    expect(rules.breaches).toEqual([
      expect.objectContaining({
        rule: "publication_age",
        book: expect.objectContaining({ isbn: isbnFor(901) }),
        allowed: 2023,
        actual: 2022,
      }),
    ]);
  });

  test("a refused title is a breach with its reason in the reader's language", async () => {
    const refuse = (isbn: string) =>
      api.request(`/api/admin/fair-rules/${fair.event.id}/refused-titles`, {
        headers: admin.headers(),
        json: { isbn, reason_ar: "عنوان محظور التداول", reason_en: "A title banned from sale" },
      });
    expect((await refuse(isbnFor(902))).status).toBe(201);
    expect((await refuse(isbnFor(902))).status).toBe(409);
    expect(
      (await setRules({ ...DEFAULT_FAIR_RULES, refused_titles: { enabled: true } })).status,
    ).toBe(200);
    const english = await houseRules(house, "en");
    expect(english.breaches).toEqual([
      expect.objectContaining({ rule: "refused_titles", reason: "A title banned from sale" }),
    ]);
    expect(english.refused).toEqual([{ isbn: isbnFor(902), reason: "A title banned from sale" }]);
    expect((await houseRules(house, "ar")).breaches[0]!.reason).toBe("عنوان محظور التداول");

    const admitted = await api.request(
      `/api/admin/fair-rules/${fair.event.id}/refused-titles/${isbnFor(902)}`,
      { method: "DELETE", headers: admin.headers() },
    );
    expect(admitted.status).toBe(200);
    expect((await houseRules(house)).breaches).toEqual([]);
  });

  test("parcels per area: up to the stand's allowance, not one more", async () => {
    const second = await approvedHouse(1);
    await addTitles(second, { 911: "2025-01-01", 912: "2025-01-01", 913: "2025-01-01" });
    await declare(second, 911, 5, "Q-1");
    await declare(second, 912, 5, "Q-2");
    await declare(second, 913, 5, "Q-3");
    // 2 parcels per 9 m²: a 9 m² stand may send 2.
    expect(
      (
        await setRules({
          ...DEFAULT_FAIR_RULES,
          parcels_per_area: { enabled: true, parcels: 2, per_square_metres: 9 },
        })
      ).status,
    ).toBe(200);
    expect((await houseRules(second)).parcel_allowance).toBe(2);
    const parcels = await parcelIds(second);
    // Three at once: each is past the allowance, and each row says so.
    const tooMany = await send(second, [...parcels.values()]);
    expect(tooMany.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(tooMany)).errors)).toEqual([
      "ids.0",
      "ids.1",
      "ids.2",
    ]);
    expect((await send(second, [parcels.get("Q-1")!, parcels.get("Q-2")!])).status).toBe(200);
    expect((await send(second, [parcels.get("Q-3")!])).status).toBe(422);
    expect((await houseRules(second)).breaches).toEqual([]);
  });

  test("the fair's languages: one title in them, however the name is spelled", async () => {
    expect(
      (
        await setRules({
          ...DEFAULT_FAIR_RULES,
          fair_languages: { enabled: true, languages: ["English"] },
        })
      ).status,
    ).toBe(200);
    expect(rulesOf((await houseRules(house)).breaches)).toEqual(["fair_languages:house"]);
    // «العربيه» is «العربية» as many type it.
    await setRules({
      ...DEFAULT_FAIR_RULES,
      fair_languages: { enabled: true, languages: ["العربيه"] },
    });
    expect((await houseRules(house)).breaches).toEqual([]);
  });

  test("a rule changed after the data tells the houses now in breach, once, and lists them", async () => {
    const before = (await notificationsOf(house.manager)).length;
    const strict = {
      ...DEFAULT_FAIR_RULES,
      copies_per_title: { enabled: true, max_copies: 50 },
    };
    const saved = await setRules(strict);
    // The first house, past 50 copies with its three titles; the second sends five of each.
    expect((await json<{ message: string }>(saved)).message).toMatch(/1 house breaks them now/);
    expect(await notificationsOf(house.manager)).toHaveLength(before + 1);
    // Saved again: nobody is newly in breach, nobody is told again.
    await setRules(strict);
    expect(await notificationsOf(house.manager)).toHaveLength(before + 1);

    type Listed = {
      data: {
        houses: { organization: { id: string }; breaches: RuleBreach[] }[];
        meta: { total: number };
      };
    };
    const listed = await json<Listed>(
      await api.request(`/api/admin/fair-rules/${fair.event.id}/breaches?per_page=1`, {
        headers: admin.headers(),
      }),
    );
    expect(listed.data.meta.total).toBe(1);
    // Counted another way: the domain's rule over the house's declared copies.
    const declared = [99, 100, 101].filter((quantity) =>
      titleBreaches({ isbn: "", issue_date: "2025-01-01", quantity }, strict, {
        starts_on: "2026-11-01",
        refused_isbns: new Set(),
      }).includes("copies_per_title"),
    );
    expect(listed.data.houses).toEqual([
      expect.objectContaining({
        organization: expect.objectContaining({ id: house.id }),
        breaches: expect.arrayContaining([expect.objectContaining({ rule: "copies_per_title" })]),
      }),
    ]);
    expect(listed.data.houses[0]!.breaches).toHaveLength(declared.length);
  });
});
