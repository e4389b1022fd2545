import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "./helpers.ts";
import "./provided-context.ts";

// PostgreSQL only (vitest.config.ts): PGlite runs in the process and has no connection to lose.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The server process behind the connection the pool hands out (pg's result shape). */
async function backendPid(): Promise<number> {
  const result = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as {
    rows: { pid: number }[];
  };
  return result.rows[0]!.pid;
}

test("a connection the server cuts (restart, failover, admin) is replaced; the API keeps running", async () => {
  const pid = await backendPid();

  const admin = new pg.Client({ connectionString: inject("postgresAdminUrl") });
  await admin.connect();
  try {
    await admin.query("select pg_terminate_backend($1)", [pid]);
  } finally {
    await admin.end();
  }
  // The idle connection learns of it from the socket; give the event loop a moment.
  await new Promise((resolve) => setTimeout(resolve, 200));

  // Had the pool's error gone unheard, Node would have ended the process (Vitest reports it as an
  // unhandled error). The next query gets a new connection.
  expect(await backendPid()).not.toBe(pid);
});
