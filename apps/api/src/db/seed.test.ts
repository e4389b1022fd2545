import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/helpers.ts";
import { verifyPassword } from "../lib/password.ts";
import { booths, events, shippers, users, zones } from "./schema.ts";
import { DEMO_ACCOUNTS, seedDemoData } from "./seed.ts";

describe("seedDemoData", () => {
  let database: TestDatabase;
  let first: boolean;
  let second: boolean;
  beforeAll(async () => {
    database = await createTestDatabase();
    first = await seedDemoData(database.db);
    second = await seedDemoData(database.db);
  });
  afterAll(() => database.close());

  const total = async (
    table: typeof users | typeof events | typeof zones | typeof booths | typeof shippers,
  ) => {
    const [row] = await database.db.select({ value: count() }).from(table);
    return row?.value;
  };

  test("seeds an empty database once; a second start writes nothing", async () => {
    expect(first).toBe(true);
    expect(second).toBe(false);
    expect(await total(users)).toBe(2);
    expect(await total(events)).toBe(1);
    expect(await total(shippers)).toBe(3);
  });

  test("one admin and one exhibitor, who can log in with the documented passwords", async () => {
    const rows = await database.db.select().from(users).orderBy(users.role);

    expect(rows.map((user) => [user.role, user.email])).toEqual([
      ["admin", DEMO_ACCOUNTS.admin.email],
      ["exhibitor", DEMO_ACCOUNTS.exhibitor.email],
    ]);
    const [admin, exhibitor] = rows;
    expect(admin?.passwordHash).not.toContain(DEMO_ACCOUNTS.admin.password);
    expect(await verifyPassword(admin!.passwordHash, DEMO_ACCOUNTS.admin.password)).toBe(true);
    expect(await verifyPassword(exhibitor!.passwordHash, DEMO_ACCOUNTS.exhibitor.password)).toBe(
      true,
    );
    expect(await verifyPassword(exhibitor!.passwordHash, DEMO_ACCOUNTS.admin.password)).toBe(false);
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
