import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { bookLogistics, books, boothReservations, events } from "../src/db/schema/index.ts";
import { adjustableClock } from "../src/lib/clock.ts";
import { type TestApp, createTestApp } from "./helpers.ts";
import { IN_WINDOW, approvedExhibitor, insertFair } from "./participation-fixtures.ts";

// PostgreSQL only (vitest.config.ts): a change to the guide written in one transaction while a
// visitor asks its page on another connection. PGlite runs one transaction at a time, so a page
// can never be read there while a change is half-written.

const GUIDE_DIST = fileURLToPath(new URL("../../guide/dist", import.meta.url));
const RENDERER = fileURLToPath(new URL("../../guide/dist-server/render.js", import.meta.url));
const ISBN = "9780306406157";

let api: TestApp;
let bookId: string;

beforeAll(async () => {
  if (!existsSync(RENDERER)) throw new Error(`No guide build: run "pnpm build".`);
  api = await createTestApp({ clock: adjustableClock(IN_WINDOW), guideDistDir: GUIDE_DIST });
  const fair = await insertFair(api, 2);
  const { organizationId, requestId } = await approvedExhibitor(api, fair.event.id);
  await api.db.insert(boothReservations).values({
    boothId: fair.booths[0]!.id,
    eventId: fair.event.id,
    requestId,
    organizationId,
    status: "confirmed",
  });
  const [book] = await api.db
    .insert(books)
    .values({
      organizationId,
      title: "Palace Walk",
      author: "Naguib Mahfouz",
      authorNationality: "مصري",
      language: "English",
      isbn: ISBN,
      issueDate: "2024-03-01",
      publisherName: "دار الرواق",
      status: "approved",
    })
    .returning();
  bookId = book!.id;
  await api.db
    .insert(bookLogistics)
    .values({ bookId, organizationId, quantity: 10, priceHalalas: 4500, barcode: ISBN });
  await api.db
    .update(events)
    .set({ guidePublishedAt: new Date() })
    .where(eq(events.id, fair.event.id));
});
afterAll(() => api?.close());

const titlePage = () => api.request(`/guide/en/books/${ISBN}`);

test("a page asked while a price change is being written is not kept: once committed, the new price shows", async () => {
  expect(await (await titlePage()).text()).toContain("45.00");
  await api.db.transaction(async (tx) => {
    // The change has moved the guide's version; its price is not committed yet.
    await tx
      .update(bookLogistics)
      .set({ priceHalalas: 4900 })
      .where(eq(bookLogistics.bookId, bookId));
    const meanwhile = await titlePage();
    expect(meanwhile.status).toBe(200);
    expect(await meanwhile.text()).toContain("45.00");
    // Neither kept by a browser or nginx under a version it may not match.
    expect(meanwhile.headers.get("etag")).toBeNull();
    expect(meanwhile.headers.get("cache-control")).toBe("no-store");
  });
  const after = await titlePage();
  expect(await after.text()).toContain("49.00");
  const etag = after.headers.get("etag");
  expect(etag).toMatch(/^"g\d+"$/);
  expect(after.headers.get("cache-control")).toContain("public");
  // Settled again: the page is kept and tagged, and its tag answers 304.
  expect(
    (await api.request(`/guide/en/books/${ISBN}`, { headers: { "If-None-Match": etag! } })).status,
  ).toBe(304);
});
