import type {
  BookLogistics,
  FairBooth,
  Parcel,
  ProductStock,
  Shipper,
} from "@rawaq/domain/logistics";
import type { ApiErrorBody } from "@rawaq/domain/envelope";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  auditLog,
  boothReservations,
  events,
  notifications,
  parcelItems,
  parcels,
  participationRequests,
} from "../src/db/schema/index.ts";
import {
  type TestUser,
  addApprovedBooks as addFixtureBooks,
  createUser,
  registerOrganization,
} from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";
import { insertFair } from "./participation-fixtures.ts";

let api: TestApp;
let admin: TestUser;
let manager: TestUser;
let other: TestUser;
let organizationId: string;
let otherOrganizationId: string;
let bookIds: string[] = [];
let shipper: Shipper;

const body = async <T>(response: Response) => (await response.json()) as T;

const addApprovedBooks = (user: TestUser, organization: string, serials: number[]) =>
  addFixtureBooks(api, { user, admin }, organization, serials);

const logisticsUrl = (organization = organizationId) =>
  `/api/organizations/${organization}/logistics`;
const save = (bookId: string, json: unknown, user = manager, locale: "ar" | "en" = "en") =>
  api.request(`${logisticsUrl()}/${bookId}`, {
    method: "PUT",
    headers: user.headers(locale),
    json,
  });
const meta = async () =>
  (
    await body<{ data: { meta: Record<string, unknown> } }>(
      await api.request("/api/organizations", { headers: manager.headers() }),
    )
  ).data.meta;

beforeAll(async () => {
  api = await createTestApp();
  admin = await createUser(api, { role: "admin" });
  manager = await createUser(api);
  other = await createUser(api);
  organizationId = await registerOrganization(api, manager, { approveWith: admin });
  otherOrganizationId = await registerOrganization(api, other, { approveWith: admin });
  const created = await api.request("/api/admin/shippers", {
    headers: admin.headers(),
    json: { name_ar: "ناقل", name_en: "Carrier", phone: "+966500000001", email: "c@x.test" },
  });
  expect(created.status).toBe(201);
  shipper = (await body<{ data: { shipper: Shipper } }>(created)).data.shipper;
});
afterAll(() => api.close());

describe("step 1: complete data", () => {
  test("is closed until a book is approved, and says why", async () => {
    const answer = await api.request(logisticsUrl(), {
      method: "PUT",
      headers: manager.headers(),
      json: {},
    });
    expect(answer.status).toBe(409);
    const progress = await body<{ data: { progress: { is_open: boolean; blocker: string } } }>(
      await api.request(`${logisticsUrl()}/progress`, { headers: manager.headers() }),
    );
    expect(progress.data.progress).toMatchObject({ is_open: false, blocker: "no_approved_book" });
    bookIds = await addApprovedBooks(manager, organizationId, [101, 102, 103]);
    expect(await meta()).toMatchObject({ data_completed: false, locations_completed: false });
  });

  test("refuses wrong data with translated per-field errors", async () => {
    const answer = await save(
      bookIds[0]!,
      {
        quantity: 10,
        price: "0",
        barcode: "9780306406158",
        parcels: [{ number: "A1", quantity: 9 }],
      },
      manager,
      "ar",
    );
    expect(answer.status).toBe(422);
    const { errors } = await body<ApiErrorBody>(answer);
    expect(Object.keys(errors!).sort()).toEqual(["barcode", "parcels", "price"]);
    expect(errors!.price![0]).toContain("السعر");
    expect(errors!.parcels![0]).toContain("كمية الكتاب");
  });

  test("saves a book's data, and an existing parcel number puts another book in it", async () => {
    const first = await save(bookIds[0]!, {
      quantity: 30,
      price: "45.50",
      barcode: "978-0-306-40615-7",
      parcels: [
        { number: "a1", quantity: 20 },
        { number: "A2", quantity: 10 },
      ],
    });
    expect(first.status).toBe(200);
    const saved = (await body<{ data: { book: BookLogistics } }>(first)).data.book;
    expect(saved).toMatchObject({ quantity: 30, price_halalas: 4550, complete: true });
    expect(saved.parcels.map((parcel) => parcel.number)).toEqual(["A1", "A2"]);

    const second = await save(bookIds[1]!, {
      quantity: 5,
      price: 12,
      barcode: "RWQ-TEST-2",
      parcels: [{ number: "A2", quantity: 5 }],
    });
    expect(second.status).toBe(200);
    const list = await body<{ data: { parcels: Parcel[] } }>(
      await api.request(`/api/organizations/${organizationId}/parcels`, {
        headers: manager.headers(),
      }),
    );
    expect(list.data.parcels.map((parcel) => [parcel.number, parcel.total])).toEqual([
      ["A1", 20],
      ["A2", 15],
    ]);
    expect(list.data.parcels[1]!.items).toHaveLength(2);
  });

  test("moving a book out of a parcel removes the parcel left empty", async () => {
    const moved = await save(bookIds[1]!, {
      quantity: 5,
      price: 12,
      barcode: "RWQ-TEST-2",
      parcels: [{ number: "B1", quantity: 5 }],
    });
    expect(moved.status).toBe(200);
    const back = await save(bookIds[1]!, {
      quantity: 5,
      price: 12,
      barcode: "RWQ-TEST-2",
      parcels: [{ number: "A2", quantity: 5 }],
    });
    expect(back.status).toBe(200);
    const numbers = await api.db
      .select({ number: parcels.number })
      .from(parcels)
      .where(eq(parcels.organizationId, organizationId));
    expect(numbers.map((row) => row.number).sort()).toEqual(["A1", "A2"]);
  });

  test("a save answers with the book exactly as reading it back gives it", async () => {
    const readBack = async () =>
      (
        await body<{ data: { book: BookLogistics } }>(
          await api.request(`${logisticsUrl()}/${bookIds[2]}`, { headers: manager.headers() }),
        )
      ).data.book;
    const saves = [
      // Numbers whose order differs between byte order and a locale's (hyphens ignored there).
      [
        { number: "e-10", quantity: 3 },
        { number: "E1", quantity: 4 },
        { number: "E-2", quantity: 5 },
      ],
      // One share changed in place, one parcel left (and removed, being empty).
      [
        { number: "E1", quantity: 6 },
        { number: "E-2", quantity: 6 },
      ],
      // Nothing changed in the parcels.
      [
        { number: "E-2", quantity: 6 },
        { number: "E1", quantity: 6 },
      ],
    ];
    for (const shares of saves) {
      const answer = await save(bookIds[2]!, {
        quantity: 12,
        price: "7.25",
        barcode: "RWQ-E-3",
        parcels: shares,
      });
      expect(answer.status).toBe(200);
      const saved = (await body<{ data: { book: BookLogistics } }>(answer)).data.book;
      expect(saved).toEqual(await readBack());
    }
    expect((await readBack()).parcels).toEqual([
      { number: "E-2", quantity: 6, sent: false },
      { number: "E1", quantity: 6, sent: false },
    ]);
    const numbers = await api.db
      .select({ number: parcels.number })
      .from(parcels)
      .where(eq(parcels.organizationId, organizationId));
    expect(numbers.map((row) => row.number)).not.toContain("E-10");
  });

  test("two concurrent edits of one book cannot break the quantity sum", async () => {
    const edits = Array.from({ length: 6 }, (_, index) =>
      save(bookIds[2]!, {
        quantity: 10 + index,
        price: "9.99",
        barcode: "RWQ-C-3",
        parcels:
          index % 2
            ? [{ number: `C${index}`, quantity: 10 + index }]
            : [
                { number: "C-SHARED", quantity: 5 },
                { number: `D${index}`, quantity: 5 + index },
              ],
      }),
    );
    const answers = await Promise.all(edits);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const [book] = (
      await body<{ data: { books: BookLogistics[] } }>(
        await api.request(`${logisticsUrl()}?q=${encodeURIComponent("كتاب 103")}`, {
          headers: manager.headers(),
        }),
      )
    ).data.books;
    const items = await api.db
      .select({ quantity: parcelItems.quantity })
      .from(parcelItems)
      .where(eq(parcelItems.bookId, bookIds[2]!));
    expect(items.reduce((sum, item) => sum + item.quantity, 0)).toBe(book!.quantity);
    expect(book!.complete).toBe(true);
  });

  test("another organization's book is 404, and the bulk edit is all or nothing", async () => {
    expect((await save(bookIds[0]!, {}, other)).status).toBe(404);
    const foreign = await api.request(`${logisticsUrl(otherOrganizationId)}/${bookIds[0]}`, {
      method: "PUT",
      headers: manager.headers(),
      json: {},
    });
    expect(foreign.status).toBe(404);
    const bulk = await api.request(logisticsUrl(), {
      method: "PUT",
      headers: manager.headers(),
      json: {
        books: [
          {
            book_id: bookIds[0],
            data: {
              quantity: 1,
              price: 1,
              barcode: "RWQ-1-1",
              parcels: [{ number: "A1", quantity: 1 }],
            },
          },
          { book_id: bookIds[1], data: { quantity: 0, price: 1, barcode: "X", parcels: [] } },
        ],
      },
    });
    expect(bulk.status).toBe(422);
    expect(Object.keys((await body<ApiErrorBody>(bulk)).errors!)).toContain("books.1.quantity");
    const unchanged = await api.request(`${logisticsUrl()}/${bookIds[0]}`, {
      headers: manager.headers(),
    });
    expect((await body<{ data: { book: BookLogistics } }>(unchanged)).data.book.quantity).toBe(30);
    expect(await meta()).toMatchObject({ data_completed: true, locations_completed: false });
  });
});

describe("steps 2 and 3: destination and shipper", () => {
  let parcelList: Parcel[] = [];
  const parcelsUrl = () => `/api/organizations/${organizationId}/parcels`;

  test("sends parcels once, with the labels-attached confirmation", async () => {
    parcelList = (
      await body<{ data: { parcels: Parcel[] } }>(
        await api.request(`${parcelsUrl()}/labels`, { headers: manager.headers() }),
      )
    ).data.parcels;
    expect(parcelList.length).toBeGreaterThan(2);
    expect(parcelList.every((parcel) => /^RWQ[0-9A-Z]{10}$/.test(parcel.code))).toBe(true);
    const ids = parcelList.map((parcel) => parcel.id);
    const shipperEarly = await api.request(`${parcelsUrl()}/shipper`, {
      headers: manager.headers(),
      json: { ids, shipper_id: shipper.id },
    });
    expect(shipperEarly.status).toBe(409);
    const unconfirmed = await api.request(`${parcelsUrl()}/send`, {
      headers: manager.headers(),
      json: { ids, destination: "storage", labels_attached: false },
    });
    expect(unconfirmed.status).toBe(422);
    const sent = await api.request(`${parcelsUrl()}/send`, {
      headers: manager.headers(),
      json: { ids: ids.slice(0, 1), destination: "booth", labels_attached: true },
    });
    expect(sent.status).toBe(200);
    const again = await api.request(`${parcelsUrl()}/send`, {
      headers: manager.headers(),
      json: { ids, destination: "storage", labels_attached: true },
    });
    expect(again.status).toBe(422);
    const rest = await api.request(`${parcelsUrl()}/send`, {
      headers: manager.headers(),
      json: { ids: ids.slice(1), destination: "storage", labels_attached: true },
    });
    expect(rest.status).toBe(200);
    expect(await meta()).toMatchObject({ locations_completed: true, shippers_completed: false });
    // A sent parcel's contents are fixed.
    const locked = await save(bookIds[0]!, {
      quantity: 31,
      price: "45.50",
      barcode: "9780306406157",
      parcels: [
        { number: "A1", quantity: 21 },
        { number: "A2", quantity: 10 },
      ],
    });
    expect(locked.status).toBe(422);
  });

  test("labels mark the organization's confirmed booths at a fair that has not ended", async () => {
    const labels = async () =>
      (
        await body<{ data: { booths: FairBooth[] } }>(
          await api.request(`${parcelsUrl()}/labels`, { headers: manager.headers() }),
        )
      ).data.booths;
    expect(await labels()).toEqual([]);
    const running = await insertFair(api, 3);
    const ended = await insertFair(api, 1);
    await api.db
      .update(events)
      .set({ endsOn: "2999-12-31" })
      .where(eq(events.id, running.event.id));
    await api.db.update(events).set({ endsOn: "2000-01-01" }).where(eq(events.id, ended.event.id));
    const requestFor = async (eventId: string, organization: string) => {
      const [request] = await api.db
        .insert(participationRequests)
        .values({
          organizationId: organization,
          eventId,
          status: "approved",
          requestedArea: 27,
          approvedArea: 27,
          boothType: "standard",
          titlesCount: 10,
        })
        .returning();
      return request!.id;
    };
    const mine = await requestFor(running.event.id, organizationId);
    const reserve = (
      boothIndex: number,
      status: "held" | "confirmed",
      event = running,
      organization = organizationId,
      requestId = mine,
    ) => ({
      boothId: event.booths[boothIndex]!.id,
      eventId: event.event.id,
      requestId,
      organizationId: organization,
      status,
    });
    await api.db
      .insert(boothReservations)
      .values([
        reserve(0, "confirmed"),
        reserve(1, "held"),
        reserve(
          2,
          "confirmed",
          running,
          otherOrganizationId,
          await requestFor(running.event.id, otherOrganizationId),
        ),
        reserve(
          0,
          "confirmed",
          ended,
          organizationId,
          await requestFor(ended.event.id, organizationId),
        ),
      ]);
    expect(await labels()).toEqual([
      {
        event_name: { ar: running.event.nameAr, en: running.event.nameEn },
        zone_name: { ar: running.zone.nameAr, en: running.zone.nameEn },
        booth_code: running.booths[0]!.code,
      },
    ]);
  });

  test("another organization's parcels are 404 and status is not writable by exhibitors", async () => {
    const foreign = await api.request(`/api/organizations/${organizationId}/parcels`, {
      headers: other.headers(),
    });
    expect(foreign.status).toBe(404);
    const otherShipper = await api.request(
      `/api/organizations/${otherOrganizationId}/parcels/shipper`,
      {
        headers: other.headers(),
        json: { ids: [parcelList[0]!.id], shipper_id: shipper.id },
      },
    );
    expect(otherShipper.status).toBe(409);
    const asExhibitor = await api.request("/api/admin/parcels/status", {
      headers: manager.headers(),
      json: { ids: [parcelList[0]!.id], status: "delivered" },
    });
    expect(asExhibitor.status).toBe(403);
  });

  test("assigns a shipper, reassignable until in transit", async () => {
    const ids = parcelList.map((parcel) => parcel.id);
    const assigned = await api.request(`${parcelsUrl()}/shipper`, {
      headers: manager.headers(),
      json: { ids, shipper_id: shipper.id },
    });
    expect(assigned.status).toBe(200);
    expect(await meta()).toMatchObject({ shippers_completed: true });

    const moved = await api.request("/api/admin/parcels/status", {
      headers: admin.headers(),
      json: { ids: [ids[0]], status: "in_transit" },
    });
    expect(moved.status).toBe(200);
    const reassign = await api.request(`${parcelsUrl()}/shipper`, {
      headers: manager.headers(),
      json: { ids: [ids[0]], shipper_id: shipper.id },
    });
    expect(reassign.status).toBe(422);
    const audited = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ids[0]!), eq(auditLog.toStatus, "in_transit")));
    expect(audited).toHaveLength(1);
    const told = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, manager.id), eq(notifications.kind, "parcels_moved")));
    expect(told).toHaveLength(1);
  });

  test("the scan box finds a parcel by its code and names the next status", async () => {
    const scanned = await api.request("/api/admin/parcels/scan", {
      headers: admin.headers(),
      json: { code: parcelList[0]!.code.toLowerCase() },
    });
    expect(scanned.status).toBe(200);
    const answer = await body<{ data: { parcel: Parcel; next_status: string } }>(scanned);
    expect(answer.data.parcel.id).toBe(parcelList[0]!.id);
    expect(answer.data.next_status).toBe("delivered");
    const unknown = await api.request("/api/admin/parcels/scan", {
      headers: admin.headers(),
      json: { code: "RWQ0000000000" },
    });
    expect(unknown.status).toBe(404);
    // Skipping a status is refused.
    const skip = await api.request("/api/admin/parcels/status", {
      headers: admin.headers(),
      json: { ids: [parcelList[1]!.id], status: "delivered" },
    });
    expect(skip.status).toBe(422);
  });

  test("manifests, stock per title and the export", async () => {
    const manifest = await api.request(`/api/admin/parcels/manifest/${organizationId}/storage`, {
      headers: admin.headers(),
    });
    expect(manifest.status).toBe(200);
    const data = (await body<{ data: { parcels: Parcel[]; total: number } }>(manifest)).data;
    expect(data.parcels.every((parcel) => parcel.destination === "storage")).toBe(true);

    const products = await body<{
      data: {
        products: ProductStock[];
        totals: { total: number; in_storage: number; at_booth: number };
      };
    }>(
      await api.request(`/api/organizations/${organizationId}/products`, {
        headers: manager.headers(),
      }),
    );
    const { totals } = products.data;
    expect(totals.total).toBe(totals.in_storage + totals.at_booth);
    expect(totals.at_booth).toBeGreaterThan(0);
    // The rows add up to the totals, and a page or a search shows the same rows' stock.
    const rows = products.data.products;
    const sum = (key: "total" | "in_storage" | "at_booth") =>
      rows.reduce((total, row) => total + row[key], 0);
    expect([sum("total"), sum("in_storage"), sum("at_booth")]).toEqual([
      totals.total,
      totals.in_storage,
      totals.at_booth,
    ]);
    const productsAt = async (query: string) =>
      (
        await body<{ data: { products: ProductStock[]; meta: { total: number } } }>(
          await api.request(`/api/organizations/${organizationId}/products?${query}`, {
            headers: manager.headers(),
          }),
        )
      ).data;
    const second = await productsAt("page=2&per_page=1");
    expect(second.products).toEqual([rows[1]]);
    expect(second.meta.total).toBe(rows.length);
    const searched = await productsAt(`q=${encodeURIComponent(rows[0]!.isbn)}`);
    expect(searched.products).toEqual([rows[0]]);

    const sheet = await api.request(
      `/api/organizations/${organizationId}/parcels/export?format=csv`,
      { headers: manager.headers("ar") },
    );
    expect(sheet.status).toBe(200);
    const text = await sheet.text();
    expect(text.split("\r\n")[0]).toContain("رقم الطرد");
    expect(text).toContain("A1");
    // Each title with its copies is one catalog message, isolated, the list separated the
    // Arabic way (issue 26: "title × 5" was put together and joined in code).
    expect(text).toMatch(/\u2068[^\u2069"]+ × \d+\u2069(؛ \u2068|")/);
  });

  test("the administration's house filter counts parcels, and its export keeps the filters", async () => {
    const houses = async (query: string, user = admin) =>
      api.request(`/api/admin/parcels/organizations${query}`, { headers: user.headers() });
    expect((await houses("", manager)).status).toBe(403);
    const all = (
      await body<{ data: { organizations: { id: string; count: number }[] } }>(await houses(""))
    ).data.organizations;
    const total = (
      await body<{ data: { meta: { total: number } } }>(
        await api.request(`/api/admin/parcels?organization_id=${organizationId}`, {
          headers: admin.headers(),
        }),
      )
    ).data.meta.total;
    expect(all.find((house) => house.id === organizationId)?.count).toBe(total);
    const delivered = (
      await body<{ data: { organizations: { id: string }[] } }>(await houses("?status=delivered"))
    ).data.organizations;
    expect(delivered.some((house) => house.id === organizationId)).toBe(false);

    const sheet = await api.request(
      `/api/admin/parcels/export?format=csv&organization_id=${organizationId}&destination=storage`,
      { headers: admin.headers("en") },
    );
    expect(sheet.status).toBe(200);
    const lines = (await sheet.text()).trim().split("\r\n");
    const storage = (
      await body<{ data: { meta: { total: number } } }>(
        await api.request(
          `/api/admin/parcels?organization_id=${organizationId}&destination=storage`,
          { headers: admin.headers() },
        ),
      )
    ).data.meta.total;
    expect(lines.length - 1).toBe(storage);
  });

  test("admins deactivate a shipper, which exhibitors then no longer see", async () => {
    expect(shipper.name).toEqual({ ar: "ناقل", en: "Carrier" });
    const { name, ...rest } = shipper;
    const updated = await api.request(`/api/admin/shippers/${shipper.id}`, {
      method: "PUT",
      headers: admin.headers(),
      json: { ...rest, name_ar: name.ar, name_en: name.en, active: false },
    });
    expect(updated.status).toBe(200);
    const list = await body<{ data: { shippers: Shipper[] } }>(
      await api.request("/api/shippers", { headers: manager.headers() }),
    );
    expect(list.data.shippers.some((row) => row.id === shipper.id)).toBe(false);
  });
});
