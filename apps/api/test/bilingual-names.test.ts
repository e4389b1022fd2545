import { type Bilingual, BilingualSchema } from "@rawaq/domain/bilingual";
import { eq, getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { issueToken } from "../src/core/sessions.ts";
import {
  badges,
  booths,
  events,
  invoices,
  organizationMembers,
  participationRequests,
  shippers,
  users,
  zones,
} from "../src/db/schema/index.ts";
import { createDirectoryFileStore } from "../src/lib/file-store.ts";
import { DEMO_ACCOUNTS, seedDemoData } from "../src/seed/seed.ts";
import { type TestApp, createTestApp } from "./helpers.ts";

// Names the administration writes for others to read are kept in Arabic and English and shown
// in the reader's language (issue 26: the Arabic console named a request «Riyadh International
// Book Fair»; docs/decisions/066-…). Two guards: every text column of what the administration
// sets up has its pair, and no answer of the API carries such a name outside its pair.

/** What the administration sets up for exhibitors to read, with its language-neutral columns. */
const ADMIN_WRITTEN: { table: PgTable; neutral: string[] }[] = [
  { table: events, neutral: [] },
  // A code is a code in both languages ("A", "A-14").
  { table: zones, neutral: ["code"] },
  { table: booths, neutral: ["code"] },
  { table: shippers, neutral: ["phone", "email"] },
];

test("every text the administration writes for others to read has an Arabic and an English column", () => {
  const unpaired: string[] = [];
  for (const { table, neutral } of ADMIN_WRITTEN) {
    const names = Object.values(getTableColumns(table))
      // Free text: a `text` column without a fixed list of values (a type, a status).
      .filter((column) => column.columnType === "PgText" && !column.enumValues)
      .map((column) => column.name);
    for (const name of names) {
      if (neutral.includes(name)) continue;
      const pair = name.endsWith("_ar")
        ? `${name.slice(0, -3)}_en`
        : name.endsWith("_en")
          ? `${name.slice(0, -3)}_ar`
          : undefined;
      if (!pair || !names.includes(pair)) unpaired.push(name);
    }
  }
  // A new column here is a text readers see: give it its pair (…_ar, …_en) or, if it reads
  // the same in both languages (a code, a phone number), list it as neutral above.
  expect(unpaired).toEqual([]);
});

describe("the API over the demo data", () => {
  let api: TestApp;
  /** Every admin-written name of the demo, in both languages. */
  let names: Bilingual[];
  const ids: Record<string, string> = {};
  const tokens: Record<"admin" | "publisher", string> = { admin: "", publisher: "" };

  beforeAll(async () => {
    api = await createTestApp();
    await seedDemoData(api.db, createDirectoryFileStore(api.uploadsDir));
    const [event] = await api.db.select().from(events);
    const zoneRows = await api.db.select().from(zones);
    const shipperRows = await api.db.select().from(shippers);
    names = [
      { ar: event!.nameAr, en: event!.nameEn },
      { ar: event!.venueAr, en: event!.venueEn },
      { ar: event!.addressAr, en: event!.addressEn },
      ...zoneRows.map((zone) => ({ ar: zone.nameAr, en: zone.nameEn })),
      ...shipperRows.map((shipper) => ({ ar: shipper.nameAr, en: shipper.nameEn })),
    ];
    for (const role of ["admin", "publisher"] as const) {
      const [user] = await api.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, DEMO_ACCOUNTS[role].email));
      tokens[role] = await issueToken(api.db, user!.id);
      ids[`${role}User`] = user!.id;
    }
    const [member] = await api.db
      .select({ organizationId: organizationMembers.organizationId })
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, ids.publisherUser!));
    const [request] = await api.db
      .select({ id: participationRequests.id })
      .from(participationRequests)
      .where(eq(participationRequests.organizationId, member!.organizationId));
    const [invoice] = await api.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.organizationId, member!.organizationId));
    const [badge] = await api.db.select({ publicId: badges.publicId }).from(badges);
    Object.assign(ids, {
      organization: member!.organizationId,
      event: event!.id,
      request: request!.id,
      invoice: invoice!.id,
      badge: badge!.publicId,
    });
  }, 60_000);
  afterAll(() => api?.close());

  /** A path parameter's value in the demo data, by its name in the route. */
  function param(route: string, name: string): string {
    if (name === "id")
      return route.startsWith("/api/admin/users") ? ids.publisherUser! : ids.organization!;
    const values: Record<string, string | undefined> = {
      organizationId: ids.organization,
      eventId: ids.event,
      requestId: ids.request,
      invoiceId: ids.invoice,
      publicId: ids.badge,
      kind: "logo",
      destination: "storage",
    };
    // Ids of rows the demo has none of (an import, a contact message) name nothing: a 404.
    return values[name] ?? "00000000-0000-4000-8000-000000000000";
  }

  /** Where a name of `names` sits in a JSON answer other than as one side of its own pair. */
  function bareNames(value: unknown, at: string, found: Set<string>): string[] {
    if (typeof value === "string") {
      return names.some((name) => value !== "" && (value === name.ar || value === name.en))
        ? [`${at}: ${value}`]
        : [];
    }
    if (Array.isArray(value)) {
      return value.flatMap((item, index) => bareNames(item, `${at}.${index}`, found));
    }
    if (typeof value === "object" && value !== null) {
      if (v.is(BilingualSchema, value) && Object.keys(value).length === 2) {
        const pair = names.find((name) => name.ar === value.ar && name.en === value.en);
        if (pair) {
          found.add(pair.en);
          return [];
        }
      }
      return Object.entries(value).flatMap(([key, item]) => bareNames(item, `${at}.${key}`, found));
    }
    return [];
  }

  test("every GET route answers each admin-written name as its { ar, en } pair, and its texts in the reader's language", async () => {
    const routes = [
      ...new Set(
        api.app.routes
          .filter((route) => route.method === "GET" && route.path.startsWith("/api/"))
          .map((route) => route.path),
      ),
    ].sort();
    const problems: string[] = [];
    // Routes whose answer named at least one of the demo's names, as a pair or in a sheet.
    const naming = new Set<string>();
    for (const route of routes) {
      // A stream never ends: the plan's changes are the plan's booths, not names.
      if (route.endsWith("/plan/stream")) continue;
      const path = route.replace(/:(\w+)/g, (_match, name: string) => param(route, name));
      for (const [persona, locale] of [
        ["publisher", "ar"],
        ["publisher", "en"],
        ["admin", "ar"],
        ["admin", "en"],
      ] as const) {
        const response = await api.request(`${path}?format=csv&per_page=100`, {
          headers: { Authorization: `Bearer ${tokens[persona]}`, "Accept-Language": locale },
        });
        const type = response.headers.get("content-type") ?? "";
        if (type.includes("application/json")) {
          const found = new Set<string>();
          const bare = bareNames(await response.json(), "answer", found);
          problems.push(...bare.map((where) => `${route} as ${persona}: bare name at ${where}`));
          if (found.size > 0) naming.add(route);
        } else if (type.startsWith("text/")) {
          // A sheet or a page the API writes itself: in the reader's language (a sheet may
          // carry both columns).
          const text = await response.text();
          for (const name of names) {
            const own = locale === "ar" ? name.ar : name.en;
            const other = locale === "ar" ? name.en : name.ar;
            if (own === other || !text.includes(other)) continue;
            if (!text.includes(own)) problems.push(`${route} in ${locale}: "${other}" alone`);
          }
          if (
            names.some(
              (name) => name.ar !== "" && text.includes(locale === "ar" ? name.ar : name.en),
            )
          ) {
            naming.add(route);
          }
        } else {
          await response.body?.cancel();
        }
      }
    }
    expect(problems).toEqual([]);
    // The walk reached every kind of name: the event (its name, venue and address), its halls
    // and its shippers, wherever exhibitors and the administration read them.
    expect([...naming].sort()).toEqual(
      expect.arrayContaining([
        "/api/admin/audit",
        "/api/admin/badges",
        "/api/admin/invoices",
        "/api/admin/invoices/:invoiceId",
        "/api/admin/parcels",
        "/api/admin/parcels/export",
        "/api/admin/participation-requests",
        "/api/admin/participation-requests/:requestId",
        "/api/admin/shippers",
        "/api/badges/mine",
        "/api/events",
        "/api/events/:eventId",
        "/api/events/:eventId/plan",
        "/api/invoices",
        "/api/notifications",
        "/api/organizations/:id/audit",
        "/api/organizations/:id/parcels",
        "/api/organizations/:id/parcels/export",
        "/api/organizations/:id/parcels/labels",
        "/api/participation-requests",
        "/api/participation-requests/:requestId",
        "/api/public/badges/:publicId",
        "/api/reservations/mine",
        "/api/shippers",
      ]),
    );
  }, 120_000);

  test("an Arabic name typed into the English field, or the other way round, is refused in the reader's language", async () => {
    const headers = { Authorization: `Bearer ${tokens.admin}`, "Accept-Language": "ar" };
    const shipper = await api.request("/api/admin/shippers", {
      headers,
      json: {
        name_ar: "Fast Freight",
        name_en: "النقل السريع",
        phone: "+966500000000",
        email: "ops@freight.test",
      },
    });
    expect(shipper.status).toBe(422);
    expect(await shipper.json()).toMatchObject({
      errors: {
        name_ar: ["يجب أن يُكتب حقل الاسم بالعربية بحروف عربية."],
        name_en: ["يجب أن يُكتب حقل الاسم بالإنجليزية بحروف إنجليزية (لاتينية)."],
      },
    });
  });
});
