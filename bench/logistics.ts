/**
 * Benchmark: the exhibitor's logistics at the size of a big house — an approved organization with
 * 2,000 approved books and 1,500 parcels, every book's data complete — on a fresh PostgreSQL
 * database, over real HTTP. Budgets:
 *   - step 1's list, `GET /api/organizations/:id/logistics?page=…&per_page=50`, 50 connections:
 *     p99 ≤ 50 ms;
 *   - saving one book, `PUT /api/organizations/:id/logistics/:bookId`: p99 ≤ 20 ms, at 1
 *     connection (one person saving) and at 10 (ten people of the fair saving at once);
 *   - the print page of 500 labels in Chromium, both languages: ≤ 2 s from navigation until the
 *     labels, their QR and Code 128 codes and the fonts are on screen: the 500 parcels not sent
 *     yet, `?destination=none`, as step 2's "Print labels" opens it.
 * Reference rows (no budget) tell what the figures mean on the machine at hand: the list for one
 * connection alone; the cheapest signed-in request (`GET /api/profile`, the session's lookup and
 * nothing else) under the list's 50 connections and under the saves' 10, the floor that any
 * signed-in request stands on; and the print page with one sheet (4 labels), the app's start and
 * its two requests without the 500 labels' drawing.
 *
 *   pnpm bench:logistics
 *
 * PostgreSQL: TEST_DATABASE_URL, else the local server as `postgres`, else as `root` (like the
 * API's tests); a database is made for the run and dropped after it. The web app is built first
 * when apps/web/dist is missing. The load comes from autocannon in a worker thread, so the
 * server's event loop (this process's main thread) does not share its thread with the clients.
 * Each load runs BENCH_SECONDS (10) after a 2 s warm-up that is not counted. Prints the table,
 * writes it to bench/results/logistics.md, and exits 1 when a budget is missed.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { type Browser, chromium } from "playwright";
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
import { sarToHalalas } from "../packages/domain/src/money.ts";
import { chromiumLaunchOptions } from "../tooling/chromium.js";
import {
  type BenchRow,
  inChunks,
  load1,
  machine,
  reachableAdminUrl,
  referenceRow,
  startApi,
  withDatabase,
  writeResults,
} from "./support.ts";

const BOOKS = 2_000;
const PARCELS = 1_500;
const LABELS = 500;
const PER_PAGE = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET = { listP99: 50, saveP99: 20, labelsMs: 2_000 };
const PASSWORD = "Rawaq-Bench-2026!";

const root = fileURLToPath(new URL("../", import.meta.url));
const webDir = join(root, "apps/web");
const resultsFile = join(root, "bench/results/logistics.md");

// The web app, built once (the print page is measured on the production build).
if (!existsSync(join(webDir, "dist/index.html"))) {
  console.log("apps/web/dist is missing: building the web app and the packages it uses…");
  // The web app imports the ui kit's and i18n's builds, hence turbo rather than vite alone.
  const built = spawnSync("pnpm", ["exec", "turbo", "run", "build", "--filter=@rawaq/web..."], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
  });
  if (built.status !== 0) throw new Error("Building the web app failed (see above).");
}

// ---------------------------------------------------------------------------------------------
// A fresh database, migrated and seeded in bulk.

const adminUrl = await reachableAdminUrl();
const databaseName = `rawaq_bench_logistics_${Date.now().toString(36)}_${process.pid}`;
await withDatabase(adminUrl, (admin) =>
  admin.db.execute(`CREATE DATABASE ${quoteIdentifier(databaseName)}`),
);
const dataDir = await mkdtemp(join(tmpdir(), "rawaq-bench-logistics-"));
let database: DatabaseHandle | undefined;
let server: Awaited<ReturnType<typeof startApi>> | undefined;
/** `pass` null: a reference figure, no budget (it explains the others). */
const rows: BenchRow[] = [];
try {
  database = await openDatabase({ kind: "postgres", url: databaseUrl(adminUrl, databaseName) });
  await database.migrate();
  const seedStarted = performance.now();
  const seeded = await seed(database);
  console.log(
    `seeded ${BOOKS} books, ${PARCELS} parcels in ${Math.round(performance.now() - seedStarted)} ms`,
  );

  // A copy of the build: a rebuild of apps/web/dist during the run cannot pull it away.
  const webDistDir = join(dataDir, "web");
  await cp(join(webDir, "dist"), webDistDir, { recursive: true });
  server = await startApi(database, { uploadsDir: join(dataDir, "uploads"), webDistDir });
  const { base } = server;

  // The manager's session, as the web app gets it.
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: seeded.email, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`Login failed: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = {
    authorization: `Bearer ${token}`,
    "accept-language": "ar",
    // What a browser asks for: the API compresses its answers.
    "accept-encoding": "gzip, deflate, br",
  };

  // Every book's data is complete, as the bench means to measure.
  const listPath = `/api/organizations/${seeded.organizationId}/logistics`;
  const check = await fetch(`${base}${listPath}?state=complete&per_page=1`, { headers });
  const checked = (await check.json()) as { data: { meta: { total: number } } };
  const progress = (await (await fetch(`${base}${listPath}/progress`, { headers })).json()) as {
    data: { progress: { data_completed: boolean; is_open: boolean } };
  };
  if (
    checked.data.meta.total !== BOOKS ||
    !progress.data.progress.is_open ||
    !progress.data.progress.data_completed
  ) {
    throw new Error(
      `The seeded data is not complete: ${JSON.stringify({ ...checked.data, ...progress.data })}`,
    );
  }

  // The requests' plan, read by autocannon's worker (bench/logistics-requests.cjs).
  const planFile = join(dataDir, "plan.json");
  const setupRequest = fileURLToPath(new URL("./logistics-requests.cjs", import.meta.url));
  let run = 0;
  const load = async (
    request: { method: "GET" | "PUT"; path?: string },
    connections: number,
    seconds: number,
  ) => {
    await writeFile(
      planFile,
      JSON.stringify({
        run: run++,
        listPath,
        pages: Math.ceil(BOOKS / PER_PAGE),
        perPage: PER_PAGE,
        savePath: listPath,
        books: seeded.books,
      }),
    );
    process.env.RAWAQ_BENCH_PLAN = planFile;
    const result = await autocannon({
      url: base,
      connections,
      duration: seconds,
      workers: 1,
      headers:
        request.method === "PUT" ? { ...headers, "content-type": "application/json" } : headers,
      requests: [
        request.path
          ? { method: request.method, path: request.path }
          : { method: request.method, setupRequest },
      ],
    });
    if (result.errors > 0 || result.non2xx > 0) {
      throw new Error(
        `${request.method}: ${result.errors} errors, ${result.non2xx} answers not 2xx (${JSON.stringify(result.statusCodeStats)})`,
      );
    }
    return result;
  };
  const describe = (result: autocannon.Result) =>
    `p99 ${result.latency.p99} ms (p50 ${result.latency.p50}, max ${result.latency.max}; ${Math.round(result.requests.average)} req/s; load ${load1()})`;

  // The list: 50 people paging through step 1 at once.
  await load({ method: "GET" }, 50, 2);
  const list = await load({ method: "GET" }, 50, SECONDS);
  console.log(`list, 50 connections: ${describe(list)}`);
  rows.push({
    metric: `GET …/logistics?page=1…${Math.ceil(BOOKS / PER_PAGE)}&per_page=${PER_PAGE}, 50 connections`,
    target: `p99 ≤ ${BUDGET.listP99} ms`,
    measured: describe(list),
    pass: list.latency.p99 <= BUDGET.listP99,
  });
  // References: the same list for one person alone (the request's own time), and the cheapest
  // signed-in request (the session's lookup only) under the same 50 connections: the floor
  // that the machine and the framework set before any logistics query runs.
  const alone = await load({ method: "GET" }, 1, SECONDS);
  console.log(`list, 1 connection: ${describe(alone)}`);
  rows.push(referenceRow("the same list, 1 connection", describe(alone)));
  const floor = await load({ method: "GET", path: "/api/profile" }, 50, SECONDS);
  console.log(`GET /api/profile, 50 connections: ${describe(floor)}`);
  rows.push(referenceRow("`GET /api/profile` (session only), 50 connections", describe(floor)));

  // Saves: one person, then ten at once, each request another book.
  await load({ method: "PUT" }, 1, 2);
  for (const connections of [1, 10]) {
    const save = await load({ method: "PUT" }, connections, SECONDS);
    console.log(`save, ${connections} connection(s): ${describe(save)}`);
    rows.push({
      metric: `PUT …/logistics/:bookId, ${connections} connection${connections === 1 ? "" : "s"}`,
      target: `p99 ≤ ${BUDGET.saveP99} ms`,
      measured: describe(save),
      pass: save.latency.p99 <= BUDGET.saveP99,
    });
  }
  const saveFloor = await load({ method: "GET", path: "/api/profile" }, 10, SECONDS);
  console.log(`GET /api/profile, 10 connections: ${describe(saveFloor)}`);
  rows.push(referenceRow("`GET /api/profile` (session only), 10 connections", describe(saveFloor)));

  // The labels a house prints before sending: its parcels not sent yet. The saves above are
  // done, so every parcel past the first 500 is sent now, and the page's `?destination=none`
  // prints 500 labels.
  // Parcel numbers are P-0001…P-1500, and the first 500 by number are the ones left to print.
  await database.db.execute(
    `UPDATE parcels SET destination = 'storage', labels_attached_at = now(), sent_at = now()
      WHERE organization_id = '${seeded.organizationId}' AND number > 'P-${String(LABELS).padStart(4, "0")}'`,
  );
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const locale of ["ar", "en"] as const) {
      const ms = await labelsReady(browser, server.base, token, locale, LABELS);
      console.log(`labels (${LABELS}), ${locale}: ${Math.round(ms)} ms`);
      rows.push({
        metric: `print page, ${LABELS} labels, /${locale}/completeData/labels?destination=none, Chromium`,
        target: `≤ ${BUDGET.labelsMs} ms`,
        measured: `${Math.round(ms)} ms (load ${load1()})`,
        pass: ms <= BUDGET.labelsMs,
      });
    }
    // One sheet: what the page costs before its labels (the app's start, the organization, the
    // labels' request), so the rows above tell the drawing of 500 labels from the rest.
    const sheet = await database.db.execute<{ id: string }>(
      `SELECT id FROM parcels WHERE organization_id = '${seeded.organizationId}'
        AND destination IS NULL ORDER BY number LIMIT 4`,
    );
    const ids = sheet.rows.map((row) => row.id).join(",");
    for (const locale of ["ar", "en"] as const) {
      const ms = await labelsReady(browser, server.base, token, locale, 4, `ids=${ids}`);
      console.log(`labels (4), ${locale}: ${Math.round(ms)} ms`);
      rows.push(
        referenceRow(
          `print page, one sheet (4 labels), /${locale}/completeData/labels?ids=…`,
          `${Math.round(ms)} ms (load ${load1()})`,
        ),
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  await server?.close();
  await database?.close();
  await withDatabase(adminUrl, (admin) =>
    admin.db.execute(`DROP DATABASE IF EXISTS ${quoteIdentifier(databaseName)} WITH (FORCE)`),
  );
  await rm(dataDir, { recursive: true, force: true });
}

await writeResults(
  resultsFile,
  "Logistics bench",
  `\`pnpm bench:logistics\` (bench/logistics.ts), ${new Date().toISOString()}, ${machine()}, ` +
    `PostgreSQL at ${redactUrl(adminUrl).replace(/\/[^/]*$/, "")}. ` +
    `Data: 1 approved organization, ${BOOKS} approved books with complete data, ${PARCELS} parcels. ` +
    `Loads: autocannon, ${SECONDS} s each after a 2 s warm-up, keep-alive, gzip asked for. ` +
    `"load" is the machine's 1-minute load average after each measurement.`,
  rows,
);

// ---------------------------------------------------------------------------------------------

type PlanBook = {
  id: string;
  quantity: number;
  price: string;
  barcode: string;
  parcels: { number: string; quantity: number }[];
};

/**
 * The organization (approved), its manager (a real password, to log in over HTTP), 2,000
 * approved books each with quantity, price, barcode and parcels adding up to the quantity
 * (complete, service.ts's rule), and 1,500 parcels, not sent yet (so saves may change them). A
 * parcel holds one or two books; every fifth book is split over two parcels.
 */
async function seed({ db }: DatabaseHandle) {
  const email = "bench-manager@rawaq.test";
  const [manager] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstName: "سارة",
      lastName: "الناشرة",
      locale: "ar",
    })
    .returning({ id: users.id });
  const now = new Date();
  const [organization] = await db
    .insert(organizations)
    .values(approvedOrganizationRow(1, now))
    .returning({ id: organizations.id });
  const organizationId = organization!.id;
  await db
    .insert(organizationMembers)
    .values({ organizationId, userId: manager!.id, role: "manager" });

  const bookRows = await inChunks(
    Array.from({ length: BOOKS }, (_, index) => ({
      organizationId,
      title: index % 2 ? `كتاب تجريبي رقم ${index + 1}` : `A bench book, volume ${index + 1}`,
      author: index % 3 ? "عبدالله الغامدي" : "Sara Al-Harbi",
      authorNationality: "سعودي",
      language: "العربية",
      isbn: isbnFor(index + 1),
      issueDate: "2024-03-01",
      publisherName: "دار الرواق",
      status: "approved" as const,
      reviewedAt: now,
    })),
    (chunk) => db.insert(books).values(chunk).returning({ id: books.id, isbn: books.isbn }),
  );
  const parcelRows = await inChunks(
    Array.from({ length: PARCELS }, (_, index) => ({
      organizationId,
      number: `P-${String(index + 1).padStart(4, "0")}`,
      code: newParcelCode(),
    })),
    (chunk) =>
      db.insert(parcels).values(chunk).returning({ id: parcels.id, number: parcels.number }),
  );
  parcelRows.sort((a, b) => a.number.localeCompare(b.number));
  bookRows.sort((a, b) => a.isbn.localeCompare(b.isbn));

  const plan: PlanBook[] = bookRows.map((book, index) => {
    const quantity = 20 + ((index * 7) % 30);
    // Book i goes to parcel ⌊¾·i⌋: each parcel gets one or two books, none is left empty.
    const main = Math.floor((index * PARCELS) / BOOKS);
    const split = index % 5 === 0 && main + 1 < PARCELS;
    return {
      id: book.id,
      quantity,
      price: `${25 + (index % 90)}.50`,
      barcode: book.isbn,
      parcels: split
        ? [
            { number: parcelRows[main]!.number, quantity: quantity - 5 },
            { number: parcelRows[main + 1]!.number, quantity: 5 },
          ]
        : [{ number: parcelRows[main]!.number, quantity }],
    };
  });
  const parcelId = new Map(parcelRows.map((parcel) => [parcel.number, parcel.id]));
  await inChunks(
    plan.map((book) => ({
      bookId: book.id,
      organizationId,
      quantity: book.quantity,
      priceHalalas: sarToHalalas(book.price)!,
      barcode: book.barcode,
    })),
    (chunk) => db.insert(bookLogistics).values(chunk).returning({ id: bookLogistics.bookId }),
  );
  await inChunks(
    plan.flatMap((book) =>
      book.parcels.map((share) => ({
        parcelId: parcelId.get(share.number)!,
        bookId: book.id,
        quantity: share.quantity,
      })),
    ),
    (chunk) => db.insert(parcelItems).values(chunk).returning({ id: parcelItems.bookId }),
  );
  // What autovacuum does within a minute of a bulk insert: statistics for the planner, and the
  // visibility map that lets an index answer alone (the list's page of ids).
  await db.execute("vacuum analyze");
  return {
    email,
    organizationId,
    books: plan,
  };
}

/**
 * Milliseconds from the navigation's start until the print page is ready: `[data-ready="true"]`
 * there, every label drawn with its QR code and Code 128 (inline SVG), the fonts loaded, and a
 * frame painted after that. Timed by the page's own clock (performance.now() counts from the
 * navigation), checked on every animation frame.
 */
async function labelsReady(
  browser: Browser,
  base: string,
  token: string,
  locale: "ar" | "en",
  count: number,
  query = "destination=none",
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies([{ name: "token", value: token, url: base, sameSite: "Lax" }]);
    await context.addInitScript((value) => localStorage.setItem("authToken", value), token);
    const page = await context.newPage();
    const failures: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    page.on("pageerror", (error) => failures.push(`page error: ${error.message}`));
    const handle = await page
      .goto(`${base}/${locale}/completeData/labels?${query}`)
      .then(() =>
        page.waitForFunction(
          (count) => {
            const ready = document.querySelector('[data-ready="true"]');
            if (!ready || document.fonts.status !== "loaded") return false;
            const labels = ready.querySelectorAll('[data-slot="parcel-label"]');
            if (labels.length !== count) return false;
            for (const label of labels) {
              if (!label.querySelector('[data-slot="qr"] svg, [data-slot="qr"] canvas'))
                return false;
              if (!label.querySelector('[data-slot="code128"] svg, [data-slot="code128"] canvas')) {
                return false;
              }
            }
            if (![...document.images].every((image) => image.complete)) return false;
            return performance.now();
          },
          count,
          { polling: "raf", timeout: 60_000 },
        ),
      )
      .catch(async (error: unknown) => {
        const shot = join(tmpdir(), `rawaq-labels-${locale}.png`);
        await page.screenshot({ path: shot }).catch(() => {});
        const short = (text: string) => text.slice(0, 600);
        throw new Error(
          `The labels page (${locale}) was not ready: ${short(String(error))}; failed requests and page errors: ${short(failures.join(", ")) || "none"}; screenshot: ${shot}`,
        );
      });
    const readyAt = (await handle.jsonValue()) as number;
    // The next frame is painted with everything in it.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    return readyAt;
  } finally {
    await context.close();
  }
}
