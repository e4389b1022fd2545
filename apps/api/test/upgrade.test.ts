import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, expect, inject, test } from "vitest";
import { createApp } from "../src/app.ts";
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase } from "../src/db/client.ts";
import { committedMigrations } from "../src/db/migrations.ts";
import { createDirectoryFileStore } from "../src/lib/file-store.ts";
import { databaseKind } from "./helpers.ts";
import { databaseName, databaseUrl, quoteIdentifier } from "./postgres-urls.ts";
import "./provided-context.ts";

// A fair that ran the previous release (git 5158b81: migrations 0000-0002) upgrades in place:
// its database, with that release's demo data, takes this release's migrations and is served.
// The fixture keeps that release's migration files as they were and the rows its seed wrote
// (pg_dump --data-only). Migrations are forward-only: if a committed one were edited, drizzle
// would not run it again and this database would miss the change — tests here would show it.

const RELEASE = fileURLToPath(new URL("./fixtures/release-5158b81/", import.meta.url));
const APPROVED_ORGANIZATION = "29b2fc63-d751-4c80-b287-662e9f3ce5ec";

let database: DatabaseHandle | undefined;
let postgresDatabase: string | undefined;
afterAll(async () => {
  await database?.close();
  if (postgresDatabase)
    await asAdmin(`DROP DATABASE IF EXISTS ${quoteIdentifier(postgresDatabase)} WITH (FORCE)`);
});

async function asAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: inject("postgresAdminUrl") });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** An empty database of the project's kind, migrated the way release 5158b81 did, with its data. */
async function previousReleaseDatabase(): Promise<DatabaseHandle> {
  const previous = { migrationsFolder: `${RELEASE}drizzle` };
  const rows = await readFile(`${RELEASE}demo-data.sql`, "utf8");
  if (databaseKind === "pglite") {
    const handle = await openDatabase({ kind: "pglite" });
    await migratePglite(handle.db as unknown as PgliteDatabase, previous);
    await (handle.db as unknown as { $client: PGlite }).$client.exec(rows);
    return handle;
  }
  const run = databaseName(inject("postgresUrl")!);
  postgresDatabase = `${run}_${randomBytes(4).toString("hex")}`;
  await asAdmin(`CREATE DATABASE ${quoteIdentifier(postgresDatabase)}`);
  const handle = await openDatabase({
    kind: "postgres",
    url: databaseUrl(inject("postgresAdminUrl")!, postgresDatabase),
  });
  await migratePg(handle.db as unknown as NodePgDatabase, previous);
  // No parameters: the simple protocol runs the whole script.
  await (handle.db as unknown as { $client: pg.Pool }).$client.query(rows);
  return handle;
}

test(
  `release 5158b81's database with its demo data takes this release's migrations and is served (${databaseKind})`,
  { timeout: 60_000 },
  async () => {
    database = await previousReleaseDatabase();
    const app = createApp({
      db: database.db,
      databaseKind,
      fileStore: createDirectoryFileStore("/nonexistent"),
    });
    expect(await (await app.request("/api/health/ready")).json()).toMatchObject({
      reason: "migrations_pending",
    });

    await database.migrate();

    const applied = (await database.db.execute(
      sql`select count(*)::int as runs from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { runs: number }[] };
    expect(applied.rows[0]!.runs).toBe(committedMigrations(MIGRATIONS_FOLDER).length);
    expect((await app.request("/api/health/ready")).status).toBe(200);

    // The previous release's publisher logs in with their password and finds their books.
    const login = await app.request("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "en" },
      body: JSON.stringify({ email: "publisher@rawaq.local", password: "Rawaq-Publisher-2026!" }),
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const headers = { Authorization: `Bearer ${token}`, "Accept-Language": "en" };

    const organizations = await app.request("/api/organizations", { headers });
    expect(organizations.status).toBe(200);
    expect(JSON.stringify(await organizations.json())).toContain("دار المعرفة للنشر");

    const books = await app.request(`/api/get_books_by_organization/${APPROVED_ORGANIZATION}`, {
      headers,
    });
    expect(books.status).toBe(200);
    expect(await books.json()).toMatchObject({ data: { meta: { total: 24 } } });
  },
);
