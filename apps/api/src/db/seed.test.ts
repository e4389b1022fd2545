import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/helpers.ts";
import { readDocumentUpload, readImageUpload } from "../lib/file-type.ts";
import { verifyPassword } from "../lib/password.ts";
import { createDirectoryFileStore, type FileStore } from "../storage/file-store.ts";
import {
  auditLog,
  books,
  booths,
  events,
  files,
  notifications,
  organizationFiles,
  organizationMembers,
  organizations,
  shippers,
  users,
  zones,
} from "./schema.ts";
import { DEMO_ACCOUNTS, seedDemoData } from "./seed.ts";

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
    expect([tally("approved"), tally("pending"), tally("rejected")]).toEqual([14, 8, 2]);
    expect(list.filter((book) => book.status === "rejected").every((book) => book.reason)).toBe(
      true,
    );

    // The decisions went through the console's own functions: audit entries and notifications.
    const history = await database.db
      .select({ entityType: auditLog.entityType })
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt));
    expect(history).toHaveLength(1 + 14 + 2);
    // Newest first, as the pages show it: the books' review, then the house's approval.
    expect(history.at(-1)?.entityType).toBe("organization");
    expect(history.slice(0, -1).every((entry) => entry.entityType === "book")).toBe(true);
    const kinds = await database.db
      .select({ kind: notifications.kind, email: users.email })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId));
    expect(kinds.map((row) => row.email)).toEqual(Array(3).fill(DEMO_ACCOUNTS.publisher.email));
    expect(kinds.map((row) => row.kind).sort()).toEqual([
      "books_approved",
      "books_rejected",
      "organization_approved",
    ]);
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

  test("the fair has three zones of twelve booths, priced in halalas", async () => {
    const rows = await database.db
      .select({
        zone: zones.code,
        booth: booths.code,
        type: booths.type,
        price: booths.priceHalalas,
      })
      .from(booths)
      .innerJoin(zones, eq(booths.zoneId, zones.id));

    expect(rows).toHaveLength(36);
    expect(new Set(rows.map((row) => row.zone))).toEqual(new Set(["A", "B", "C"]));
    expect(rows.filter((row) => row.zone === "A").map((row) => row.booth)).toContain("A-12");
    for (const row of rows) {
      expect(Number.isInteger(row.price)).toBe(true);
      expect(row.price).toBeGreaterThan(0);
    }
  });
});
