import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/client.ts";
import { organizationMembers, organizations } from "../src/db/schema/index.ts";
import { type TestUser, approvedOrganizationRow, createUser, uploadBookList } from "./fixtures.ts";
import { type TestApp, type TestDatabase, createTestDatabase, databaseKind } from "./helpers.ts";
import { START_TIMEOUT_MS, running, startListening } from "./processes.ts";

// Faults with real processes, on PGlite (a data folder) and on PostgreSQL: the server killed
// outright (kill -9) in the middle of a book list's commit — what was being written is all there
// or not at all, and the database opens and works after the restart; clients that send slowly
// or flood it — they are cut off or held back, and the others are answered meanwhile.

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

const start = (settings: Record<string, string> = {}) =>
  startListening({ ...databaseSettings(), METRICS_TOKEN, ...settings });

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
      const importId = await uploadBookList(first.base, organizationId, manager, ROWS);

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

/** Short timeouts, so slow clients are cut off within the test (the defaults are in server.ts). */
const HEADERS_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = 5000;
/**
 * How long the test waits for the slow clients to be cut off: well past the timeouts above, and
 * well short of Node's own (60 s for headers, 300 s for a request, checked every 30 s), so a server
 * that ignored its settings would fail here.
 */
const CUT_OFF_WITHIN_MS = 30_000;
const SLOW_CLIENTS = 100;
const FLOOD_CONNECTIONS = 300;
/** The flood's address and another client's, as the proxy in front (here the test) passes them. */
const FLOODER = "203.0.113.7";
const OTHER_CLIENT = "198.51.100.20";

describe(
  `clients that send slowly or flood the server (${databaseKind})`,
  { timeout: START_TIMEOUT_MS + 2 * CUT_OFF_WITHIN_MS },
  () => {
    let base: string;
    let port: number;

    beforeAll(async () => {
      ({ base, port } = await start({
        HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
        HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        // The test stands for nginx in front: its X-Forwarded-For tells the clients apart.
        TRUSTED_PROXIES: "127.0.0.1",
        // Readable lines are written synchronously: this process, busy flooding, would drain the
        // pipe late and stall the server on every line, which a real terminal or journal does not.
        LOG_FORMAT: "json",
      }));
    }, START_TIMEOUT_MS);

    test(`${SLOW_CLIENTS} clients sending their headers a byte a second, and ${SLOW_CLIENTS} their body, are answered 408 and cut off; another is answered meanwhile`, async () => {
      const slow = [
        ...Array.from({ length: SLOW_CLIENTS }, (_, index) =>
          slowClient(port, "headers", `192.0.2.${index + 1}`),
        ),
        // Each from an address of its own: the timeout cuts them off, not the limit per client.
        ...Array.from({ length: SLOW_CLIENTS }, (_, index) =>
          slowClient(port, "body", `192.0.2.${SLOW_CLIENTS + index + 1}`),
        ),
      ];
      await Promise.all(slow.map((client) => client.connected));

      const answers: number[] = [];
      let isWatching = true;
      const watching = (async () => {
        while (isWatching && slow.some((client) => client.isOpen())) {
          const health = await fetch(`${base}/api/health`, {
            headers: { "X-Forwarded-For": OTHER_CLIENT },
          });
          answers.push(health.status);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      try {
        await expect
          .poll(() => slow.filter((client) => client.isOpen()).length, {
            timeout: CUT_OFF_WITHIN_MS,
            interval: 100,
          })
          .toBe(0);
      } finally {
        isWatching = false;
        await watching;
        for (const client of slow) client.close();
      }

      expect(answers.length).toBeGreaterThan(0);
      expect(answers.filter((status) => status !== 200)).toEqual([]);
      for (const client of slow) expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    });

    test(`${FLOOD_CONNECTIONS} connections logging in from one address are held back with 429, and another client's reads all succeed meanwhile`, async () => {
      const flood = startFlood(base, FLOOD_CONNECTIONS);
      const answers: string[] = [];
      try {
        // At full pressure: the flood has been held back at least once.
        await expect
          .poll(() => flood.statuses().get(429) ?? 0, { timeout: 30_000 })
          .toBeGreaterThan(0);
        for (let round = 0; round < 10; round++) {
          for (const path of ["/api/health", "/api/profile"]) {
            const answer = await fetch(`${base}${path}`, {
              headers: { ...manager.headers(), "X-Forwarded-For": OTHER_CLIENT },
            });
            answers.push(`${path} ${answer.status}`);
          }
        }
      } finally {
        await flood.stop();
      }

      expect(answers).toEqual(
        Array.from({ length: 10 }, () => ["/api/health 200", "/api/profile 200"]).flat(),
      );
      // Held back with a reason and a time to wait, not shut out: its own logins were checked too.
      expect(flood.heldBack()).toEqual({
        retryAfter: "1",
        message: "Too many requests at once from your connection. Please try again in a moment.",
      });
      expect(flood.statuses().get(401)).toBeGreaterThan(0);
    });
  },
);

/**
 * A raw connection that sends its request a byte a second: the headers, or the body after them,
 * as the proxy in front would pass it on from `address`.
 */
function slowClient(port: number, part: "headers" | "body", address: string) {
  const socket = connect(port, "127.0.0.1");
  let received = "";
  let isOpen = true;
  socket.setEncoding("utf8").on("data", (chunk: string) => (received += chunk));
  // Writing to a connection the server has cut off fails: being cut off is the point.
  socket.on("error", () => {});
  const drip = setInterval(() => socket.write("a"), 1000);
  socket.on("close", () => {
    isOpen = false;
    clearInterval(drip);
  });
  const connected = new Promise<void>((resolve) => {
    socket.on("connect", () => {
      const start = `Host: localhost\r\nX-Forwarded-For: ${address}\r\n`;
      socket.write(
        part === "headers"
          ? `GET /api/health HTTP/1.1\r\n${start}X-Slow: `
          : `POST /api/contact HTTP/1.1\r\n${start}Content-Type: application/json\r\n` +
              `Content-Length: 1000\r\n\r\n{"name":"`,
      );
      resolve();
    });
  });
  return {
    connected,
    isOpen: () => isOpen,
    received: () => received,
    close: () => socket.destroy(),
  };
}

/** `connections` clients at once from FLOODER, each sending wrong passwords without pause. */
function startFlood(base: string, connections: number) {
  const statuses = new Map<number, number>();
  let heldBack: { retryAfter: string | null; message: string } | undefined;
  let isFlooding = true;
  const client = async (index: number) => {
    for (let attempt = 0; isFlooding; attempt++) {
      // A new email each time: the login throttle (five failures per email and client address)
      // never answers, so every login that gets through costs a real password check.
      const answer: Response | undefined = await fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Accept-Language": "en",
          "X-Forwarded-For": FLOODER,
        },
        body: JSON.stringify({
          email: `flood-${index}-${attempt}@example.com`,
          password: "not-the-password",
        }),
      }).catch(() => undefined);
      // A flood is no well-behaved client: what becomes of its own requests is not the point.
      const status = answer?.status ?? 0;
      const text = (await answer?.text().catch(() => "")) ?? "";
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 429) {
        const { message } = JSON.parse(text) as { message: string };
        heldBack ??= { retryAfter: answer!.headers.get("retry-after"), message };
      }
    }
  };
  const clients = Array.from({ length: connections }, (_, index) => client(index));
  return {
    statuses: () => statuses,
    heldBack: () => heldBack,
    stop: async () => {
      isFlooding = false;
      await Promise.all(clients);
    },
  };
}
