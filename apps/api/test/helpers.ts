import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { DatabaseKind } from "@rawaq/domain/health";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type App, createApp } from "../src/app.ts";
import { type Database, openDatabase } from "../src/db/client.ts";
import * as schema from "../src/db/schema.ts";
import { createDirectoryFileStore } from "../src/storage/file-store.ts";
import { databaseName, databaseUrl, quoteIdentifier } from "./postgres-urls.ts";
import "./provided-context.ts";

/** The database this project runs against (vitest.config.ts). */
export const databaseKind: DatabaseKind = inject("databaseKind");

export interface TestDatabase {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/**
 * A migrated, empty database of the project's kind that belongs to the caller alone.
 *
 * Isolation is one database per test file, copied from the run's migrated template, rather than
 * truncating a shared database between files: Vitest runs files in parallel workers, so truncation
 * would wipe rows under a concurrently running file, and a schema per file is not possible because
 * the generated migrations name `"public"` explicitly. A copy costs ~0.1 s on PostgreSQL
 * (`CREATE DATABASE … TEMPLATE`) and under 1 s on PGlite (`loadDataDir`).
 */
export function createTestDatabase(): Promise<TestDatabase> {
  return databaseKind === "pglite" ? copyPgliteTemplate() : copyPostgresTemplate();
}

let pgliteTemplate: Promise<Buffer> | undefined;

async function copyPgliteTemplate(): Promise<TestDatabase> {
  const templatePath = required(inject("pgliteTemplate"), "pgliteTemplate");
  pgliteTemplate ??= readFile(templatePath);
  // NOTE: openDatabase cannot load a dump, so this mirrors its PGlite branch (src/db/client.ts).
  const client = await PGlite.create({ loadDataDir: new Blob([await pgliteTemplate]) });
  return {
    db: drizzle({ client, schema }) as unknown as Database,
    kind: "pglite",
    close: () => client.close(),
  };
}

async function copyPostgresTemplate(): Promise<TestDatabase> {
  const adminUrl = required(inject("postgresAdminUrl"), "postgresAdminUrl");
  const template = databaseName(required(inject("postgresUrl"), "postgresUrl"));
  // The run database's name as prefix: the global teardown drops whatever a crashed file left.
  const name = `${template}_${randomBytes(4).toString("hex")}`;
  await asAdmin(
    adminUrl,
    `CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(template)}`,
  );
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(adminUrl, name) });
  return {
    db: database.db,
    kind: database.kind,
    close: async () => {
      await database.close();
      await asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
    },
  };
}

async function asAdmin(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function required<T>(value: T | undefined, key: string): T {
  if (value === undefined) {
    throw new Error(
      `The "${databaseKind}" project did not provide "${key}": see vitest.config.ts.`,
    );
  }
  return value;
}

export type TestRequestInit = RequestInit & {
  /** Sent as a JSON body; the method defaults to POST. */
  json?: unknown;
};

export interface TestApp extends TestDatabase {
  app: App;
  /** Where this app's uploads are stored (a temporary folder). */
  uploadsDir: string;
  /** `app.request` with a `json` shortcut; paths are relative to the app (`/api/health`). */
  request(path: string, init?: TestRequestInit): Promise<Response>;
}

/** The API wired to a fresh database of the project's kind; `close()` it in `afterAll`. */
export async function createTestApp(options: { webDistDir?: string } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const uploadsDir = await mkdtemp(join(tmpdir(), "rawaq-uploads-"));
  const app = createApp({
    db: database.db,
    databaseKind: database.kind,
    fileStore: createDirectoryFileStore(uploadsDir),
    ...options,
  });
  let closing: Promise<void> | undefined;
  return {
    ...database,
    app,
    uploadsDir,
    request: async (path, init) => app.request(path, requestInit(init)),
    // Idempotent, so a test may take the database away and `afterAll` still cleans up.
    close: () =>
      (closing ??= database.close().then(() => rm(uploadsDir, { recursive: true, force: true }))),
  };
}

function requestInit(init: TestRequestInit = {}): RequestInit {
  const { json, ...rest } = init;
  if (json === undefined) return rest;
  const headers = new Headers(rest.headers);
  headers.set("Content-Type", "application/json");
  return { method: "POST", ...rest, headers, body: JSON.stringify(json) };
}
