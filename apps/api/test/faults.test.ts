import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/client.ts";
import { organizationMembers, organizations } from "../src/db/schema.ts";
import {
  type TestUser,
  approvedOrganizationRow,
  bookCsv,
  bookRow,
  createUser,
  fileForm,
} from "./fixtures.ts";
import { type TestApp, type TestDatabase, createTestDatabase, databaseKind } from "./helpers.ts";
import {
  START_TIMEOUT_MS,
  type ServerProcess,
  freePort,
  running,
  startServer,
  waitUntilListening,
} from "./processes.ts";

// Faults with real processes: the server killed outright (kill -9) in the middle of a book
// list's commit, on PGlite (a data folder) and on PostgreSQL. What was being written is all
// there or not at all, and the database opens and works after the restart.

const ROWS = 3_000;
const METRICS_TOKEN = "faults-test-metrics-token";

let dataDir: string;
let postgres: TestDatabase | undefined;
let manager: TestUser;
let organizationId: string;

/** The server's database settings: the data folder (PGlite) or the test's database URL. */
const databaseSettings = (): Record<string, string> =>
  databaseKind === "pglite" ? { DATA_DIR: dataDir } : { DATABASE_URL: postgres!.url! };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "rawaq-faults-"));
  let pglite: DatabaseHandle | undefined;
  if (databaseKind === "pglite") {
    pglite = await openDatabase({ kind: "pglite", dataDir });
    await pglite.migrate();
  } else {
    postgres = await createTestDatabase();
  }
  const db = (pglite ?? postgres)!.db;
  manager = await createUser({ db } as TestApp);
  const [organization] = await db
    .insert(organizations)
    .values(approvedOrganizationRow(1))
    .returning({ id: organizations.id });
  organizationId = organization!.id;
  await db
    .insert(organizationMembers)
    .values({ organizationId, userId: manager.id, role: "manager" });
  // The server opens the folder next; PostgreSQL's database stays open for the checks.
  await pglite?.close();
}, START_TIMEOUT_MS);

afterAll(async () => {
  for (const server of running) server.child.kill("SIGKILL");
  await Promise.all([...running].map((server) => server.exited));
  await postgres?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<{ server: ServerProcess; base: string }> {
  const port = await freePort();
  const server = startServer({
    ...databaseSettings(),
    PORT: String(port),
    METRICS_TOKEN,
  });
  await waitUntilListening(server);
  return { server, base: `http://127.0.0.1:${port}` };
}

async function booksOnRecord(base: string): Promise<number> {
  const answer = await fetch(`${base}/api/get_books_by_organization/${organizationId}?per_page=1`, {
    headers: manager.headers(),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { meta: { total: number } } }).data.meta.total;
}

describe(
  `kill -9 during a book list's commit (${databaseKind})`,
  { timeout: 4 * START_TIMEOUT_MS },
  () => {
    test("after a restart, none of its rows are there, and committing it again saves them all", async () => {
      const first = await start();
      const checked = await fetch(
        `${first.base}/api/organizations/${organizationId}/book-imports`,
        {
          method: "POST",
          headers: manager.headers(),
          body: fileForm(
            bookCsv(Array.from({ length: ROWS }, (_, index) => bookRow(index + 1))),
            "books.csv",
          ),
        },
      );
      expect(checked.status).toBe(201);
      const importId = ((await checked.json()) as { data: { import: { id: string } } }).data.import
        .id;

      const committing = fetch(`${first.base}/api/book-imports/${importId}/commit`, {
        method: "POST",
        headers: manager.headers(),
      }).catch(() => "cut off" as const);
      // In the middle of it: the process's own count of commits under way says so, or (PGlite
      // runs its queries on the server's thread) the server cannot answer at all meanwhile.
      const inCommit = async () => {
        try {
          const metrics = await fetch(`${first.base}/metrics`, {
            headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
            signal: AbortSignal.timeout(250),
          });
          const text = await metrics.text();
          return /^rawaq_book_imports_running\{step="commit"\} 1$/m.test(text);
        } catch {
          return true;
        }
      };
      await expect.poll(inCommit, { interval: 5, timeout: 20_000 }).toBe(true);
      first.server.child.kill("SIGKILL");
      expect((await first.server.exited).signal).toBe("SIGKILL");
      expect(await committing).toBe("cut off");

      const second = await start();
      expect(await booksOnRecord(second.base)).toBe(0);
      const again = await fetch(`${second.base}/api/book-imports/${importId}/commit`, {
        method: "POST",
        headers: manager.headers(),
      });
      expect(again.status).toBe(200);
      expect(await booksOnRecord(second.base)).toBe(ROWS);
      second.server.child.kill("SIGTERM");
      expect((await second.server.exited).code).toBe(0);
    });
  },
);
