import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { RETENTION_DEFAULT_DAYS } from "@rawaq/domain/privacy";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type RetentionCounts, runRetention } from "../src/core/retention.ts";
import { type DatabaseHandle, openDatabase } from "../src/db/client.ts";
import {
  accountTokens,
  authTokens,
  badges,
  files,
  organizationMembers,
  organizations,
  participationRequests,
  retentionRuns,
} from "../src/db/schema/index.ts";
import { type FileStore, createDirectoryFileStore } from "../src/lib/file-store.ts";
import { approvedOrganizationRow, createUser } from "./fixtures.ts";
import { type TestApp, createTestApp, databaseKind } from "./helpers.ts";
import { insertFair } from "./participation-fixtures.ts";

// Issue 31: retention that runs by itself. Identity documents go a set number of days after the
// last fair their owner's house asked to take part in ends (the upload day for a house that
// asked for none); badge photos after the badge's fair ends or it was revoked; drafts never
// submitted after a year; ended links and sessions after days. Exactly what has expired and
// nothing else, once a day, with two processes running. The tests move the clock.

const DAY = 24 * 60 * 60 * 1000;
const days = RETENTION_DEFAULT_DAYS;
let api: TestApp;
let store: FileStore;
let fair: Awaited<ReturnType<typeof insertFair>>;
// The fair ends on 2026-11-10 (participation-fixtures.ts).
const fairEnds = new Date("2026-11-10T12:00:00Z");
const after = (from: Date, count: number) => new Date(from.getTime() + count * DAY);

const storedPath = (key: string) => join(api.uploadsDir, key.slice(0, 2), key);

/** A file really in the store, recorded as `userId`'s identity document uploaded at `at`. */
async function identityDocument(userId: string, at: Date) {
  const storageKey = await store.save(new TextEncoder().encode(`document of ${userId}`));
  await api.db.insert(files).values({
    ownerUserId: userId,
    purpose: "identity_document",
    contentType: "image/png",
    sizeBytes: 10,
    storageKey,
    createdAt: at,
  });
  return storageKey;
}

async function houseOf(
  userId: string,
  serial: number,
  status: "approved" | "draft",
  updatedAt: Date,
) {
  const [house] = await api.db
    .insert(organizations)
    .values({ ...approvedOrganizationRow(serial), status, updatedAt })
    .returning();
  await api.db
    .insert(organizationMembers)
    .values({ organizationId: house!.id, userId, role: "manager" });
  return house!.id;
}

async function documentsLeft(keys: string[]) {
  const rows = await api.db
    .select({ key: files.storageKey })
    .from(files)
    .where(inArray(files.storageKey, keys));
  return rows.map((row) => row.key).sort();
}

/** Runs the job at `now`; a day already run answers null. */
const run = (now: Date, db = api.db) => runRetention(db, store, now, days);

beforeAll(async () => {
  api = await createTestApp();
  store = createDirectoryFileStore(api.uploadsDir);
  fair = await insertFair(api, 1);
});
afterAll(() => api?.close());

describe("identity documents", () => {
  test("outlive the last fair of the owner's house by the set days; without a fair, the upload", async () => {
    const exhibitor = await createUser(api, { withIdentityDocument: false });
    const house = await houseOf(exhibitor.id, 9001, "approved", new Date("2026-08-01"));
    await api.db.insert(participationRequests).values({
      organizationId: house,
      eventId: fair.event.id,
      status: "approved",
      requestedArea: 9,
      approvedArea: 9,
      boothType: "standard",
      titlesCount: 1,
    });
    const exhibitorDocument = await identityDocument(exhibitor.id, new Date("2026-08-01"));
    // Someone whose house asked for no fair: the upload day counts.
    const newcomer = await createUser(api, { withIdentityDocument: false });
    const newcomerDocument = await identityDocument(newcomer.id, new Date("2026-10-01"));
    const both = [exhibitorDocument, newcomerDocument].sort();

    // Kept through the 180th day after the upload (2027-03-30), destroyed the day after; the
    // exhibitor's through the 180th day after the fair's last (2027-05-09).
    await run(new Date("2027-03-30T12:00:00Z"));
    expect(await documentsLeft(both)).toEqual(both);

    const counts = await run(new Date("2027-03-31T12:00:00Z"));
    expect(counts?.identity_documents).toBe(1);
    expect(await documentsLeft(both)).toEqual([exhibitorDocument]);
    expect(existsSync(storedPath(newcomerDocument))).toBe(false);
    expect(existsSync(storedPath(exhibitorDocument))).toBe(true);

    await run(new Date("2027-05-09T12:00:00Z"));
    expect(await documentsLeft(both)).toEqual([exhibitorDocument]);
    await run(new Date("2027-05-10T12:00:00Z"));
    expect(await documentsLeft(both)).toEqual([]);
    expect(existsSync(storedPath(exhibitorDocument))).toBe(false);
  });
});

describe("badge photos, drafts, links and sessions", () => {
  test("each destroyed once its period has passed, and nothing else", async () => {
    const manager = await createUser(api, { withIdentityDocument: false });
    const house = await houseOf(manager.id, 9002, "approved", new Date("2026-08-01"));
    const badge = async (revokedAt: Date | null) => {
      const storageKey = await store.save(new TextEncoder().encode(`photo ${randomUUID()}`));
      const [row] = await api.db
        .insert(badges)
        .values({
          publicId: randomUUID(),
          organizationId: house,
          eventId: fair.event.id,
          printedName: "حامل البطاقة",
          role: "staff",
          photoStorageKey: storageKey,
          photoContentType: "image/png",
          status: revokedAt ? "revoked" : "active",
          revokedAt,
        })
        .returning();
      return { id: row!.id, storageKey };
    };
    const active = await badge(null);
    // Revoked before the fair: its photo goes 30 days after the revocation.
    const revoked = await badge(new Date("2026-09-30T12:00:00Z"));

    // Drafts: one left a year and a day ago, one changed yesterday, and a house under review.
    const stale = new Date("2025-10-30T12:00:00Z");
    const now = new Date("2026-10-31T12:00:00Z");
    const staleDraft = await houseOf(
      (await createUser(api, { withIdentityDocument: false })).id,
      9003,
      "draft",
      stale,
    );
    const freshDraft = await houseOf(
      (await createUser(api, { withIdentityDocument: false })).id,
      9004,
      "draft",
      after(now, -1),
    );
    const [pendingHouse] = await api.db
      .insert(organizations)
      .values({ ...approvedOrganizationRow(9005), status: "pending", updatedAt: stale })
      .returning();
    const request = (status: "draft" | "submitted") => ({
      organizationId: house,
      eventId: fair.event.id,
      status,
      requestedArea: 9,
      boothType: "standard" as const,
      titlesCount: 1,
      createdAt: stale,
    });
    const [draftRequest] = await api.db
      .insert(participationRequests)
      .values(request("draft"))
      .returning();

    // Links and sessions: ended 8 days ago (gone), ended 6 days ago (kept), and live ones.
    const token = (expiresAt: Date, extra: Partial<typeof authTokens.$inferInsert> = {}) => ({
      userId: manager.id,
      tokenHash: randomUUID(),
      expiresAt,
      ...extra,
    });
    const sessions = await api.db
      .insert(authTokens)
      .values([
        token(after(now, -8)),
        token(after(now, 30), { revokedAt: after(now, -8) }),
        token(after(now, -6)),
        token(after(now, 30)),
      ])
      .returning({ id: authTokens.id });
    const links = await api.db
      .insert(accountTokens)
      .values([
        { ...token(after(now, -8)), purpose: "password_reset" as const },
        { ...token(after(now, 1)), purpose: "password_reset" as const, usedAt: after(now, -9) },
        { ...token(after(now, 1)), purpose: "password_reset" as const },
      ])
      .returning({ id: accountTokens.id });

    const first: RetentionCounts | null = await run(now);
    expect(first).toEqual({
      identity_documents: 0,
      // The revoked badge's photo (31 days after its revocation); the fair has not ended yet.
      badge_photos: 1,
      unsubmitted_drafts: 2,
      ended_links: 4,
    });
    const photos = await api.db
      .select({ id: badges.id, key: badges.photoStorageKey })
      .from(badges)
      .where(inArray(badges.id, [active.id, revoked.id]));
    expect(Object.fromEntries(photos.map((row) => [row.id, row.key]))).toEqual({
      [active.id]: active.storageKey,
      [revoked.id]: null,
    });
    expect(existsSync(storedPath(revoked.storageKey))).toBe(false);
    const houses = await api.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(inArray(organizations.id, [staleDraft, freshDraft, pendingHouse!.id]));
    expect(houses.map((row) => row.id).sort()).toEqual([freshDraft, pendingHouse!.id].sort());
    expect(
      await api.db
        .select()
        .from(participationRequests)
        .where(eq(participationRequests.id, draftRequest!.id)),
    ).toEqual([]);
    const sessionsLeft = await api.db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(
        inArray(
          authTokens.id,
          sessions.map((row) => row.id),
        ),
      );
    expect(sessionsLeft.map((row) => row.id).sort()).toEqual(
      [sessions[2]!.id, sessions[3]!.id].sort(),
    );
    const linksLeft = await api.db
      .select({ id: accountTokens.id })
      .from(accountTokens)
      .where(
        inArray(
          accountTokens.id,
          links.map((row) => row.id),
        ),
      );
    expect(linksLeft.map((row) => row.id)).toEqual([links[2]!.id]);

    // The same day again: nothing runs. The fair's end plus 30 days: the other photo goes.
    expect(await run(now)).toBeNull();
    expect((await run(after(fairEnds, 31)))?.badge_photos).toBe(1);
    expect(existsSync(storedPath(active.storageKey))).toBe(false);
  });
});

describe("once a day, whatever the number of processes", () => {
  test("two runs at once on one database: one destroys, the other finds the day taken", async () => {
    const person = await createUser(api, { withIdentityDocument: false });
    const key = await identityDocument(person.id, new Date("2020-01-01"));
    const day = new Date("2030-01-02T08:00:00Z");

    // A second process: its own connections to the same database (PGlite has one process).
    let second: DatabaseHandle | undefined;
    if (databaseKind === "postgres") {
      second = await openDatabase({ kind: "postgres", url: api.url!, onConnectionLost: () => {} });
    }
    try {
      const results = await Promise.all([run(day), run(day, second?.db ?? api.db)]);
      const ran = results.filter((counts) => counts !== null);
      expect(ran).toHaveLength(1);
      expect(ran[0]?.identity_documents).toBeGreaterThanOrEqual(1);
    } finally {
      await second?.close();
    }
    expect(await documentsLeft([key])).toEqual([]);
    // The day's row says what was destroyed, in counts only.
    const [row] = await api.db
      .select()
      .from(retentionRuns)
      .where(eq(retentionRuns.day, "2030-01-02"));
    expect(row?.destroyed).toMatchObject({ identity_documents: expect.any(Number) });
    expect(JSON.stringify(row?.destroyed)).not.toContain(person.email);
  });
});
