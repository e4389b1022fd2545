/**
 * What the benches share: the real API app served over HTTP from this process (the same
 * createApp the server runs), percentiles of measured times, and the PostgreSQL server to make a
 * fresh database on.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { type AddressInfo, createServer } from "node:net";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "../apps/api/src/app.ts";
import { type DatabaseHandle, openDatabase } from "../apps/api/src/db/client.ts";
import { booths, events, zones } from "../apps/api/src/db/schema/index.ts";
import { eventRow } from "../apps/api/test/participation-fixtures.ts";
import type { Clock } from "../apps/api/src/lib/clock.ts";
import { createDirectoryFileStore } from "../apps/api/src/lib/file-store.ts";
import { redactUrl } from "../apps/api/test/postgres-urls.ts";

export interface RunningApi {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  base: string;
  /**
   * Resolves once the app answers no request (at most 2 minutes): a load generator leaves without
   * waiting for its last answers, which would otherwise weigh on the next load.
   */
  drained(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The app on a free port of 127.0.0.1, on `database`, with uploads in `uploadsDir`; with
 * `webDistDir` it also serves the built web app, as the server does with WEB_DIST_DIR.
 */
export async function startApi(
  database: DatabaseHandle,
  options: {
    uploadsDir: string;
    webDistDir?: string;
    /** The app's time, for a bench that moves it (the dashboard's minute). */
    clock?: Clock;
  },
): Promise<RunningApi> {
  const app = createApp({
    db: database.db,
    databaseKind: database.kind,
    fileStore: createDirectoryFileStore(options.uploadsDir),
    webDistDir: options.webDistDir,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  let inFlight = 0;
  const server = serve({
    fetch: async (...request: Parameters<typeof app.fetch>) => {
      inFlight++;
      try {
        return await app.fetch(...request);
      } finally {
        inFlight--;
      }
    },
    port: 0,
    hostname: "127.0.0.1",
  }) as Server;
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  return {
    base: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    drained: async () => {
      for (let waited = 0; inFlight > 0 && waited < 120_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A load generator's kept-alive connections would hold close() open.
        server.closeAllConnections();
      }),
  };
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  base: string;
  stop(): Promise<void>;
}

/**
 * `node apps/api/src/server.ts` as an operator runs it, on a free port of the loopback (or
 * `port`), with `env` over this process's environment; resolves once it is ready to serve
 * (`/api/health/ready`), which a first start on an empty database reaches only after migrating
 * and seeding: slow on a busy machine.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { port, timeoutMs = 240_000 }: { port?: number; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, ["src/server.ts"], {
    cwd: fileURLToPath(new URL("../apps/api/", import.meta.url)),
    env: { ...process.env, PORT: String(listenOn), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const exited = once(child, "exit");
  const base = `http://127.0.0.1:${listenOn}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`The API process did not start:\n${output}`);
    }
    const ready = await fetch(`${base}/api/health/ready`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * The server as a visitor meets it: the built web app (apps/web/dist, or WEB_DIST_DIR) and the API
 * on one port, on
 * PGlite in a temporary folder with the demo data seeded on its first start (the demo accounts:
 * DEMO_ACCOUNTS of apps/api/src/seed/seed.ts). `stop` also removes the folder.
 */
export async function startWebApp(port?: number): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const dataDir = await mkdtemp(join(tmpdir(), "rawaq-bench-web-"));
  try {
    const server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        // Another build (to compare two) through WEB_DIST_DIR.
        WEB_DIST_DIR:
          process.env.WEB_DIST_DIR ?? fileURLToPath(new URL("../apps/web/dist", import.meta.url)),
        PUBLIC_URL: `http://127.0.0.1:${listenOn}`,
        LOG_LEVEL: "warn",
      },
      { port: listenOn },
    );
    return {
      base: server.base,
      stop: async () => {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A port of the loopback nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, "close");
  return port;
}

/** A demo account's token, as the web app receives it at login. */
export async function signIn(
  base: string,
  account: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`Login as ${account.email} failed: ${response.status}`);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

/** The nearest-rank percentile `p` (0–100) of numbers sorted ascending; 0 when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** TEST_DATABASE_URL, or the local server as `postgres`, else as `root` (as the API tests do). */
export async function reachableAdminUrl(): Promise<string> {
  const local = "postgres://postgres@127.0.0.1:5432/postgres";
  const candidates = process.env.TEST_DATABASE_URL
    ? [process.env.TEST_DATABASE_URL]
    : [local, local.replace("postgres@", "root@")];
  for (const candidate of candidates) {
    try {
      await withDatabase(candidate, (admin) => admin.db.execute("select 1"));
      return candidate;
    } catch {
      // the next one
    }
  }
  throw new Error(`No PostgreSQL server reachable at ${candidates.map(redactUrl).join(" or ")}.`);
}

/** One connection to `url` for `work`, closed after it. */
export async function withDatabase<T>(url: string, work: (handle: DatabaseHandle) => Promise<T>) {
  const handle = await openDatabase({ kind: "postgres", url, poolSize: 1 });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** One line of a bench's table; `pass` null is a reference figure with no budget. */
export interface BenchRow {
  metric: string;
  target: string;
  measured: string;
  pass: boolean | null;
}

/** A row with no budget: a figure that tells what the budgeted ones stand on, on this machine. */
export function referenceRow(metric: string, measured: string): BenchRow {
  return { metric: `(for reference) ${metric}`, target: "—", measured, pass: null };
}

/** The machine's load average over the last minute: the figures mean little on a busy one. */
export function load1(): string {
  return loadavg()[0]!.toFixed(1);
}

/** "2 × AMD EPYC …, Node v24…": what the figures were measured on. */
export function machine(): string {
  return `${availableParallelism()} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}`;
}

/**
 * Prints the rows as a table and writes `# heading`, the intro and the table to `file` (Markdown
 * as Prettier leaves it: `pnpm lint` checks bench/results/). Sets the exit code to 1 when a
 * budget is missed.
 */
export async function writeResults(
  file: string,
  heading: string,
  intro: string,
  rows: readonly BenchRow[],
): Promise<void> {
  const table = markdownTable(
    ["metric", "target", "measured", "result"],
    rows.map((row) => [
      row.metric,
      row.target,
      row.measured,
      row.pass === null ? "—" : row.pass ? "pass" : "FAIL",
    ]),
  );
  console.log(`\n${table}\n`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `# ${heading}\n\n${intro}\n\n${table}\n`);
  console.log(`written to ${file}`);
  process.exitCode = rows.every((row) => row.pass !== false) ? 0 : 1;
}

/** A Markdown table with its columns padded, as Prettier leaves it. */
export function markdownTable(header: string[], body: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...body.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...body.map(line)].join(
    "\n",
  );
}

/**
 * A fair with one hall of `count` booths in a grid, 25 to a row with aisles between: a corner
 * booth at each row's start, every 50th booth blocked, 9 m² at 500 SAR/m².
 */
export async function insertBenchFair({ db }: DatabaseHandle, count: number) {
  const columns = 25;
  const [event] = await db.insert(events).values(eventRow).returning({ id: events.id });
  const [zone] = await db
    .insert(zones)
    .values({
      eventId: event!.id,
      code: "A",
      nameAr: "القاعة الرئيسية",
      nameEn: "Main hall",
      planWidth: columns * 4,
      planHeight: Math.ceil(count / columns) * 4,
    })
    .returning({ id: zones.id });
  const boothRows = await db
    .insert(booths)
    .values(
      Array.from({ length: count }, (_, index) => ({
        zoneId: zone!.id,
        code: `A-${String(index + 1).padStart(3, "0")}`,
        type: index % columns === 0 ? ("corner" as const) : ("standard" as const),
        areaSquareMetres: 9,
        priceMode: "per_square_metre" as const,
        priceHalalas: 50_000,
        x: (index % columns) * 4,
        y: Math.floor(index / columns) * 4,
        width: 3,
        height: 3,
        status: index % 50 === 49 ? ("blocked" as const) : ("available" as const),
      })),
    )
    .returning({ id: booths.id, status: booths.status });
  return { event: event!, zone: zone!, booths: boothRows };
}

/** Inserts `items` 1,000 at a time (PostgreSQL takes at most 65,535 parameters a statement). */
export async function inChunks<T, R>(
  items: T[],
  insert: (chunk: T[]) => Promise<R[]>,
): Promise<R[]> {
  const out: R[] = [];
  for (let index = 0; index < items.length; index += 1_000) {
    out.push(...(await insert(items.slice(index, index + 1_000))));
  }
  return out;
}
