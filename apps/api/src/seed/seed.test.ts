import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/helpers.ts";
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
} from "../db/schema.ts";
import { DEMO_ACCOUNTS, seedDemoData } from "./seed.ts";
import { logisticsProgress } from "../core/logistics-progress.ts";

describe("seedDemoData", () => {
  let database: TestDatabase;
  let uploadsDir: string;
  let fileStore: FileStore;
  let first: boolean;
  let second: boolean;
  beforeAll(async () => {
    database = await createTestDatabase();
    uploadsDir = await mkdtemp(join(tmpdir(), "rawaq-seed-"));
    fileStore = createDirectoryFileStore(uploadsDir);
    first = await seedDemoData(database.db, fileStore);
    second = await seedDemoData(database.db, fileStore);
  });
  afterAll(async () => {
    await database.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

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
    // The house, 24 books, four parcels sent and one moved to in transit.
    expect(history).toHaveLength(1 + 22 + 2 + 4 + 1);
    // Newest first, as the pages show it: the books' review, then the house's approval.
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
    expect(progress.parcels_sent).toBe(4);
    expect(progress.parcels_with_shipper).toBe(3);
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

  test("the approved house has an approved request and a held booth; the applicant a draft", async () => {
    const requests = await database.db
      .select({ status: participationRequests.status, email: users.email })
      .from(participationRequests)
      .innerJoin(
        organizationMembers,
        eq(organizationMembers.organizationId, participationRequests.organizationId),
      )
      .innerJoin(users, eq(users.id, organizationMembers.userId));
    expect(requests.map((row) => [row.email, row.status]).sort()).toEqual([
      [DEMO_ACCOUNTS.applicant.email, "draft"],
      [DEMO_ACCOUNTS.publisher.email, "approved"],
    ]);
    const live = await database.db
      .select({ status: boothReservations.status })
      .from(boothReservations)
      .where(and(inArray(boothReservations.status, ["held", "confirmed"])));
    expect(live.map((row) => row.status).sort()).toEqual(["confirmed", "held"]);
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
