import { type AddressInfo, type Socket, connect, createServer } from "node:net";
import { TransactionRollbackError, and, count, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { sheetImports, books, organizationMembers, organizations } from "../src/db/schema/index.ts";
import {
  type TestUser,
  approvedOrganizationRow,
  bookFields,
  createUser,
  uploadBookList,
} from "./fixtures.ts";
import { type TestApp, type TestDatabase, createTestDatabase } from "./helpers.ts";
import { START_TIMEOUT_MS, running, startListening } from "./processes.ts";

// PostgreSQL only (vitest.config.ts): two API processes on one database behind a balancer, as
// nginx's upstream of two (deploy/nginx/rawaq.conf) is — here a round-robin TCP proxy in the
// test. One is killed outright (kill -9) in the middle of a book list's commit, a write of
// thousands of rows in one transaction, held at its last row: the balancer's next requests go to
// the other and succeed, the database holds none of the list, and committing it again through the
// other saves it whole.

/** Three of the commit's inserts (imports.ts inserts a thousand rows at a time). */
const ROWS = 3_000;
const METRICS_TOKEN = "faults-processes-metrics-token";

let postgres: TestDatabase;
let manager: TestUser;
let organizationId: string;
let balancer: Awaited<ReturnType<typeof roundRobin>> | undefined;

beforeAll(async () => {
  postgres = await createTestDatabase();
  manager = await createUser({ db: postgres.db } as TestApp);
  const [organization] = await postgres.db
    .insert(organizations)
    .values(approvedOrganizationRow(1))
    .returning({ id: organizations.id });
  organizationId = organization!.id;
  await postgres.db
    .insert(organizationMembers)
    .values({ organizationId, userId: manager.id, role: "manager" });
});

afterAll(async () => {
  for (const server of running) server.child.kill("SIGKILL");
  await Promise.all([...running].map((server) => server.exited));
  await balancer?.close();
  await postgres.close();
});

const start = () => startListening({ DATABASE_URL: postgres.url!, METRICS_TOKEN });

/** The list's rows on record, and whether its import says committed, read from the database. */
async function onRecord() {
  const [saved] = await postgres.db
    .select({ books: count() })
    .from(books)
    .where(eq(books.organizationId, organizationId));
  const committed = await postgres.db
    .select({ id: sheetImports.id })
    .from(sheetImports)
    .where(
      and(eq(sheetImports.organizationId, organizationId), isNotNull(sheetImports.committedAt)),
    );
  return { books: saved!.books, committedImports: committed.length };
}

describe(
  "an API process killed in the middle of a write, beside another on the same PostgreSQL",
  { timeout: 4 * START_TIMEOUT_MS },
  () => {
    test("the balancer's next requests go to the other and succeed; the list is not half-written, and committing it again there saves it whole", async () => {
      const processes = await Promise.all([start(), start()]);
      balancer = await roundRobin(processes.map((process) => process.port));
      const base = balancer.base;

      const importId = await uploadBookList(base, organizationId, manager, ROWS);

      const releaseLastRow = await holdLastRow();
      const committing = fetch(`${base}/api/book-imports/${importId}/commit`, {
        method: "POST",
        headers: manager.headers(),
      }).catch(() => "cut off" as const);
      // The process doing it, by its own count of commits under way (asked directly, not
      // through the balancer)...
      const inCommit = async (process: (typeof processes)[number]) => {
        const metrics = await fetch(`${process.base}/metrics`, {
          headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
        });
        return /^rawaq_book_imports_running\{step="commit"\} 1$/m.test(await metrics.text());
      };
      const victim = await vi.waitFor(
        async () => {
          for (const process of processes) if (await inCommit(process)) return process;
          throw new Error("No process is committing the list yet.");
        },
        { timeout: 20_000, interval: 5 },
      );
      // ...and its transaction has written rows and waits at the held one.
      await expect
        .poll(
          async () => {
            const { rows } = (await postgres.db.execute(sql`
              select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'
                and query ilike 'insert into "books"%'`)) as unknown as {
              rows: { waiting: number }[];
            };
            return rows[0]!.waiting;
          },
          { interval: 20, timeout: 20_000 },
        )
        .toBe(1);
      victim.server.child.kill("SIGKILL");
      expect((await victim.server.exited).signal).toBe("SIGKILL");
      expect(await committing).toBe("cut off");
      await releaseLastRow();

      // Each on a new connection, so the balancer picks again: the killed process refuses, and
      // the balancer passes the request on to the other.
      for (let round = 0; round < 4; round++) {
        const health = await fetch(`${base}/api/health`, { headers: { Connection: "close" } });
        expect(health.status).toBe(200);
      }
      expect(await onRecord()).toEqual({ books: 0, committedImports: 0 });

      const again = await fetch(`${base}/api/book-imports/${importId}/commit`, {
        method: "POST",
        headers: manager.headers(),
      });
      expect(again.status).toBe(200);
      expect(await onRecord()).toEqual({ books: ROWS, committedImports: 1 });
      const listed = await fetch(
        `${base}/api/get_books_by_organization/${organizationId}?per_page=1`,
        { headers: manager.headers() },
      );
      expect(((await listed.json()) as { data: { meta: { total: number } } }).data.meta.total).toBe(
        ROWS,
      );
    });
  },
);

/**
 * Writes the list's last book in a transaction of its own and keeps it open, so a commit of the
 * list stops at that row, in the middle of its write (PostgreSQL makes a unique key wait for the
 * transaction that holds it), until the returned function rolls the hold back.
 */
async function holdLastRow(): Promise<() => Promise<void>> {
  const { title, author, author_nationality, language, isbn, issue_date, publisher_name } =
    bookFields(ROWS);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const isHeld = new Promise<void>((resolve) => (held = resolve));
  const holding = postgres.db
    .transaction(async (tx) => {
      await tx.insert(books).values({
        organizationId,
        title,
        author,
        authorNationality: author_nationality,
        language,
        isbn,
        issueDate: issue_date,
        publisherName: publisher_name,
      });
      held();
      await released;
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  await Promise.race([isHeld, holding]);
  return async () => {
    release();
    await holding;
  };
}

/**
 * A balancer as nginx's upstream block is, at the TCP level: each new connection goes to the
 * next process in turn, or on to the one after when that one refuses (nginx's
 * `proxy_next_upstream error`). A connection whose process dies is cut, as nginx cuts it.
 */
async function roundRobin(ports: readonly number[]) {
  let next = 0;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  };
  const server = createServer((client) => {
    track(client);
    const tryNext = (triesLeft: number) => {
      const upstream = connect(ports[next++ % ports.length]!, "127.0.0.1");
      track(upstream);
      let isConnected = false;
      upstream.once("connect", () => {
        isConnected = true;
        client.pipe(upstream).pipe(client);
      });
      upstream.once("close", () => {
        if (!isConnected && triesLeft > 1) tryNext(triesLeft - 1);
        else client.destroy();
      });
      client.once("close", () => upstream.destroy());
    };
    tryNext(ports.length);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
