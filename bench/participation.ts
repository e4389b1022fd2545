/**
 * Benchmark: booth reservation at the size of a fair's hall — an event with one zone of 500 booths
 * laid out on its plan, 150 of them held or confirmed by 30 houses — on a fresh PostgreSQL
 * database, served by two API processes (`node apps/api/src/server.ts`, as an operator runs them
 * behind nginx). Budgets:
 *   - the floor plan the /reservation page loads, `GET /api/events/:id/plan` as an exhibitor,
 *     50 connections: p99 ≤ 30 ms;
 *   - 200 open plan streams (`GET /api/events/:id/plan/stream`, half on each process), one booth
 *     held through the first process by an approved exhibitor: every stream has it < 1 s after
 *     the hold was sent (so the second process's hundred went through PostgreSQL's NOTIFY).
 *
 *   pnpm bench:participation
 *
 * PostgreSQL: TEST_DATABASE_URL, else the local server as `postgres`, else as `root`; a database
 * is made for the run and dropped after it. The plan's load comes from autocannon in a worker
 * thread, BENCH_SECONDS (10) after a 2 s warm-up that is not counted; the streams are read here,
 * over five holds. Prints the table, writes it to bench/results/participation.md, and exits 1
 * when a budget is missed.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { type DatabaseHandle, openDatabase } from "../apps/api/src/db/client.ts";
import { boothReservations } from "../apps/api/src/db/schema/index.ts";
import { type TestUser, createUser } from "../apps/api/test/fixtures.ts";
import type { TestApp } from "../apps/api/test/helpers.ts";
import { approvedExhibitor } from "../apps/api/test/participation-fixtures.ts";
import { databaseUrl, quoteIdentifier, redactUrl } from "../apps/api/test/postgres-urls.ts";
import {
  type BenchRow,
  type ServerProcess,
  insertBenchFair,
  load1,
  machine,
  percentile,
  reachableAdminUrl,
  referenceRow,
  startServerProcess,
  withDatabase,
  writeResults,
} from "./support.ts";

const BOOTHS = 500;
const HOUSES = 30;
const LIVE = { held: 100, confirmed: 50, ended: 300 };
const STREAMS = 200;
const HOLDS = 5;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET = { planP99: 30, streamsMs: 1_000 };

const root = fileURLToPath(new URL("../", import.meta.url));
const resultsFile = join(root, "bench/results/participation.md");

const adminUrl = await reachableAdminUrl();
const databaseName = `rawaq_bench_participation_${Date.now().toString(36)}_${process.pid}`;
await withDatabase(adminUrl, (admin) =>
  admin.db.execute(`CREATE DATABASE ${quoteIdentifier(databaseName)}`),
);
const url = databaseUrl(adminUrl, databaseName);
const dataDir = await mkdtemp(join(tmpdir(), "rawaq-bench-participation-"));
const processes: ServerProcess[] = [];
let database: DatabaseHandle | undefined;
/** `pass` undefined: a figure given for reading the others, with no budget of its own. */
const rows: BenchRow[] = [];
try {
  database = await openDatabase({ kind: "postgres", url });
  await database.migrate();
  const seedStarted = performance.now();
  const seeded = await seed(database);
  console.log(
    `seeded ${BOOTHS} booths, ${HOUSES} houses, ${LIVE.held + LIVE.confirmed} live reservations in ${Math.round(performance.now() - seedStarted)} ms`,
  );

  const [a, b] = await Promise.all([startProcess(dataDir), startProcess(dataDir)]);
  processes.push(a!, b!);
  const planPath = `/api/events/${seeded.eventId}/plan`;

  // The plan as the exhibitor's /reservation page loads it: answered in full, all 500 booths.
  const check = await fetch(`${a!.base}${planPath}`, { headers: seeded.viewer.headers() });
  const checked = (await check.json()) as { data: { zones: { booths: unknown[] }[] } };
  if (check.status !== 200 || checked.data.zones[0]?.booths.length !== BOOTHS) {
    throw new Error(`The plan is not what was seeded: ${check.status}`);
  }

  const load = async (path: string, connections: number, seconds: number) => {
    const result = await autocannon({
      url: `${a!.base}${path}`,
      connections,
      duration: seconds,
      workers: 1,
      headers: {
        ...seeded.viewer.headers("ar"),
        // What a browser asks for: the API compresses its answers.
        "accept-encoding": "gzip, deflate, br",
      },
    });
    if (result.errors > 0 || result.non2xx > 0) {
      throw new Error(`GET ${path}: ${result.errors} errors, ${result.non2xx} answers not 2xx`);
    }
    return result;
  };
  const describe = (result: autocannon.Result) =>
    `p99 ${result.latency.p99} ms (p50 ${result.latency.p50}, max ${result.latency.max}; ${Math.round(result.requests.average)} req/s; load ${load1()})`;

  await load(planPath, 50, 2);
  const plan = await load(planPath, 50, SECONDS);
  console.log(`plan, 50 connections: ${describe(plan)}`);
  rows.push({
    metric: `GET /api/events/:id/plan (${BOOTHS} booths), exhibitor, 50 connections, ${SECONDS} s`,
    target: `p99 ≤ ${BUDGET.planP99} ms`,
    measured: describe(plan),
    pass: plan.latency.p99 <= BUDGET.planP99,
  });
  // Beside it, for reading it: one request at a time (no queue), and the cheapest signed-in
  // request (GET /api/profile) under the same 50 connections. With 50 connections each waiting
  // for its answer, p50 ≈ 50 ÷ req/s: a p99 of 30 ms asks for some 1,700 answers a second.
  const single = await load(planPath, 1, SECONDS);
  console.log(`plan, 1 connection: ${describe(single)}`);
  rows.push(referenceRow(`the same plan, 1 connection`, describe(single)));
  const floor = await load("/api/profile", 50, SECONDS);
  console.log(`profile, 50 connections: ${describe(floor)}`);
  rows.push(referenceRow(`GET /api/profile, 50 connections`, describe(floor)));

  // 200 plans open, half on each process; each hold goes through the first. Opened 50 at a time:
  // they all come from this one address, which may have 64 requests under way at once
  // (http/in-flight-limit.ts), where 200 browsers would come from 200.
  const streams: Awaited<ReturnType<typeof openStream>>[] = [];
  for (let first = 0; first < STREAMS; first += 50) {
    const batch = Array.from({ length: Math.min(50, STREAMS - first) }, (_, offset) => {
      const index = first + offset;
      return openStream(
        index % 2 === 0 ? a! : b!,
        seeded.eventId,
        seeded.houses[index % seeded.houses.length]!,
      );
    });
    streams.push(...(await Promise.all(batch)));
  }
  const all: number[] = [];
  const worst = { a: 0, b: 0 };
  let holdMs = 0;
  for (const boothId of seeded.freeBooths.slice(0, HOLDS)) {
    const arrived = streams.map((stream) => stream.next(boothId));
    const sent = performance.now();
    const held = await fetch(`${a!.base}/api/reservations`, {
      method: "POST",
      headers: { ...seeded.holder.headers(), "content-type": "application/json" },
      body: JSON.stringify({ booth_id: boothId }),
    });
    if (held.status !== 201) throw new Error(`Hold failed: ${held.status} ${await held.text()}`);
    holdMs = Math.max(holdMs, performance.now() - sent);
    const times = await Promise.all(arrived);
    times.forEach((at, index) => {
      const ms = at - sent;
      all.push(ms);
      const side = index % 2 === 0 ? "a" : "b";
      worst[side] = Math.max(worst[side], ms);
    });
  }
  for (const stream of streams) stream.close();
  const sorted = all.toSorted((x, y) => x - y);
  const max = sorted.at(-1) ?? 0;
  const streamsMeasured =
    `max ${Math.round(max)} ms, p99 ${Math.round(percentile(sorted, 99))} ms ` +
    `(p50 ${Math.round(percentile(sorted, 50))}; worst on the holding process ${Math.round(worst.a)}, ` +
    `on the other ${Math.round(worst.b)}; hold answered ≤ ${Math.round(holdMs)} ms; load ${load1()})`;
  console.log(`streams: ${streamsMeasured}`);
  rows.push({
    metric: `${STREAMS} plan streams (${STREAMS / 2} per process), one booth held: until every stream has it, ${HOLDS} holds`,
    target: `< ${BUDGET.streamsMs} ms`,
    measured: streamsMeasured,
    pass: max < BUDGET.streamsMs,
  });
} finally {
  await Promise.all(processes.map((api) => api.stop()));
  await database?.close();
  await withDatabase(adminUrl, (admin) =>
    admin.db.execute(`DROP DATABASE IF EXISTS ${quoteIdentifier(databaseName)} WITH (FORCE)`),
  );
  await rm(dataDir, { recursive: true, force: true });
}

await writeResults(
  resultsFile,
  "Participation bench",
  `\`pnpm bench:participation\` (bench/participation.ts), ${new Date().toISOString()}, ${machine()}, ` +
    `PostgreSQL at ${redactUrl(adminUrl).replace(/\/[^/]*$/, "")}, two API processes. ` +
    `Data: 1 event, 1 zone of ${BOOTHS} booths, ${HOUSES} approved houses, ${LIVE.held} held and ` +
    `${LIVE.confirmed} confirmed booths, ${LIVE.ended} ended reservations. Plan load: autocannon, ` +
    `${SECONDS} s after a 2 s warm-up, keep-alive, gzip asked for. ` +
    `"load" is the machine's 1-minute load average after each measurement.`,
  rows,
);

// ---------------------------------------------------------------------------------------------

/**
 * The event with its zone of 500 booths in a grid (25 a row, aisles between), 30 approved houses
 * holding or having confirmed 150 of them and 300 reservations that ended, a viewer (another
 * approved house's manager) and the holder, whose approved area allows the bench's holds.
 */
async function seed(handle: DatabaseHandle) {
  const api = { db: handle.db } as unknown as TestApp;
  const { db } = handle;
  const fair = await insertBenchFair(handle, BOOTHS);
  const boothRows = fair.booths;
  const houses = await Promise.all(
    Array.from({ length: HOUSES }, () => approvedExhibitor(api, fair.event.id, 9 * 20)),
  );
  const open = boothRows.filter((booth) => booth.status === "available");
  const now = Date.now();
  const live = open.slice(0, LIVE.held + LIVE.confirmed);
  await db.insert(boothReservations).values([
    ...live.map((booth, index) => {
      const house = houses[index % HOUSES]!;
      const isHeld = index < LIVE.held;
      return {
        boothId: booth.id,
        eventId: fair.event.id,
        requestId: house.requestId,
        organizationId: house.organizationId,
        status: isHeld ? ("held" as const) : ("confirmed" as const),
        // Live for the whole run.
        expiresAt: isHeld ? new Date(now + 25 * 60_000) : null,
        heldByUserId: house.user.id,
      };
    }),
    ...Array.from({ length: LIVE.ended }, (_, index) => {
      const house = houses[index % HOUSES]!;
      return {
        boothId: open[(index * 7) % open.length]!.id,
        eventId: fair.event.id,
        requestId: house.requestId,
        organizationId: house.organizationId,
        status: index % 2 ? ("expired" as const) : ("cancelled" as const),
        expiresAt: new Date(now - 60 * 60_000),
        heldByUserId: house.user.id,
        endedAt: new Date(now - 30 * 60_000),
      };
    }),
  ]);
  const holder = await approvedExhibitor(api, fair.event.id, 9 * HOLDS);
  await createUser(api, { role: "admin" });
  await db.execute("analyze");
  return {
    eventId: fair.event.id,
    viewer: houses[0]!.user,
    holder: holder.user,
    houses: houses.map((house) => house.user),
    freeBooths: open.slice(live.length).map((booth) => booth.id),
  };
}

/** `node apps/api/src/server.ts` on the bench's database, on a free port of the loopback. */
function startProcess(dir: string): Promise<ServerProcess> {
  return startServerProcess(
    {
      DATABASE_URL: url,
      SEED_DEMO_DATA: "false",
      MIGRATE_ON_START: "false",
      UPLOADS_DIR: join(dir, "uploads"),
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    { timeoutMs: 60_000 },
  );
}

/**
 * One plan stream, read as the web app reads it (fetch, the token in the header); resolves once
 * `ready`. `next(boothId)` resolves with the performance.now() its `booths` event arrived.
 */
async function openStream(api: ServerProcess, eventId: string, user: TestUser) {
  const abort = new AbortController();
  const response = await fetch(`${api.base}/api/events/${eventId}/plan/stream`, {
    headers: user.headers(),
    signal: abort.signal,
  });
  if (response.status !== 200) throw new Error(`Stream refused: ${response.status}`);
  const waiting = new Map<string, (at: number) => void>();
  const ready = Promise.withResolvers<void>();
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: "", done: true }));
      if (done) return;
      const at = performance.now();
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.includes("event: ready")) ready.resolve();
        if (!block.includes("event: booths")) continue;
        for (const [boothId, resolve] of waiting) {
          if (block.includes(boothId)) {
            waiting.delete(boothId);
            resolve(at);
          }
        }
      }
    }
  })();
  await ready.promise;
  return {
    next: (boothId: string) =>
      new Promise<number>((resolve, reject) => {
        waiting.set(boothId, resolve);
        setTimeout(() => reject(new Error(`A stream never heard of ${boothId}`)), 30_000).unref();
      }),
    close: () => abort.abort(),
  };
}
