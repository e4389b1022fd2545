import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { AuditEntry, Notification } from "@rawaq/domain/review";
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
const RELEASE_EVENT = "d709164b-04e4-4c77-8889-17488d70fe04";
const PUBLISHER = "c022a3ab-dc74-4a6f-8b91-6c40553bf5ff";
const REQUEST = "7d0d3c52-6f0e-4a8e-9f59-2a4f3c6b1e01";
const BOOK_LIST = "5b8f0e3a-2c41-4d0e-9a57-0c6b1d2e3f41";
const DATA_SHEET = "5b8f0e3a-2c41-4d0e-9a57-0c6b1d2e3f42";

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

/** Runs the migrations of `migrationsFolder` the way the project's own kind of database does. */
async function migrateWith(handle: DatabaseHandle, migrationsFolder: string) {
  if (databaseKind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

/** This release's migrations made before the one tagged `tag`: the folder a database ran them from. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "rawaq-migrations-"));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journal = JSON.parse(await readFile(join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number; tag: string }[];
  };
  const when = journal.entries.find((entry) => entry.tag === tag)!.when;
  journal.entries = journal.entries.filter((entry) => entry.when < when);
  await writeFile(join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  return folder;
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

    // A fair that ran the release before names were kept in both languages (0012): its event
    // had one address, its audit log named a request by the event's English name, and a
    // notification held the event's names in two parameters.
    const before = await migrationsBefore("0012_bilingual_texts");
    try {
      await migrateWith(database, before);
    } finally {
      await rm(before, { recursive: true, force: true });
    }
    await database.db.execute(sql`
      update events set address = 'طريق المطار، الرياض' where id = ${RELEASE_EVENT}`);
    await database.db.execute(sql`
      insert into participation_requests
        (id, organization_id, event_id, requested_area, booth_type, titles_count)
      values (${REQUEST}, ${APPROVED_ORGANIZATION}, ${RELEASE_EVENT}, 18, 'standard', 40)`);
    await database.db.execute(sql`
      insert into audit_log
        (organization_id, entity_type, entity_id, entity_label, actor_name, actor_role, to_status)
      values (${APPROVED_ORGANIZATION}, 'participation_request', ${REQUEST},
        'Riyadh International Book Fair 2027', 'هدى الشمري', 'exhibitor', 'draft')`);
    await database.db.execute(sql`
      insert into notifications (user_id, kind, params)
      values (${PUBLISHER}, 'request_approved', ${JSON.stringify({
        request_id: REQUEST,
        event_name_ar: "معرض الرياض الدولي للكتاب 2027",
        event_name_en: "Riyadh International Book Fair 2027",
        count: 18,
      })}::jsonb)`);
    // Its uploaded sheets waited for their commit in a table per kind (before 0013).
    const listRows = [{ row: 2, values: { title: "رواية الصحراء" }, errors: {} }];
    const sheetRows = [{ row: 2, values: { isbn: "9780306406157" }, errors: { price: ["…"] } }];
    await database.db.execute(sql`
      insert into book_imports
        (id, organization_id, user_id, file_name, total_rows, error_rows, rows)
      values (${BOOK_LIST}, ${APPROVED_ORGANIZATION}, ${PUBLISHER}, 'كتب.csv', 1, 0,
        ${JSON.stringify(listRows)}::jsonb)`);
    await database.db.execute(sql`
      insert into logistics_imports
        (id, organization_id, user_id, file_name, status, total_rows, error_rows, rows, committed_at)
      values (${DATA_SHEET}, ${APPROVED_ORGANIZATION}, ${PUBLISHER}, 'data.xlsx', 'committed', 1, 1,
        ${JSON.stringify(sheetRows)}::jsonb, now())`);

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

    // Names carried over in both languages: the one address stands for both, the request's
    // label takes its event's Arabic name, and the notification holds the pair as one value.
    const eventName = {
      ar: "معرض الرياض الدولي للكتاب 2027",
      en: "Riyadh International Book Fair 2027",
    };
    const event = await app.request(`/api/events/${RELEASE_EVENT}`, { headers });
    expect(await event.json()).toMatchObject({
      data: {
        event: {
          name: eventName,
          address: { ar: "طريق المطار، الرياض", en: "طريق المطار، الرياض" },
        },
      },
    });
    const audit = await app.request(`/api/organizations/${APPROVED_ORGANIZATION}/audit`, {
      headers,
    });
    const entries = ((await audit.json()) as { data: { entries: AuditEntry[] } }).data.entries;
    expect(entries.find((entry) => entry.entity_id === REQUEST)?.entity_label).toEqual(eventName);
    expect(entries.find((entry) => entry.entity_type === "book")?.entity_label).toEqual({
      ar: expect.any(String),
      en: expect.any(String),
    });
    const notifications = await app.request("/api/notifications", { headers });
    const list = ((await notifications.json()) as { data: { notifications: Notification[] } }).data
      .notifications;
    expect(list.find((item) => item.kind === "request_approved")?.params).toEqual({
      request_id: REQUEST,
      event_name: eventName,
      count: 18,
    });

    // Both uploads moved to the one imports table with their ids, rows and states (0013), each
    // found where it was before and only there.
    const bookList = await app.request(`/api/book-imports/${BOOK_LIST}`, { headers });
    expect(bookList.status).toBe(200);
    expect(await bookList.json()).toMatchObject({
      data: {
        import: { id: BOOK_LIST, file_name: "كتب.csv", status: "preview", total_rows: 1 },
        rows: listRows,
      },
    });
    const dataSheet = await app.request(
      `/api/organizations/${APPROVED_ORGANIZATION}/logistics-imports/${DATA_SHEET}`,
      { headers },
    );
    expect(dataSheet.status).toBe(200);
    expect(await dataSheet.json()).toMatchObject({
      data: {
        import: { id: DATA_SHEET, status: "committed", error_rows: 1, valid_rows: 0 },
        rows: sheetRows,
      },
    });
    expect((await app.request(`/api/book-imports/${DATA_SHEET}`, { headers })).status).toBe(404);
  },
);
