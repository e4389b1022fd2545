/**
 * Benchmark: the fair guide (issue 29, decision 083) on PostgreSQL, with a fair of 1,000
 * exhibitors and 200,000 titles (200 a house, every one approved and priced; bench/guide-fair.ts,
 * which bench/dashboard.ts measures on too), over real HTTP, with 50 connections per load. In the
 * same run, on the same database and driver, a bare Hono route doing one indexed SELECT: the
 * guide's pages are reported as a share of it.
 *
 * The guide keeps its answers in memory per guide version and sends ETags: a load repeating a
 * few addresses would measure that cache, not the database. So the search and the exhibitors'
 * pages run twice — once as a crowd asks (a few hundred queries, a thousand houses, the popular
 * ones often: mostly the cache, which the budgets hold), once over more distinct addresses than
 * the cache keeps, each asked once in the run (every page built: the cost of a miss, reported
 * beside them) — and no request sends If-None-Match. The hit rate of each load is measured: the
 * pages built (the queries the app sent, counted through Drizzle's logger) over the requests
 * answered.
 *
 * nginx's row has the most asked searches fetched once through it first, as in a fair's steady
 * state, and counts the requests that still reached the app.
 *
 * Budgets (issue 29, 2 cores):
 *   - search: ≥ 25 % of the bare route's answers/s, p99 ≤ 10 × the bare route's p99;
 *   - an exhibitor's page: ≥ 50 % of the bare route's answers/s;
 *   (both as a crowd asks; the rows of distinct addresses have no budget: they show a miss's cost)
 *   - through nginx's micro-cache: ≥ 5 × the search's rate without a cache. Measured only when
 *     deploy/nginx/ (or BENCH_NGINX_DIR) caches /guide/ and nginx is installed.
 *
 *   pnpm bench:guide          (BENCH_SECONDS, default 10; BENCH_KEEP_DATABASE=1 keeps the
 *                             database after the run, to EXPLAIN the guide's queries on its data)
 *
 * PostgreSQL: TEST_DATABASE_URL, else the local server (as the API's tests find it); a database
 * is made for the run and dropped after it. Needs the guide's build (pnpm build). The load comes
 * from autocannon in a worker thread (bench/guide-requests.cjs picks each request's address).
 * Prints the table, writes it to bench/results/guide.md, and exits 1 when a budget is missed.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { createApp } from "../apps/api/src/app.ts";
import { type DatabaseHandle, openDatabase } from "../apps/api/src/db/client.ts";
import { organizations } from "../apps/api/src/db/schema/index.ts";
import { searchChoices, searchTitles } from "../apps/api/src/features/guide/queries.ts";
import { guideEvent } from "../apps/api/src/features/guide/service.ts";
import { createDirectoryFileStore } from "../apps/api/src/lib/file-store.ts";
import { databaseUrl, quoteIdentifier, redactUrl } from "../apps/api/test/postgres-urls.ts";
import { readSearchQuery } from "../packages/domain/src/search-fold.ts";
import {
  type BenchRow,
  freePort,
  load1,
  machine,
  percentile,
  reachableAdminUrl,
  referenceRow,
  withDatabase,
  writeResults,
} from "./support.ts";
import {
  ADJECTIVES_AR,
  ADJECTIVES_EN,
  FEMININE_AR,
  FIELDS_AR,
  FIELDS_EN,
  FIRST_NAMES_AR,
  FIRST_NAMES_EN,
  GENITIVES_AR,
  KNOWN_PUBLISHERS_AR,
  KNOWN_PUBLISHERS_EN,
  LANGUAGE,
  LAST_NAMES_AR,
  LAST_NAMES_EN,
  NOUNS_AR,
  NOUNS_EN,
  PLACES_EN,
  VOCALIZED_AR,
} from "./guide-words.ts";
import {
  BOOTHS_PER_HALL,
  EXHIBITORS,
  HALLS,
  TITLES,
  TITLES_PER_HOUSE,
  type Random,
  arabicIndic,
  houseNames,
  plainSpelling,
  randomFrom,
  seedGuideFair,
  shuffled,
  titleSpec,
} from "./guide-fair.ts";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET = { searchShare: 0.25, searchP99Times: 10, exhibitorShare: 0.5, nginxTimes: 5 };
/** The guide's in-process cache keeps this many answers (routes.ts, KEPT_ANSWERS). */
const KEPT_ANSWERS = 2_000;
/** Searches timed one at a time before the loads, to tell how many rows they find and how fast. */
const SAMPLED_SEARCHES = 120;

const root = fileURLToPath(new URL("../", import.meta.url));
const resultsFile = join(root, "bench/results/guide.md");
const guideDistDir = join(root, "apps/guide/dist");
const requestsModule = fileURLToPath(new URL("./guide-requests.cjs", import.meta.url));
const nginxDir = process.env.BENCH_NGINX_DIR ?? join(root, "deploy/nginx");

// NOTE: the server runs with NODE_ENV=production (deploy/systemd/rawaq@.service, the Dockerfile);
// without it the guide's renderer takes React's development build, about 5 × slower a page.
process.env.NODE_ENV = "production";
/** The most asked queries a crowd sends through nginx, each kept there once fetched. */
const NGINX_POPULAR = 100;

if (!existsSync(join(guideDistDir, ".vite", "manifest.json"))) {
  throw new Error(`No guide build in ${guideDistDir}: run "pnpm --filter @rawaq/guide build".`);
}

const rows: BenchRow[] = [];
const notes: string[] = [];
const adminUrl = await reachableAdminUrl();
const workDir = await mkdtemp(join(tmpdir(), "rawaq-bench-guide-"));
const databaseName = `rawaq_bench_guide_${Date.now().toString(36)}_${process.pid}`;
await withDatabase(adminUrl, (admin) =>
  admin.db.execute(`CREATE DATABASE ${quoteIdentifier(databaseName)}`),
);

/** The queries the app sends, counted by kind: how many pages were built, not served kept. */
const sent = { versionReads: 0, searches: 0, exhibitorPages: 0 };
/** `sent` when the measured load began. */
let counted = { ...sent };
/** Requests the API is answering now: a load starts and ends once the previous one's are done. */
let inFlight = 0;
let database: DatabaseHandle | undefined;
let api: Server | undefined;
let bare: Server | undefined;
let nginx: ChildProcess | undefined;
try {
  database = await openDatabase({
    kind: "postgres",
    url: databaseUrl(adminUrl, databaseName),
    logger: {
      logQuery(query) {
        if (query.includes("from guide_version")) sent.versionReads++;
        // searchTitles' page of offers (its count has no ordering); findExhibitor.
        else if (query.includes(`rawaq_fold("books"."title")`)) sent.searches++;
        else if (query.includes('"organization_profiles"')) sent.exhibitorPages++;
      },
    },
  });
  await database.migrate();
  let started = performance.now();
  const seeded = await seed(database);
  const seedSeconds = (performance.now() - started) / 1000;
  console.log(`seeded ${TITLES} titles of ${EXHIBITORS} houses in ${seedSeconds.toFixed(0)} s`);

  started = performance.now();
  const searches = searchQueries(seeded.slugs.length);
  notes.push(await timeSearches(database, seeded.eventId, searches.base));
  console.log(notes.at(-1), `(${Math.round((performance.now() - started) / 1000)} s)`);

  const app = createApp({
    db: database.db,
    databaseKind: "postgres",
    fileStore: createDirectoryFileStore(join(workDir, "uploads")),
    guideDistDir,
  });
  api = await listen(async (request) => {
    inFlight++;
    try {
      return await app.fetch(request);
    } finally {
      inFlight--;
    }
  });
  const apiBase = baseOf(api);
  bare = await startBare(database, seeded.slugs[0]!);
  await checkPages(apiBase, [...searches.crowd.slice(0, 20), ...searches.distinct.slice(0, 20)]);
  await checkPages(apiBase, seeded.exhibitorPaths.slice(0, 10));

  const bareResult = await load(baseOf(bare), ["/bare"]);
  if (!answeredAll(bareResult)) throw new Error(`The bare route failed: ${describe(bareResult)}`);
  rows.push(
    referenceRow("bare Hono + one indexed SELECT (organizations by slug)", describe(bareResult)),
  );
  const bareRps = bareResult.requests.average;
  const bareP99 = bareResult.latency.p99;
  const searchTarget = `≥ ${BUDGET.searchShare * 100} % of bare, p99 ≤ ${BUDGET.searchP99Times} × bare's (${BUDGET.searchP99Times * bareP99} ms)`;
  const searchPasses = (result: autocannon.Result) =>
    result.requests.average >= BUDGET.searchShare * bareRps &&
    result.latency.p99 <= BUDGET.searchP99Times * bareP99;

  const crowd = await load(apiBase, searches.crowd, { steady: true });
  rows.push({
    metric: `GET /guide/{ar,en}/books?q=… as a crowd asks: ${searches.base.length} distinct queries, the popular ones often (Zipf), after as long a warm-up`,
    target: searchTarget,
    measured: `${describe(crowd)}; share ${shareOf(crowd, bareRps)}; ${hitRate(crowd, "searches")}`,
    pass: searchPasses(crowd) && answeredAll(crowd),
  });

  const distinct = await load(apiBase, searches.distinct);
  rows.push({
    metric: `(for reference: every page built, the cost of a miss) GET /guide/{ar,en}/books?q=…[&page=2, &language=… or &hall=…]: ${searches.distinct.length} distinct addresses in turn (more than the ${KEPT_ANSWERS} kept)`,
    target: "—",
    measured: `${describe(distinct)}; share ${shareOf(distinct, bareRps)}; ${hitRate(distinct, "searches")}`,
    pass: null,
  });

  const exhibitorCrowd = await load(apiBase, seeded.exhibitorCrowd, { steady: true });
  rows.push({
    metric: `GET /guide/{ar,en}/exhibitors/{slug} as a crowd asks: ${EXHIBITORS} houses, the popular ones often (Zipf), after as long a warm-up`,
    target: `≥ ${BUDGET.exhibitorShare * 100} % of bare`,
    measured: `${describe(exhibitorCrowd)}; share ${shareOf(exhibitorCrowd, bareRps)}; ${hitRate(exhibitorCrowd, "exhibitorPages")}`,
    pass:
      exhibitorCrowd.requests.average >= BUDGET.exhibitorShare * bareRps &&
      answeredAll(exhibitorCrowd),
  });

  const exhibitors = await load(apiBase, seeded.exhibitorPaths);
  rows.push({
    metric: `(for reference: every page built, the cost of a miss) GET /guide/{ar,en}/exhibitors/{slug}[?page=2]: ${seeded.exhibitorPaths.length} distinct addresses in turn`,
    target: "—",
    measured: `${describe(exhibitors)}; share ${shareOf(exhibitors, bareRps)}; ${hitRate(exhibitors, "exhibitorPages")}`,
    pass: null,
  });

  const nginxTarget = `≥ ${BUDGET.nginxTimes} × the uncached search's rate`;
  const nginxMetric = `GET /guide/{ar,en}/books?q=… as a crowd asks the ${NGINX_POPULAR} most asked queries, through nginx's micro-cache (plain HTTP, 1 worker)`;
  const cache = nginxGuideCache();
  if ("skip" in cache) {
    rows.push({
      metric: nginxMetric,
      target: nginxTarget,
      measured: `not measured: ${cache.skip}`,
      pass: null,
    });
  } else {
    const proxy = await startNginx(cache, api);
    nginx = proxy.child;
    // The popular pages are in nginx's cache, as in a fair's steady state: fetched once each.
    for (const path of searches.popular) {
      await fetch(`${proxy.base}${path}`, { headers: { "accept-encoding": "gzip" } }).then(
        (response) => response.arrayBuffer(),
      );
    }
    const cached = await load(proxy.base, searches.popularCrowd);
    const times = cached.requests.average / distinct.requests.average;
    const reachedApp = sent.versionReads - counted.versionReads;
    rows.push({
      metric: nginxMetric,
      target: nginxTarget,
      measured: `${describe(cached)}; ${times.toFixed(1)} × the uncached search; ${reachedApp} of ${cached.requests.total} requests reached the app`,
      pass: times >= BUDGET.nginxTimes && answeredAll(cached),
    });
  }

  await writeResults(
    resultsFile,
    "Fair guide bench",
    `\`pnpm bench:guide\` (bench/guide.ts), ${new Date().toISOString()}, ${machine()}, ` +
      `PostgreSQL at ${redactUrl(adminUrl).replace(/\/[^/]*$/, "")}. Data: a published fair of ` +
      `${EXHIBITORS} houses (approved, one confirmed booth each, ${HALLS.length} halls of ` +
      `${BOOTHS_PER_HALL} booths) and ${TITLES} titles (${TITLES_PER_HOUSE} a house, approved and ` +
      `priced; Arabic, English and French titles, authors and publishers drawn from word lists, ` +
      `some written with diacritics, without hamza or with ه for ة; 1 in 25 sold by a second ` +
      `house), seeded in ${seedSeconds.toFixed(0)} s. The search's queries: title words and ` +
      `phrases, whole titles, authors, publishers, ISBN-13s with and without hyphens, ISBN-10s, ` +
      `Arabic-Indic digits, typos, folded and vocalized forms, and a few that find nothing. ` +
      `${notes.join(" ")} Loads: autocannon, ${CONNECTIONS} connections, ${SECONDS} s each after ` +
      `a warm-up that starts elsewhere in the same list (2 s; as long as the load for a crowd, ` +
      `as the fair's first minutes would be), each once the previous load's ` +
      `requests are served, keep-alive, gzip asked for, never If-None-Match, NODE_ENV=production ` +
      `as the server runs; the API and the bare route run in this process, the load in a worker ` +
      `thread. "bare" is Hono with the same driver answering one indexed SELECT; "share" is a ` +
      `route's answers/s over the bare route's; "hit rate" is the share of requests the app ` +
      `served from the guide's kept pages (1 − pages built / requests served). nginx (deploy/` +
      `nginx's files, plain HTTP, 1 worker) has the ${NGINX_POPULAR} most asked searches fetched ` +
      `once before its load, as in a fair's steady state. "load" is the machine's 1-minute load ` +
      `average after each measurement: the figures mean little above 2 on 2 cores.`,
    rows,
  );
} finally {
  if (nginx && nginx.exitCode === null) {
    nginx.kill("SIGQUIT");
    await once(nginx, "exit");
  }
  for (const server of [bare, api]) {
    if (!server) continue;
    server.closeAllConnections();
    server.close();
  }
  await database?.close();
  if (process.env.BENCH_KEEP_DATABASE) {
    console.log(`kept the database ${databaseName} (drop it when done)`);
  } else {
    await withDatabase(adminUrl, (admin) =>
      admin.db.execute(`DROP DATABASE IF EXISTS ${quoteIdentifier(databaseName)} WITH (FORCE)`),
    );
  }
  await rm(workDir, { recursive: true, force: true });
}

// --- Loads ------------------------------------------------------------------------------------

/**
 * A 2 s warm-up from the middle of `paths`, then the measured load from its start, each request
 * taking the next address (bench/guide-requests.cjs); any error or answer not 2xx fails the bench.
 * `steady`: the warm-up is as long as the load, as a crowd's first minutes at the fair would
 * be (the popular pages kept, the rare ones not: the warm-up asks other requests of the same
 * crowd than the load does).
 */
async function load(
  base: string,
  paths: string[],
  { steady = false } = {},
): Promise<autocannon.Result> {
  const planFile = join(workDir, "plan.json");
  process.env.RAWAQ_GUIDE_BENCH_PLAN = planFile;
  const run = async (duration: number, start: number) => {
    await writeFile(planFile, JSON.stringify({ paths, start }));
    return autocannon({
      url: base,
      connections: CONNECTIONS,
      duration,
      workers: 1,
      headers: { "accept-encoding": "gzip, deflate, br", "accept-language": "ar" },
      requests: [{ method: "GET", setupRequest: requestsModule }],
    });
  };
  await run(steady ? SECONDS : 2, Math.floor(paths.length / 2));
  await drained();
  counted = { ...sent };
  const result = await run(SECONDS, 0);
  await drained();
  console.log(`${paths[0]} (${paths.length} addresses): ${describe(result)}`);
  return result;
}

/** Once the API answers no request (autocannon leaves without waiting for the last answers). */
async function drained() {
  for (let waited = 0; inFlight > 0 && waited < 120_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every request answered 2xx in time: a load with failures misses its budget whatever its rate. */
function answeredAll(result: autocannon.Result): boolean {
  return result.errors === 0 && result.non2xx === 0;
}

function describe(result: autocannon.Result): string {
  const failures = answeredAll(result)
    ? ""
    : `; FAILED: ${result.errors} errors or timeouts, ${result.non2xx} answers not 2xx (${Object.entries(
        result.statusCodeStats ?? {},
      )
        .map(([status, stats]) => `${stats.count ?? 0} × ${status}`)
        .join(", ")})`;
  return `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (load ${load1()})${failures}`;
}

function shareOf(result: autocannon.Result, bareRps: number): string {
  return `${Math.round((result.requests.average / bareRps) * 100)} %`;
}

/**
 * The measured load's pages built (one query of `kind` each) over the requests the app served,
 * counted in the app: a request autocannon gave up on (its 10 s timeout) is still served.
 */
function hitRate(result: autocannon.Result, kind: "searches" | "exhibitorPages"): string {
  const built = sent[kind] - counted[kind];
  const answered = sent.versionReads - counted.versionReads;
  const rate = answered > 0 ? 1 - built / answered : 0;
  return `hit rate ${Math.round(rate * 100)} % (${built} pages built / ${answered} requests the app served, of ${result.requests.total} answered in time)`;
}

/** Each address answers 200 with a page of the guide, before any load relies on it. */
async function checkPages(base: string, paths: string[]) {
  for (const path of paths) {
    const response = await fetch(`${base}${path}`);
    const body = await response.text();
    if (response.status !== 200 || !body.includes("<html")) {
      throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
    }
  }
}

async function listen(fetchHandler: Parameters<typeof serve>[0]["fetch"]): Promise<Server> {
  const server = serve({ fetch: fetchHandler, port: 0, hostname: "127.0.0.1" }) as Server;
  await new Promise((resolve) => server.once("listening", resolve));
  return server;
}

function baseOf(server: Server): string {
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

/** Hono and the same database handle, one indexed SELECT per request: the floor to compare to. */
async function startBare(database: DatabaseHandle, slug: string): Promise<Server> {
  const app = new Hono();
  app.get("/bare", async (c) => {
    const [row] = await database.db
      .select({ id: organizations.id, slug: organizations.slug, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.slug, slug));
    return c.json({ data: row });
  });
  return listen(app.fetch);
}

/**
 * Sends `base` queries one at a time through the guide's own query functions: how many titles
 * they find (the count stops at 1,001) and how long a search page's reads take without load.
 */
async function timeSearches(
  database: DatabaseHandle,
  eventId: string,
  base: string[],
): Promise<string> {
  const { db } = database;
  const timed = async <T>(work: () => Promise<T>) => {
    const at = performance.now();
    const value = await work();
    return { value, ms: performance.now() - at };
  };
  const event = await timed(() => guideEvent(db));
  const choices = await timed(() => searchChoices(db, eventId));
  const step = Math.max(1, Math.floor(base.length / SAMPLED_SEARCHES));
  const found: { q: string; total: number; ms: number }[] = [];
  for (let index = 0; index < base.length; index += step) {
    const q = base[index]!;
    const search = await timed(() =>
      searchTitles(db, eventId, readSearchQuery(q), { language: "", country: "", hall: "" }, 1),
    );
    found.push({ q, total: search.value.total, ms: search.ms });
  }
  const totals = found.map((entry) => entry.total).sort((a, b) => a - b);
  const times = found.map((entry) => entry.ms).sort((a, b) => a - b);
  const slowest = [...found].sort((a, b) => b.ms - a.ms).slice(0, 3);
  const none = found.filter((entry) => entry.total === 0).length;
  const capped = found.filter((entry) => entry.total > 1_000).length;
  return (
    `Of ${found.length} queries searched one at a time before the loads, ${none} found nothing, ` +
    `${capped} more than 1,000 titles, the median ${percentile(totals, 50)}; a search's offers ` +
    `and count took ${Math.round(percentile(times, 50))} ms at the median and ` +
    `${Math.round(percentile(times, 99))} ms at p99 (slowest: ` +
    `${slowest.map((entry) => `"${entry.q}" ${Math.round(entry.ms)} ms, ${entry.total} found`).join("; ")}); ` +
    `besides, every page built reads the event's summary (${Math.round(event.ms)} ms) and a ` +
    `search page its filters' choices (${Math.round(choices.ms)} ms).`
  );
}

// --- nginx --------------------------------------------------------------------------------------

interface NginxGuideCache {
  binary: string;
  httpConf: string;
  locationsConf: string;
  /** proxy_cache_path lines of the site file (http level), if it holds any. */
  siteCachePaths: string[];
}

/** deploy/nginx's files when they cache /guide/ and nginx is here; else why the row is skipped. */
function nginxGuideCache(): NginxGuideCache | { skip: string } {
  const binary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
  if (!binary) return { skip: "nginx is not installed" };
  const read = (file: string) => {
    const path = join(nginxDir, file);
    return existsSync(path) ? readFileSync(path, "utf8") : "";
  };
  const withoutComments = (text: string) => text.replace(/#.*$/gm, "");
  const httpConf = read("rawaq-http.conf");
  const locationsConf = read("rawaq-locations.conf");
  const site = read("rawaq.conf");
  const cachesGuide =
    /^\s*proxy_cache\s+(?!off)\w+/m.test(withoutComments(locationsConf)) &&
    /\/guide/.test(withoutComments(locationsConf));
  if (!cachesGuide) {
    return {
      skip: `${nginxDir.replace(root, "")}/rawaq-locations.conf has no proxy_cache for /guide/ (yet)`,
    };
  }
  const siteCachePaths = withoutComments(site).match(/^\s*proxy_cache_path\s[^;]+;/gm) ?? [];
  return { binary, httpConf, locationsConf, siteCachePaths };
}

/**
 * nginx on a free port of the loopback, over plain HTTP (TLS is not what is measured), with
 * deploy/nginx's http-level file and locations as they are but for the cache's folder, in front
 * of `api`.
 */
async function startNginx(cache: NginxGuideCache, api: Server) {
  const work = join(workDir, "nginx");
  await mkdir(join(work, "logs"), { recursive: true });
  let caches = 0;
  const ownCachePath = (text: string) =>
    text.replace(
      /(^\s*proxy_cache_path\s+)(\S+)/gm,
      (_, directive: string) => `${directive}${work}/cache-${++caches}`,
    );
  const httpFile = join(work, "rawaq-http.conf");
  const locationsFile = join(work, "rawaq-locations.conf");
  await writeFile(
    httpFile,
    [ownCachePath(cache.httpConf), ...cache.siteCachePaths.map(ownCachePath)].join("\n"),
  );
  await writeFile(locationsFile, cache.locationsConf);
  const port = await freePort();
  const conf = join(work, "nginx.conf");
  await writeFile(
    conf,
    `# Written by bench/guide.ts: deploy/nginx's files on this machine's paths, plain HTTP.
${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${httpFile};
  upstream rawaq_app {
    server 127.0.0.1:${(api.address() as { port: number }).port};
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    include ${locationsFile};
  }
}
`,
  );
  const args = ["-e", join(work, "logs", "error.log"), "-p", work, "-c", conf];
  const syntax = spawnSync(cache.binary, ["-t", ...args], { encoding: "utf8" });
  if (syntax.status !== 0)
    throw new Error(`nginx -t failed on deploy/nginx's files:\n${syntax.stderr}`);
  const child = spawn(cache.binary, [...args, "-g", "daemon off;"], { stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${base}/guide/ar`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (tries > 100 || child.exitCode !== null) {
      child.kill("SIGTERM");
      throw new Error(
        `nginx did not start: ${readFileSync(join(work, "logs", "error.log"), "utf8")}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, base };
}

// --- The fair -----------------------------------------------------------------------------------

/** The guide bench's fair (bench/guide-fair.ts), and the exhibitors' pages its loads ask for. */
async function seed(handle: DatabaseHandle) {
  const { eventId, houses } = await seedGuideFair(handle);

  const exhibitorPaths = shuffled(
    houses.flatMap((house) =>
      (["ar", "en"] as const).flatMap((locale) => [
        `/guide/${locale}/exhibitors/${encodeURIComponent(house.slug)}`,
        `/guide/${locale}/exhibitors/${encodeURIComponent(house.slug)}?page=2`,
      ]),
    ),
    randomFrom(29),
  );
  // Visitors open a few houses' pages often and most rarely: house k about 1/k as often, each
  // page in either language.
  const pick = randomFrom(41);
  const order = shuffled(houses, randomFrom(43));
  const popularity = order.map((_, rank) => 1 / (rank + 1));
  const totalWeight = popularity.reduce((sum, weight) => sum + weight, 0);
  const exhibitorCrowd = Array.from({ length: 30_000 }, () => {
    let left = pick.next() * totalWeight;
    let rank = 0;
    while (left > popularity[rank]! && rank < popularity.length - 1) left -= popularity[rank++]!;
    const locale = pick.next() < 0.5 ? "ar" : "en";
    return `/guide/${locale}/exhibitors/${encodeURIComponent(order[rank]!.slug)}`;
  });
  return { eventId, slugs: houses.map((house) => house.slug), exhibitorPaths, exhibitorCrowd };
}

// --- The searches -------------------------------------------------------------------------------

/** One letter of the longest word swapped with its neighbour (Latin) or changed (Arabic). */
function withTypo(query: string, random: Random): string {
  const words = query.split(" ");
  const at = words.reduce(
    (longest, word, index) => (word.length > words[longest]!.length ? index : longest),
    0,
  );
  const word = words[at]!;
  if (word.length < 4) return query;
  const position = 1 + random.int(word.length - 2);
  const arabic = /[\u0600-\u06FF]/.test(word);
  const near: Record<string, string> = {
    خ: "ح",
    ح: "ج",
    ت: "ث",
    س: "ص",
    د: "ذ",
    ر: "ز",
    ق: "ف",
    ع: "غ",
    ي: "ى",
    ن: "ت",
    ل: "ك",
    م: "ن",
  };
  const changed = arabic
    ? random.next() < 0.5
      ? word.slice(0, position) + word.slice(position + 1)
      : word.slice(0, position) + (near[word[position]!] ?? "ا") + word.slice(position + 1)
    : word.slice(0, position) + word[position + 1] + word[position] + word.slice(position + 2);
  words[at] = changed;
  return words.join(" ");
}

function isbn10Of(isbn13: string): string {
  const core = isbn13.slice(3, 12);
  const sum = [...core].reduce((total, digit, index) => total + Number(digit) * (10 - index), 0);
  const check = (11 - (sum % 11)) % 11;
  return core + (check === 10 ? "X" : String(check));
}

function hyphenated(isbn: string): string {
  return isbn.length === 13
    ? `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 6)}-${isbn.slice(6, 12)}-${isbn.slice(12)}`
    : `${isbn.slice(0, 1)}-${isbn.slice(1, 3)}-${isbn.slice(3, 9)}-${isbn.slice(9)}`;
}

/**
 * What visitors type (about 700 queries) and the loads' addresses made from them: `crowd`, page 1
 * of each in its script's language, drawn as a crowd asks (query k about 1/k as often as the
 * first); `distinct`, each query in both languages, on page 1, page 2, filtered by its language
 * and by a hall — more addresses than the guide keeps, in a shuffled order; `popular`, the
 * crowd's most asked addresses, and `popularCrowd`, the crowd's requests for them.
 */
function searchQueries(houses: number) {
  const random = randomFrom(83);
  const sample = (count: number) =>
    Array.from({ length: count }, () => titleSpec(1 + random.int(TITLES)));
  const arabicTitles = () => sample(400).filter((spec) => spec.language === LANGUAGE.ar);
  const englishTitles = () => sample(300).filter((spec) => spec.language === LANGUAGE.en);
  const phrasesAr = Array.from(
    { length: 70 },
    () => `${random.pick(NOUNS_AR)} ${random.pick(GENITIVES_AR)}`,
  );
  const phrasesEn = Array.from({ length: 50 }, () =>
    random.pick([
      `${random.pick(ADJECTIVES_EN)} ${random.pick(NOUNS_EN)}`.toLowerCase(),
      `history of ${random.pick(PLACES_EN)}`.toLowerCase(),
      `introduction to ${random.pick(FIELDS_EN)}`.toLowerCase(),
      `${random.pick(NOUNS_EN)} of the ${random.pick(NOUNS_EN)}`,
    ]),
  );
  const isbns = sample(130).map((spec) => spec.isbn);
  const base = [
    // Title words and phrases, in Arabic and English.
    ...NOUNS_AR,
    ...GENITIVES_AR.slice(0, 20),
    ...FIELDS_AR,
    ...phrasesAr,
    ...Array.from(
      { length: 20 },
      () => `${random.pick(FEMININE_AR)} ${random.pick(ADJECTIVES_AR)}`,
    ),
    ...Array.from({ length: 15 }, () => `مقدمة في ${random.pick(FIELDS_AR)}`),
    ...NOUNS_EN.map((noun) => noun.toLowerCase()),
    ...ADJECTIVES_EN.slice(0, 10),
    ...FIELDS_EN,
    ...phrasesEn,
    // Whole titles as printed.
    ...arabicTitles()
      .slice(0, 40)
      .map((spec) => spec.title),
    ...englishTitles()
      .slice(0, 30)
      .map((spec) => spec.title),
    // Authors, whole or by family name; publishers and houses.
    ...Array.from(
      { length: 40 },
      () => `${random.pick(FIRST_NAMES_AR)} ${random.pick(LAST_NAMES_AR)}`,
    ),
    ...LAST_NAMES_AR.slice(0, 15),
    ...Array.from(
      { length: 30 },
      () => `${random.pick(FIRST_NAMES_EN)} ${random.pick(LAST_NAMES_EN)}`,
    ),
    ...LAST_NAMES_EN.slice(20),
    ...KNOWN_PUBLISHERS_AR,
    ...KNOWN_PUBLISHERS_EN.slice(0, 4),
    ...Array.from({ length: 15 }, () => houseNames(random.int(houses)).name),
    // ISBNs: ISBN-13 as stored and with hyphens, ISBN-10 with and without, Arabic-Indic digits.
    ...isbns.slice(0, 40),
    ...isbns.slice(40, 80).map(hyphenated),
    ...isbns.slice(80, 105).map(isbn10Of),
    ...isbns.slice(105, 115).map((isbn) => hyphenated(isbn10Of(isbn))),
    ...isbns.slice(115, 130).map(arabicIndic),
    // Typos, folded and vocalized forms, tatweel, digits written the other way.
    ...phrasesAr.slice(0, 30).map((phrase) => withTypo(phrase, random)),
    ...phrasesEn.slice(0, 20).map((phrase) => withTypo(phrase, random)),
    ...FIELDS_EN.slice(0, 10).map((field) => withTypo(field.toLowerCase(), random)),
    "mahfuz",
    "naguib mahfuz",
    "nagib mahfouz",
    "histroy of cairo",
    ...phrasesAr.slice(30, 60).map(plainSpelling),
    ...Object.values(VOCALIZED_AR).map((word) => `${word} ${random.pick(GENITIVES_AR)}`),
    "أســرار الـبحر",
    "رحـــلة",
    "حكايــات",
    ...Array.from(
      { length: 10 },
      () => `${random.pick(NOUNS_AR)} ${random.pick(GENITIVES_AR)} الجزء ${1 + random.int(5)}`,
    ),
    ...Array.from({ length: 5 }, () => `volume ${arabicIndic(String(1 + random.int(4)))}`),
    // What the fair does not have.
    "كمبيوتر كمومي",
    "quantum gravity",
    "زراعة الفطر",
    "cookbook",
    "xyzzy",
    "رواية الخيال العلمي",
    "harry potter",
    "ديوان المتنبي",
    "9780000000000",
    "1234567890",
  ];
  const distinctBase = [...new Set(base)];
  const localeOf = (q: string, index: number) =>
    /[\u0600-\u06FF]/.test(q) ? "ar" : /[a-z]/i.test(q) ? "en" : index % 2 ? "ar" : "en";
  const path = (locale: string, q: string, extra = "") =>
    `/guide/${locale}/books?q=${encodeURIComponent(q)}${extra}`;

  const popularity = distinctBase.map((_, rank) => 1 / (rank + 1));
  const totalWeight = popularity.reduce((sum, weight) => sum + weight, 0);
  const byPopularity = shuffled(distinctBase, randomFrom(31));
  const crowd = Array.from({ length: 30_000 }, () => {
    let left = random.next() * totalWeight;
    let rank = 0;
    while (left > popularity[rank]! && rank < popularity.length - 1) left -= popularity[rank++]!;
    return path(localeOf(byPopularity[rank]!, rank), byPopularity[rank]!);
  });

  const distinct = shuffled(
    distinctBase.flatMap((q) => {
      const language = /[\u0600-\u06FF]/.test(q) ? LANGUAGE.ar : LANGUAGE.en;
      return (["ar", "en"] as const).flatMap((locale) => [
        path(locale, q),
        path(locale, q, "&page=2"),
        path(locale, q, `&language=${encodeURIComponent(language)}`),
        path(locale, q, `&hall=${HALLS[q.length % HALLS.length]}`),
      ]);
    }),
    randomFrom(37),
  );
  const popular = new Set(
    byPopularity.slice(0, NGINX_POPULAR).map((q, rank) => path(localeOf(q, rank), q)),
  );
  const popularCrowd = crowd.filter((address) => popular.has(address));
  return { base: distinctBase, crowd, distinct, popular: [...popular], popularCrowd };
}
