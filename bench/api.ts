/**
 * Benchmark: the API with realistic data — 100 approved organizations, 20,000 books, 5,000
 * parcels, a fair of 500 booths — on embedded PGlite and on PostgreSQL, over real HTTP, with
 * 50 connections per load. In the same run, on the same database and driver, a bare Hono route
 * doing one indexed SELECT: the API's authenticated reads are reported as a share of it.
 * Budgets (issue 14, 2 cores):
 *   - PostgreSQL: every authenticated read ≥ 80 % of the bare route's answers/s, p99 ≤ 30 ms;
 *   - PGlite: every authenticated read ≥ 1,000 answers/s;
 *   - logins do not starve the rest: `GET /api/health` p99 ≤ 50 ms while 10 clients log in.
 *
 *   pnpm bench:api            (BENCH_SECONDS, default 10; BENCH_DATABASES=pglite,postgres)
 *
 * PostgreSQL: TEST_DATABASE_URL, else the local server (as the API's tests find it); a database
 * is made for the run and dropped after it. The load comes from autocannon in a worker thread.
 * Prints the table, writes it to bench/results/api.md, and exits 1 when a budget is missed.
 */
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { type DatabaseHandle, openDatabase } from "../apps/api/src/db/client.ts";
import {
  bookLogistics,
  books,
  organizationMembers,
  organizations,
  parcelItems,
  parcels,
  users,
} from "../apps/api/src/db/schema/index.ts";
import { newParcelCode } from "../apps/api/src/features/logistics/service.ts";
import { hashPassword } from "../apps/api/src/lib/password.ts";
import { approvedOrganizationRow, isbnFor } from "../apps/api/test/fixtures.ts";
import { databaseUrl, quoteIdentifier, redactUrl } from "../apps/api/test/postgres-urls.ts";
import {
  type BenchRow,
  inChunks,
  insertBenchFair,
  load1,
  machine,
  reachableAdminUrl,
  startApi,
  withDatabase,
  writeResults,
} from "./support.ts";

const ORGANIZATIONS = 100;
const BOOKS = 20_000;
const PARCELS = 5_000;
const BOOTHS = 500;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET = { shareOfBare: 0.8, postgresP99: 30, pgliteRps: 1_000, healthP99: 50 };
const PASSWORD = "Rawaq-Bench-2026!";
const DATABASES = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",");

const root = fileURLToPath(new URL("../", import.meta.url));
const resultsFile = join(root, "bench/results/api.md");
const rows: BenchRow[] = [];
const adminUrl = DATABASES.includes("postgres") ? await reachableAdminUrl() : undefined;

for (const kind of DATABASES) {
  if (kind !== "pglite" && kind !== "postgres") throw new Error(`Unknown database: ${kind}`);
  await measure(kind);
}

await writeResults(
  resultsFile,
  "API bench",
  `\`pnpm bench:api\` (bench/api.ts), ${new Date().toISOString()}, ${machine()}` +
    (adminUrl ? `, PostgreSQL at ${redactUrl(adminUrl).replace(/\/[^/]*$/, "")}` : "") +
    `. Data: ${ORGANIZATIONS} approved organizations with a manager each, ${BOOKS} books ` +
    `(three quarters approved), ${PARCELS} parcels, a fair of ${BOOTHS} booths. Loads: autocannon, ` +
    `${CONNECTIONS} connections, ${SECONDS} s each after a 2 s warm-up, keep-alive, gzip asked ` +
    `for; the API and the bare route run in this process, the load in a worker thread. "bare" is ` +
    `Hono with the same driver answering one indexed SELECT; "share" is a route's answers/s over ` +
    `the bare route's. "load" is the machine's 1-minute load average after each measurement.`,
  rows,
);

// ---------------------------------------------------------------------------------------------

async function measure(kind: "pglite" | "postgres") {
  const dataDir = await mkdtemp(join(tmpdir(), `rawaq-bench-api-${kind}-`));
  const databaseName = `rawaq_bench_api_${Date.now().toString(36)}_${process.pid}`;
  if (kind === "postgres") {
    await withDatabase(adminUrl!, (admin) =>
      admin.db.execute(`CREATE DATABASE ${quoteIdentifier(databaseName)}`),
    );
  }
  let database: DatabaseHandle | undefined;
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  let bare: Server | undefined;
  try {
    database =
      kind === "postgres"
        ? await openDatabase({ kind, url: databaseUrl(adminUrl!, databaseName) })
        : await openDatabase({ kind, dataDir: join(dataDir, "data") });
    await database.migrate();
    const started = performance.now();
    const seeded = await seed(database);
    console.log(`${kind}: seeded in ${Math.round(performance.now() - started)} ms`);

    api = await startApi(database, { uploadsDir: join(dataDir, "uploads") });
    bare = await startBare(database, seeded.userId);
    const bareBase = `http://127.0.0.1:${(bare.address() as { port: number }).port}`;

    const login = await fetch(`${api.base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: seeded.email, password: PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`Login failed: ${login.status}`);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const headers = {
      authorization: `Bearer ${token}`,
      "accept-encoding": "gzip, deflate, br",
      "accept-language": "ar",
    };

    const bareResult = await load(bareBase, [{ path: "/bare" }], { headers });
    rows.push({
      metric: `${kind}: bare Hono + one indexed SELECT`,
      target: "—",
      measured: describe(bareResult),
      pass: null,
    });
    const bareRps = bareResult.requests.average;

    // The signed-in reads a page makes: who am I, my organization, a page of my books (filtered,
    // pages 1–20), the fair's plan.
    const reads: [string, { path: string }[]][] = [
      ["GET /api/profile", [{ path: "/api/profile" }]],
      ["GET /api/organizations", [{ path: "/api/organizations" }]],
      [
        "GET /api/get_books_by_organization/:id?status=approved&page=1…20&per_page=50",
        Array.from({ length: 20 }, (_, index) => ({
          path: `/api/get_books_by_organization/${seeded.organizationId}?status=approved&page=${index + 1}&per_page=50`,
        })),
      ],
      [
        `GET /api/events/:id/plan (${BOOTHS} booths)`,
        [{ path: `/api/events/${seeded.eventId}/plan` }],
      ],
    ];
    for (const [metric, requests] of reads) {
      const result = await load(api.base, requests, { headers });
      const share = result.requests.average / bareRps;
      const pass =
        kind === "postgres"
          ? share >= BUDGET.shareOfBare && result.latency.p99 <= BUDGET.postgresP99
          : result.requests.average >= BUDGET.pgliteRps;
      rows.push({
        metric: `${kind}: ${metric}`,
        target:
          kind === "postgres"
            ? `≥ ${BUDGET.shareOfBare * 100} % of bare, p99 ≤ ${BUDGET.postgresP99} ms`
            : `≥ ${BUDGET.pgliteRps} req/s`,
        measured: `${describe(result)}; share ${Math.round(share * 100)} %`,
        pass,
      });
    }

    // Logins: the password check is the costly part (argon2id), by design.
    const loginRequest = {
      path: "/api/auth/login",
      method: "POST" as const,
      body: JSON.stringify({ email: seeded.email, password: PASSWORD }),
    };
    const loginHeaders = { "content-type": "application/json" };
    const logins = await load(api.base, [loginRequest], { headers: loginHeaders });
    rows.push({
      metric: `${kind}: POST /api/auth/login`,
      target: "—",
      measured: describe(logins),
      pass: null,
    });

    // Ten clients logging in without pause, and one asking for health meanwhile.
    const [health] = await Promise.all([
      load(api.base, [{ path: "/api/health" }], { headers, connections: 1 }),
      load(api.base, [loginRequest], { headers: loginHeaders, connections: 10 }),
    ]);
    rows.push({
      metric: `${kind}: GET /api/health while 10 clients log in`,
      target: `p99 ≤ ${BUDGET.healthP99} ms`,
      measured: describe(health),
      pass: health.latency.p99 <= BUDGET.healthP99,
    });
  } finally {
    if (bare) {
      bare.closeAllConnections();
      bare.close();
    }
    await api?.close();
    await database?.close();
    if (kind === "postgres") {
      await withDatabase(adminUrl!, (admin) =>
        admin.db.execute(`DROP DATABASE IF EXISTS ${quoteIdentifier(databaseName)} WITH (FORCE)`),
      );
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

type Request = { path: string; method?: "GET" | "POST"; body?: string };

/** A 2 s warm-up, then the measured load; any error or answer not 2xx fails the bench. */
async function load(
  url: string,
  requests: Request[],
  options: { headers: Record<string, string>; connections?: number },
): Promise<autocannon.Result> {
  const run = (duration: number) =>
    autocannon({
      url,
      connections: options.connections ?? CONNECTIONS,
      duration,
      workers: 1,
      headers: options.headers,
      requests,
    });
  await run(2);
  const result = await run(SECONDS);
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(
      `${requests[0]!.path}: ${result.errors} errors, ${result.non2xx} answers not 2xx (${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  console.log(`${requests[0]!.path}: ${describe(result)}`);
  return result;
}

function describe(result: autocannon.Result): string {
  return `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (load ${load1()})`;
}

/** Hono and the same database handle, one indexed SELECT per request: the floor to compare to. */
async function startBare(database: DatabaseHandle, userId: string): Promise<Server> {
  const app = new Hono();
  app.get("/bare", async (c) => {
    const [row] = await database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return c.json({ data: row });
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  await new Promise((resolve) => server.once("listening", resolve));
  return server;
}

/**
 * 100 approved houses, each with its manager (one password hash for all: hashing 100 would only
 * slow the set-up), 200 books each (150 approved, 30 pending, 20 rejected), 50 parcels each
 * holding its approved books, and one fair of 500 booths on one hall.
 */
async function seed(handle: DatabaseHandle) {
  const { db } = handle;
  const passwordHash = await hashPassword(PASSWORD);
  const now = new Date();
  const managers = await db
    .insert(users)
    .values(
      Array.from({ length: ORGANIZATIONS }, (_, index) => ({
        email: `bench-manager-${index}@rawaq.test`,
        passwordHash,
        firstName: "سارة",
        lastName: `الناشرة ${index}`,
        locale: "ar" as const,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const houses = await db
    .insert(organizations)
    .values(managers.map((_, index) => approvedOrganizationRow(index + 1, now)))
    .returning({ id: organizations.id });
  await db.insert(organizationMembers).values(
    houses.map((house, index) => ({
      organizationId: house.id,
      userId: managers[index]!.id,
      role: "manager" as const,
    })),
  );

  const perHouse = BOOKS / ORGANIZATIONS;
  const statusOf = (index: number) =>
    index % perHouse < 150 ? "approved" : index % perHouse < 180 ? "pending" : "rejected";
  const bookRows = await inChunks(
    Array.from({ length: BOOKS }, (_, index) => ({
      organizationId: houses[Math.floor(index / perHouse)]!.id,
      title: index % 2 ? `كتاب تجريبي رقم ${index + 1}` : `A bench book, volume ${index + 1}`,
      author: index % 3 ? "عبدالله الغامدي" : "Sara Al-Harbi",
      authorNationality: "سعودي",
      language: "العربية",
      isbn: isbnFor(index + 1),
      issueDate: "2024-03-01",
      publisherName: "دار الرواق",
      status: statusOf(index) as "approved" | "pending" | "rejected",
      reviewedAt: statusOf(index) === "pending" ? null : now,
    })),
    (chunk) =>
      db
        .insert(books)
        .values(chunk)
        .returning({ id: books.id, organizationId: books.organizationId, status: books.status }),
  );
  const parcelsPerHouse = PARCELS / ORGANIZATIONS;
  const parcelRows = await inChunks(
    Array.from({ length: PARCELS }, (_, index) => ({
      organizationId: houses[Math.floor(index / parcelsPerHouse)]!.id,
      number: `P-${String((index % parcelsPerHouse) + 1).padStart(4, "0")}`,
      code: newParcelCode(),
    })),
    (chunk) =>
      db
        .insert(parcels)
        .values(chunk)
        .returning({ id: parcels.id, organizationId: parcels.organizationId }),
  );
  // Each approved book in one of its house's parcels, three books to a parcel.
  const parcelsOf = Map.groupBy(parcelRows, (parcel) => parcel.organizationId);
  const approved = bookRows.filter((book) => book.status === "approved");
  const placed = approved.map((book, index) => ({
    book,
    parcel: parcelsOf.get(book.organizationId)![(index % 150) % parcelsPerHouse]!,
  }));
  await inChunks(
    placed.map(({ book }) => ({
      bookId: book.id,
      organizationId: book.organizationId,
      quantity: 30,
      priceHalalas: 4550,
      barcode: isbnFor(1),
    })),
    (chunk) => db.insert(bookLogistics).values(chunk).returning({ id: bookLogistics.bookId }),
  );
  await inChunks(
    placed.map(({ book, parcel }) => ({ parcelId: parcel.id, bookId: book.id, quantity: 30 })),
    (chunk) => db.insert(parcelItems).values(chunk).returning({ id: parcelItems.bookId }),
  );

  const fair = await insertBenchFair(handle, BOOTHS);
  // What autovacuum does within a minute of a bulk insert: the planner's statistics.
  await db.execute("vacuum analyze");
  return {
    email: managers[0]!.email,
    userId: managers[0]!.id,
    organizationId: houses[0]!.id,
    eventId: fair.event.id,
  };
}
