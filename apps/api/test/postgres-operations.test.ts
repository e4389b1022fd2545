import { randomBytes } from "node:crypto";
import { type AddressInfo, type Server, type Socket, createServer, connect } from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { createApp } from "../src/app.ts";
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase } from "../src/db/client.ts";
import { committedMigrations } from "../src/db/migrations.ts";
import { createDirectoryFileStore } from "../src/lib/file-store.ts";
import { databaseName, databaseUrl, quoteIdentifier } from "./postgres-urls.ts";
import "./provided-context.ts";

// PostgreSQL only (vitest.config.ts): what a fair's database server does to the API — goes away
// and comes back, or is migrated by two processes starting at once.

const adminUrl = inject("postgresAdminUrl")!;
const runDatabase = databaseName(inject("postgresUrl")!);
const created: string[] = [];

async function asAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new database named after the run's (the global teardown drops what a crash leaves). */
async function newDatabase(template?: string): Promise<string> {
  const name = `${runDatabase}_${randomBytes(4).toString("hex")}`;
  await asAdmin(
    `CREATE DATABASE ${quoteIdentifier(name)}${template ? ` TEMPLATE ${quoteIdentifier(template)}` : ""}`,
  );
  created.push(name);
  return name;
}

afterAll(async () => {
  for (const name of created) {
    await asAdmin(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
  }
});

/**
 * A TCP relay in front of PostgreSQL that can be cut (every connection dropped, the port
 * refusing) and restored on the same port: the server going away as the API sees it.
 */
async function relayTo(host: string, port: number) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(port, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (at: number) =>
    new Promise<number>((resolve) =>
      server.listen(at, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
    );
  const relayPort = await listen(0);
  return {
    port: relayPort,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: () => listen(relayPort),
  };
}

describe("readiness across PostgreSQL going away and coming back", () => {
  let database: DatabaseHandle;
  let relay: Awaited<ReturnType<typeof relayTo>>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    const name = await newDatabase(runDatabase);
    const server = new URL(adminUrl);
    relay = await relayTo(server.hostname, Number(server.port || 5432));
    const viaRelay = new URL(databaseUrl(adminUrl, name));
    viaRelay.hostname = "127.0.0.1";
    viaRelay.port = String(relay.port);
    database = await openDatabase({
      kind: "postgres",
      url: viaRelay.toString(),
      onConnectionLost: () => {},
    });
    app = createApp({
      db: database.db,
      databaseKind: "postgres",
      fileStore: createDirectoryFileStore("/nonexistent"),
    });
  });
  afterAll(() => database.close());

  test("ready 200 → 503 with Retry-After while the server is away → 200 again, same process", async () => {
    expect((await app.request("/api/health/ready")).status).toBe(200);

    await relay.cut();
    const away = await app.request("/api/health/ready", { headers: { "Accept-Language": "en" } });
    expect(away.status).toBe(503);
    expect(away.headers.get("retry-after")).toBe("5");
    expect(await away.json()).toEqual({
      message: "The service is briefly unavailable. Please try again in a few seconds.",
      reason: "database_unreachable",
      requestId: away.headers.get("x-request-id"),
    });
    // Liveness stays up: the process is fine, restarting it would not help.
    expect((await app.request("/api/health/live")).status).toBe(200);
    // An ordinary request that needs the database fails fast with the same advice.
    const health = await app.request("/api/health");
    expect(health.status).toBe(503);
    expect(health.headers.get("retry-after")).toBe("5");

    await relay.restore();
    const back = await app.request("/api/health/ready");
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({ data: { status: "ready", database: "postgres" } });
  });
});

describe("migrations", () => {
  test("two processes migrating one empty database at once take turns under the advisory lock", async () => {
    const url = databaseUrl(adminUrl, await newDatabase());
    const [first, second] = await Promise.all([
      openDatabase({ kind: "postgres", url }),
      openDatabase({ kind: "postgres", url }),
    ]);
    try {
      await Promise.all([first.migrate(), second.migrate()]);

      const result = (await first.db.execute(
        sql`select count(*)::int as runs from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { runs: number }[] };
      expect(result.rows[0]!.runs).toBe(committedMigrations(MIGRATIONS_FOLDER).length);
    } finally {
      await first.close();
      await second.close();
    }
  });

  test("readiness is 503 while migrations are pending, 200 once the release step has run them", async () => {
    const url = databaseUrl(adminUrl, await newDatabase());
    const database = await openDatabase({ kind: "postgres", url });
    try {
      const app = createApp({
        db: database.db,
        databaseKind: "postgres",
        fileStore: createDirectoryFileStore("/nonexistent"),
      });
      const pending = await app.request("/api/health/ready");
      expect(pending.status).toBe(503);
      expect(await pending.json()).toMatchObject({ reason: "migrations_pending" });

      await database.migrate();

      expect((await app.request("/api/health/ready")).status).toBe(200);
    } finally {
      await database.close();
    }
  });
});
