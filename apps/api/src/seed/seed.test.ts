import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { readDocumentUpload, readImageUpload } from "../core/files.ts";
import { verifyPassword } from "../lib/password.ts";
import { createDirectoryFileStore, type FileStore } from "../lib/file-store.ts";
import {
  auditLog,
  badges,
  books,
  invoiceProofs,
  invoices,
  boothReservations,
  booths,
  events,
  participationRequests,
  files,
  notifications,
  organizationFiles,
  organizationMembers,
  organizations,
  parcels,
  shippers,
  users,
  zones,
} from "../db/schema/index.ts";
import { DEMO_ACCOUNTS, seedDemoData } from "./seed.ts";
import { logisticsProgress } from "../core/logistics-progress.ts";
import { HOLD_MINUTES } from "@rawaq/domain/participation";
import { INVOICE_DUE_DAYS } from "@rawaq/domain/payments";

// One seeded database for the file: the rows the seed writes, then the README's demo table read
// back through the API as the pages read it.
let database: TestApp;
let uploadsDir: string;
let fileStore: FileStore;
let first: boolean;
let second: boolean;
beforeAll(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), "rawaq-seed-"));
  fileStore = createDirectoryFileStore(uploadsDir);
  database = await createTestApp({ fileStore });
  first = await seedDemoData(database.db, fileStore);
  second = await seedDemoData(database.db, fileStore);
  // The whole demo through the product's transitions: seconds alone, more on a busy CI machine.
}, 60_000);
afterAll(async () => {
  await database?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe("seedDemoData", () => {
  const total = async (
    table: typeof users | typeof events | typeof zones | typeof booths | typeof shippers,
  ) => {
    const [row] = await database.db.select({ value: count() }).from(table);
    return row?.value;
  };

  test("seeds an empty database once; a second start writes nothing", async () => {
    expect(first).toBe(true);
    expect(second).toBe(false);
    expect(await total(users)).toBe(4);
    expect(await total(events)).toBe(1);
    expect(await total(shippers)).toBe(3);
  });

  test("one admin and three exhibitors, who log in with the documented passwords", async () => {
    const rows = await database.db.select().from(users);
    const byEmail = new Map(rows.map((user) => [user.email, user]));

    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
      const user = byEmail.get(account.email);
      expect(user?.role).toBe(role === "admin" ? "admin" : "exhibitor");
      expect(user?.passwordHash).not.toContain(account.password);
      expect(await verifyPassword(user!.passwordHash, account.password)).toBe(true);
    }
    const exhibitor = byEmail.get(DEMO_ACCOUNTS.exhibitor.email)!;
    expect(await verifyPassword(exhibitor.passwordHash, DEMO_ACCOUNTS.admin.password)).toBe(false);
  });

  test("the publisher's house is approved with a reviewed list; the applicant's waits", async () => {
    const houses = await database.db
      .select({
        email: users.email,
        status: organizations.status,
        role: organizationMembers.role,
        id: organizations.id,
      })
      .from(organizations)
      .innerJoin(organizationMembers, eq(organizationMembers.organizationId, organizations.id))
      .innerJoin(users, eq(users.id, organizationMembers.userId));
    expect(houses.map(({ email, status, role }) => [email, status, role]).sort()).toEqual([
      [DEMO_ACCOUNTS.applicant.email, "pending", "manager"],
      [DEMO_ACCOUNTS.publisher.email, "approved", "manager"],
    ]);

    const approved = houses.find((house) => house.status === "approved")!;
    const list = await database.db
      .select({ status: books.status, reason: books.rejectionReason })
      .from(books)
      .where(eq(books.organizationId, approved.id));
    const tally = (status: string) => list.filter((book) => book.status === status).length;
    expect([tally("approved"), tally("pending"), tally("rejected")]).toEqual([22, 0, 2]);
    expect(list.filter((book) => book.status === "rejected").every((book) => book.reason)).toBe(
      true,
    );

    // The decisions went through the console's own functions: audit entries and notifications.
    const history = await database.db
      .select({ entityType: auditLog.entityType })
      .from(auditLog)
      .where(inArray(auditLog.entityType, ["organization", "book", "parcel"]))
      .orderBy(desc(auditLog.createdAt));
    // Both houses submitted and one approved, 24 books reviewed, five parcels sent and one moved
    // to in transit.
    expect(history).toHaveLength(3 + 24 + 5 + 1);
    // Newest first, as the pages show it: the books' review, then the house's approval, and its
    // submission first of all.
    expect(history.at(-1)?.entityType).toBe("organization");
    expect(history.filter((entry) => entry.entityType === "book")).toHaveLength(24);
    const kinds = await database.db
      .select({ kind: notifications.kind, email: users.email })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(
        inArray(notifications.kind, [
          "books_approved",
          "books_rejected",
          "organization_approved",
          "parcels_moved",
        ]),
      );
    expect(kinds.map((row) => row.email)).toEqual(Array(5).fill(DEMO_ACCOUNTS.publisher.email));
    expect(kinds.map((row) => row.kind).sort()).toEqual([
      "books_approved",
      "books_approved",
      "books_rejected",
      "organization_approved",
      "parcels_moved",
    ]);
  });

  test("the approved house's logistics are half done: most books complete, parcels sent, one in transit", async () => {
    const [house] = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.status, "approved"));
    const progress = await logisticsProgress(database.db, house!);
    expect(progress).toMatchObject({ is_open: true, data_completed: false, books_total: 22 });
    expect(progress.books_complete).toBe(19);
    // The first list's five parcels were all sent before any got a shipper (step 3 opens only
    // then); the later titles' two parcels wait for step 1 to be complete again.
    expect(progress).toMatchObject({ parcels_total: 7, parcels_sent: 5, parcels_with_shipper: 3 });
    const moving = await database.db.select().from(parcels).where(eq(parcels.status, "in_transit"));
    expect(moving).toHaveLength(1);
  });

  test("every demo document is in the file store and passes the upload checks", async () => {
    const documents = await database.db.select().from(organizationFiles);
    expect(documents).toHaveLength(6);
    for (const document of documents) {
      const bytes = await fileStore.read(document.storageKey);
      expect(bytes.byteLength).toBe(document.sizeBytes);
      const checked = await readDocumentUpload(new File([bytes], "demo"), document.kind !== "logo");
      expect(checked).toMatchObject({ contentType: document.contentType });
    }
    const identities = await database.db.select().from(files);
    expect(identities.map((file) => file.purpose)).toEqual([
      "identity_document",
      "identity_document",
    ]);
    for (const identity of identities) {
      const bytes = await fileStore.read(identity.storageKey);
      expect(await readImageUpload(new File([bytes], "id"))).toMatchObject({
        contentType: "image/png",
      });
    }
  });

  test("the fair has a main hall of at least 60 booths laid out on its plan, priced in halalas", async () => {
    const rows = await database.db
      .select({ zone: zones, booth: booths })
      .from(booths)
      .innerJoin(zones, eq(booths.zoneId, zones.id));
    const hall = rows.filter((row) => row.zone.code === "A");
    expect(hall.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((row) => row.zone.code))).toEqual(new Set(["A", "B", "C"]));
    for (const { zone, booth } of rows) {
      expect(Number.isInteger(booth.priceHalalas)).toBe(true);
      expect(booth.priceHalalas).toBeGreaterThan(0);
      expect(booth.x + booth.width).toBeLessThanOrEqual(zone.planWidth);
      expect(booth.y + booth.height).toBeLessThanOrEqual(zone.planHeight);
    }
    // No two booths of a hall share a cell.
    for (const zoneCode of ["A", "B", "C"]) {
      const cells = new Set<string>();
      for (const { booth } of rows.filter((row) => row.zone.code === zoneCode)) {
        for (let x = booth.x; x < booth.x + booth.width; x += 1) {
          for (let y = booth.y; y < booth.y + booth.height; y += 1) {
            expect(cells.has(`${x},${y}`)).toBe(false);
            cells.add(`${x},${y}`);
          }
        }
      }
    }
  });

  test("the approved house has an approved request and a held booth; the house under review has none", async () => {
    const requests = await database.db
      .select({ status: participationRequests.status, email: users.email })
      .from(participationRequests)
      .innerJoin(
        organizationMembers,
        eq(organizationMembers.organizationId, participationRequests.organizationId),
      )
      .innerJoin(users, eq(users.id, organizationMembers.userId));
    // The product takes a request from an approved house only.
    expect(requests.map((row) => [row.email, row.status])).toEqual([
      [DEMO_ACCOUNTS.publisher.email, "approved"],
    ]);
    const live = await database.db
      .select({ status: boothReservations.status })
      .from(boothReservations)
      .where(and(inArray(boothReservations.status, ["held", "confirmed"])));
    expect(live.map((row) => row.status).sort()).toEqual(["confirmed", "held"]);
  });

  test("a hold lasts what the product gives one: 30 minutes, or until its invoice is due", async () => {
    const rows = await database.db
      .select({
        reservation: boothReservations,
        dueAt: invoices.dueAt,
        issuedAt: invoices.issuedAt,
      })
      .from(boothReservations)
      .leftJoin(invoices, eq(invoices.reservationId, boothReservations.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const { reservation, dueAt, issuedAt } of rows) {
      if (reservation.status === "confirmed") {
        expect(reservation.expiresAt).toBeNull();
      } else if (dueAt && issuedAt) {
        // Issuing the invoice moved the hold to the invoice's due date (decision 046).
        expect(reservation.expiresAt).toEqual(dueAt);
        expect(dueAt.getTime() - issuedAt.getTime()).toBe(INVOICE_DUE_DAYS * 86_400_000);
      } else {
        const lasts = reservation.expiresAt!.getTime() - reservation.createdAt.getTime();
        // The seed's own seconds aside, never longer than a hold the plan page offers.
        expect(lasts).toBeLessThanOrEqual(HOLD_MINUTES * 60_000 + 60_000);
      }
    }
  });

  test("the exhibitors signed up as the form asks: identity, birth date and address on file", async () => {
    const rows = await database.db.select().from(users).where(eq(users.role, "exhibitor"));
    expect(rows).toHaveLength(3);
    for (const user of rows) {
      expect(user).toMatchObject({ identityType: "national_id", countryId: "SA" });
      for (const field of [
        "identityNumber",
        "identityExpiresOn",
        "dateOfBirth",
        "cityId",
      ] as const) {
        expect(user[field]).toBeTruthy();
      }
    }
  });

  test("the approved house has one paid invoice with badges and one issued invoice waiting for its receipt", async () => {
    const rows = await database.db
      .select({ invoice: invoices, reservation: boothReservations.status })
      .from(invoices)
      .innerJoin(boothReservations, eq(boothReservations.id, invoices.reservationId))
      .orderBy(invoices.number);
    expect(rows.map((row) => [row.invoice.number, row.invoice.status, row.reservation])).toEqual([
      [1, "paid", "confirmed"],
      [2, "issued", "held"],
    ]);
    expect(rows[0]?.invoice).toMatchObject({ subtotalHalalas: 450_000, vatHalalas: 67_500 });
    const [proofs] = await database.db.select({ value: count() }).from(invoiceProofs);
    expect(proofs?.value).toBe(1);
    const named = await database.db.select().from(badges);
    expect(named).toHaveLength(2);
    for (const badge of named) {
      expect(badge).toMatchObject({
        status: "active",
        organizationId: rows[0]?.invoice.organizationId,
      });
      expect(badge.publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(await fileStore.read(badge.photoStorageKey!)).toBeInstanceOf(Uint8Array);
    }
  });
});

// The README's demo table (issue 26: it promised "eight books waiting" and "14 approved" while
// the seed had approved them all). Every row's email and password must log in with the role the
// row names, and every count and state its last column claims is read back through the API the
// way the page shows it. A claim in a form the test does not know fails it, so the README cannot
// grow a promise nobody checks.
const README = new URL("../../../../README.md", import.meta.url);

interface DemoRow {
  role: string;
  email: string;
  password: string;
  sees: string;
}

async function readDemoTable(): Promise<{ intro: string; rows: DemoRow[] }> {
  const text = await readFile(README, "utf8");
  const header = text.indexOf("| role ");
  // The paragraph that leads into the table.
  const intro = text.slice(text.lastIndexOf("\n\n", header - 3), header).replace(/\s+/g, " ");
  const rows = text
    .slice(header)
    .split("\n")
    .slice(2)
    .filter((line, index, lines) => lines.slice(0, index + 1).every((row) => row.startsWith("|")))
    .map((line) => {
      const [role, email, password, sees] = line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^`|`$/g, ""));
      return { role: role!, email: email!, password: password!, sees: sees! };
    });
  return { intro, rows };
}

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const NUMBER = `(\\d+|${NUMBER_WORDS.join("|")})`;
const toNumber = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word));
/** What the README may only say inside a claim below: counts and states. */
const UNCHECKED = new RegExp(
  `\\d|\\b(${NUMBER_WORDS.join("|")}|approved|rejected|pending|waiting|review|submitted|draft|held|confirmed|paid|issued)\\b`,
  "i",
);

/** The signed-in reader's API, as the pages call it. */
function reader(token: string) {
  return async <T>(path: string): Promise<T> => {
    const response = await database.request(path, {
      headers: { Authorization: `Bearer ${token}`, "Accept-Language": "en" },
    });
    expect(response.status, path).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
}
type Read = ReturnType<typeof reader>;

interface OrganizationAnswer {
  organization: { commercial_name: string } | null;
  meta: { status: string | null; books: { pending: number; approved: number; rejected: number } };
}

/** Each claim the table's last column may make, and how the page it stands for is read. */
const CLAIMS: { pattern: RegExp; check: (read: Read, match: string[]) => Promise<void> }[] = [
  {
    // The console's queue cards (GET /api/admin/summary).
    pattern: new RegExp(
      `the console: ${NUMBER} houses? waiting for review, ${NUMBER} books? waiting`,
    ),
    check: async (read, [, houses, books]) => {
      const summary = await read<{ organizations_pending: number; books_pending: number }>(
        "/api/admin/summary",
      );
      expect(summary).toEqual({
        organizations_pending: toNumber(houses!),
        books_pending: toNumber(books!),
      });
    },
  },
  {
    pattern: /no organization yet/,
    check: async (read) => {
      expect((await read<OrganizationAnswer>("/api/organizations")).organization).toBeNull();
    },
  },
  {
    // The house's name and status as /my-organization shows them.
    pattern: /^([\w-]+), (approved|submitted and waiting for review)/,
    check: async (read, [, name, state]) => {
      const answer = await read<OrganizationAnswer>("/api/organizations");
      expect(answer.organization?.commercial_name).toMatch(new RegExp(`^${name} `));
      expect(answer.meta.status).toBe(state === "approved" ? "approved" : "pending");
    },
  },
  {
    // The counts of /books' status filter.
    pattern: new RegExp(`${NUMBER} books \\(${NUMBER} approved, ${NUMBER} rejected\\)`),
    check: async (read, [, total, approved, rejected]) => {
      const { books } = (await read<OrganizationAnswer>("/api/organizations")).meta;
      expect(books.pending + books.approved + books.rejected).toBe(toNumber(total!));
      expect(books).toMatchObject({ approved: toNumber(approved!), rejected: toNumber(rejected!) });
    },
  },
  {
    // /reservation's list of the house's booths, and /payment-information's invoices.
    pattern: /booth ([A-Z]-\d+) (held|confirmed), invoice (issued|paid)/,
    check: async (read, [, booth, state, invoice]) => {
      const mine = await read<{ reservations: { booth_code: string; status: string }[] }>(
        "/api/reservations/mine",
      );
      expect(mine.reservations.find((row) => row.booth_code === booth)?.status).toBe(state);
      const { invoices } = await read<{ invoices: { booth_code: string; status: string }[] }>(
        "/api/invoices",
      );
      expect(invoices.find((row) => row.booth_code === booth)?.status).toBe(invoice);
    },
  },
];

describe("the README's demo table", () => {
  test("names the seeded accounts, and the numbers of its introduction are the seed's", async () => {
    const { intro, rows } = await readDemoTable();
    expect(rows.map(({ email, password }) => ({ email, password })).sort(byEmail)).toEqual(
      Object.values(DEMO_ACCOUNTS)
        .map(({ email, password }) => ({ email, password }))
        .sort(byEmail),
    );
    const counts = new RegExp(
      `a fair with zones and booths, ${NUMBER} shippers, ${NUMBER} publishing houses, and ${NUMBER} accounts`,
    ).exec(intro);
    expect(counts, intro).not.toBeNull();
    const admin = rows.find((row) => row.role === "admin")!;
    const read = reader(await logIn(admin));
    const [shippers, houses, accounts] = counts!.slice(1).map(toNumber);
    expect((await read<{ shippers: unknown[] }>("/api/shippers")).shippers).toHaveLength(shippers!);
    const total = async (path: string) =>
      (await read<{ meta: { total: number } }>(path)).meta.total;
    expect(await total("/api/admin/organizations")).toBe(houses);
    expect(await total("/api/admin/users")).toBe(accounts);
    expect(rows).toHaveLength(accounts!);
  });

  test("every row logs in with its role and shows what the row says", async () => {
    const { rows } = await readDemoTable();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const login = await database.request("/api/auth/login", {
        json: { email: row.email, password: row.password },
      });
      expect(login.status, row.email).toBe(200);
      const { data } = (await login.json()) as { data: { token: string; user: { role: string } } };
      expect(row.role.split(",")[0], row.email).toBe(data.user.role);

      const read = reader(data.token);
      let rest = row.sees;
      for (const claim of CLAIMS) {
        for (let match = claim.pattern.exec(rest); match; match = claim.pattern.exec(rest)) {
          await claim.check(read, [...match]);
          rest = rest.replace(match[0], " ");
        }
      }
      expect(rest, `${row.email}: a count or state the test does not check`).not.toMatch(UNCHECKED);
    }
  });
});

function byEmail(a: { email: string }, b: { email: string }) {
  return a.email.localeCompare(b.email);
}

async function logIn(row: { email: string; password: string }) {
  const response = await database.request("/api/auth/login", {
    json: { email: row.email, password: row.password },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}
