import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { DatabaseKind } from "@rawaq/domain/health";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type App, type AppOptions, createApp } from "../src/app.ts";
import { type Database, PGLITE_EXTENSIONS, openDatabase } from "../src/db/client.ts";
import * as schema from "../src/db/schema/index.ts";
import { type FileStore, createDirectoryFileStore } from "../src/lib/file-store.ts";
import { type Mailer, createMailer } from "../src/lib/mailer.ts";
import type { Clock } from "../src/lib/clock.ts";
import type { PlanChanges } from "../src/db/plan-changes.ts";
import { databaseName, databaseUrl, quoteIdentifier } from "./postgres-urls.ts";
import "./provided-context.ts";

/** The database this project runs against (vitest.config.ts). */
export const databaseKind: DatabaseKind = inject("databaseKind");

export interface TestDatabase {
  db: Database;
  kind: DatabaseKind;
  /** How many queries have gone through `db` so far. */
  queryCount(): number;
  /** Calls `listener` with every query from now on, until the returned function is called. */
  watchQueries(listener: QueryListener): () => void;
  /** PostgreSQL: the database's URL, for a server process started on it. */
  url?: string;
  close(): Promise<void>;
}

/** Told each statement's SQL text and its parameters, as the driver is handed them. */
export type QueryListener = (query: string, params: unknown[]) => void;

function queryCounter() {
  let count = 0;
  const listeners = new Set<QueryListener>();
  return {
    logger: {
      logQuery: (query: string, params: unknown[]) => {
        count += 1;
        for (const listener of listeners) listener(query, params);
      },
    },
    queryCount: () => count,
    watchQueries: (listener: QueryListener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
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
  const client = await PGlite.create({
    loadDataDir: new Blob([await pgliteTemplate]),
    extensions: PGLITE_EXTENSIONS,
  });
  const { logger, queryCount, watchQueries } = queryCounter();
  return {
    db: drizzle({ client, schema, logger }) as unknown as Database,
    kind: "pglite",
    queryCount,
    watchQueries,
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
  const { logger, queryCount, watchQueries } = queryCounter();
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ kind: "postgres", url, logger });
  return {
    db: database.db,
    kind: database.kind,
    queryCount,
    watchQueries,
    url,
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

/** The address the links in the tests' mail point to. */
export const TEST_PUBLIC_URL = "http://rawaq.test";

export interface TestApp extends TestDatabase {
  app: App;
  /** Where the app's mail goes: the outbox only, unless the test gave an SMTP mailer. */
  mailer: Mailer;
  /** Where this app's uploads are stored (a temporary folder). */
  uploadsDir: string;
  /** `app.request` with a `json` shortcut; paths are relative to the app (`/api/health`). */
  request(path: string, init?: TestRequestInit): Promise<Response>;
}

/**
 * Every in-process request comes from one address ("unknown": no socket), and a file's tests
 * sign up and upload far more than a person would in an hour; throttles.test.ts runs the
 * production limits.
 */
const TEST_THROTTLE_LIMITS = { signupsPerHour: 1000, uploadsPerHour: 1000, exportsPerHour: 1000 };

/** The API wired to a fresh database of the project's kind; `close()` it in `afterAll`. */
export async function createTestApp(
  options: Partial<
    Pick<
      AppOptions,
      | "logger"
      | "trustedProxies"
      | "metricsToken"
      | "poolStats"
      | "throttleLimits"
      | "allowsMaps"
      | "zatca"
      | "retentionDays"
    >
  > & {
    webDistDir?: string;
    guideDistDir?: string;
    mailer?: Mailer;
    fileStore?: FileStore;
    /** The time the rules read; the tests that need it move it (src/lib/clock.ts). */
    clock?: Clock;
    planChanges?: PlanChanges;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const uploadsDir = await mkdtemp(join(tmpdir(), "rawaq-uploads-"));
  const mailer = options.mailer ?? createMailer({ from: "Rawaq <no-reply@rawaq.test>" });
  const app = createApp({
    db: database.db,
    databaseKind: database.kind,
    fileStore: createDirectoryFileStore(uploadsDir),
    publicUrl: TEST_PUBLIC_URL,
    throttleLimits: TEST_THROTTLE_LIMITS,
    ...options,
    mailer,
  });
  let closing: Promise<void> | undefined;
  return {
    ...database,
    app,
    mailer,
    uploadsDir,
    request: async (path, init) => app.request(path, requestInit(init)),
    // Idempotent, so a test may take the database away and `afterAll` still cleans up.
    close: () =>
      (closing ??= mailer
        .idle()
        .then(() => database.close())
        .then(() => rm(uploadsDir, { recursive: true, force: true }))),
  };
}

function requestInit(init: TestRequestInit = {}): RequestInit {
  const { json, ...rest } = init;
  if (json === undefined) return rest;
  const headers = new Headers(rest.headers);
  headers.set("Content-Type", "application/json");
  return { method: "POST", ...rest, headers, body: JSON.stringify(json) };
}

/**
 * The app on a real HTTP server on a free port of the loopback, for tests that need real
 * concurrent connections. `close()` stops it.
 */
export async function listen(api: TestApp): Promise<{ url: string; close(): Promise<void> }> {
  const { serve } = await import("@hono/node-server");
  return new Promise((resolve) => {
    const server = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            if ("closeAllConnections" in server) server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
