/**
 * Benchmark: Lighthouse (the npm package, its default mobile preset: a mid-range phone on a slow
 * 4G connection, simulated throttling) on the pages a visitor opens (login, signup, contact, a
 * badge, the not-found page) and two signed-in ones (books, the floor plan), in both languages,
 * three runs each, the median of each figure; with the reference of the same run: a static HTML
 * file with the login page's text and fonts and no script, served by the same server (the floor
 * for this machine). Issue 28's budgets (docs/decisions/082-…) are in BUDGETS below; the public
 * pages' SEO score must be 100. Not part of the test gate: the bundle sizes are enforced there
 * (apps/web test/bundle-budget.test.ts), the timings live here.
 *
 *   pnpm --filter @rawaq/web build && pnpm bench:lighthouse
 *
 * It starts the real server (built web app, PGlite in a temporary folder, demo data) on a free
 * port and Debian's Chromium through chrome-launcher (CHROME_PATH, else /usr/bin/chromium). The
 * books and floor-plan pages are measured signed in as the demo publisher: before each run the
 * token is put where the web app keeps it (the `token` cookie and localStorage `authToken`,
 * apps/web/src/lib/token.ts), which Lighthouse leaves alone (it clears caches, not storage), and
 * removed before the pages of a visitor. BENCH_RUNS (3) sets the runs per page, BENCH_ONLY=login
 * measures only the pages whose path contains one of these (comma-separated), BENCH_DUMP=dir
 * keeps each run's report (JSON) there, WEB_DIST_DIR
 * serves another build. Prints the table, writes it to bench/results/lighthouse.md, and exits 1
 * when a budget is missed.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright";
import { DEMO_ACCOUNTS } from "../apps/api/src/seed/seed.ts";
import { chromiumArgs, chromiumPath } from "../tooling/chromium.js";
import {
  type BenchRow,
  load1,
  machine,
  markdownTable,
  referenceRow,
  signIn,
  startWebApp,
  writeResults,
} from "./support.ts";

interface Budget {
  lcpMs: number;
  tbtMs?: number;
  cls?: number;
  score?: number;
  jsKb?: number;
  seo?: number;
}
/** Issue 28's targets, per page. */
const PUBLIC_PAGE: Budget = { lcpMs: 1_200, score: 98, cls: 0.01, seo: 100 };
/** Issue 29's targets for the guide's pages. */
const GUIDE_PAGE: Budget = { lcpMs: 1_000, score: 98, cls: 0.01, seo: 100, jsKb: 30 };
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_DUMP=dir keeps each run's whole Lighthouse report there, to see why a figure is what it is. */
const dumpDir = process.env.BENCH_DUMP;
const resultsFile = fileURLToPath(new URL("results/lighthouse.md", import.meta.url));

// The floor plan is the reservation page's: the demo publisher's house is approved, and the
// demo fair's plan is open to it.
const pages = [
  {
    name: "login",
    path: "/auth/login",
    signedIn: false,
    budget: { ...PUBLIC_PAGE, tbtMs: 50, jsKb: 60 },
  },
  {
    name: "signup",
    path: "/auth/signup",
    signedIn: false,
    budget: { ...PUBLIC_PAGE, lcpMs: 1_500, score: 95 },
  },
  { name: "contact", path: "/contact", signedIn: false, budget: PUBLIC_PAGE },
  // The demo publisher's first badge (its id is read below).
  { name: "badge", path: "/badges/:id", signedIn: false, budget: PUBLIC_PAGE },
  // Lighthouse refuses to measure a document answered 404; /NotFound is the same page with 200.
  {
    name: "not found",
    path: "/NotFound",
    signedIn: false,
    budget: { ...PUBLIC_PAGE, seo: undefined },
  },
  { name: "books", path: "/books", signedIn: true, budget: { lcpMs: 2_000, cls: 0.01 } },
  { name: "floor plan", path: "/reservation", signedIn: true, budget: { lcpMs: 2_000, cls: 0.01 } },
  // The fair guide (issue 29, docs/decisions/083-…): its home, a search's results and a house's
  // page, under /guide/{locale}. A search's results are kept out of search engines (noindex).
  { name: "guide home", path: "/guide/{locale}", signedIn: false, budget: GUIDE_PAGE },
  {
    name: "guide search",
    path: "/guide/{locale}/books?q=%D8%A7%D9%84%D8%AA%D8%A7%D8%B1%D9%8A%D8%AE",
    signedIn: false,
    budget: { ...GUIDE_PAGE, seo: undefined },
  },
  {
    name: "guide exhibitor",
    path: "/guide/{locale}/exhibitors/:slug",
    signedIn: false,
    budget: GUIDE_PAGE,
  },
  // The floor: the login page's HTML as the server sends it, without its scripts, as a file.
  { name: "reference", path: "/bench-reference.html", signedIn: false, budget: null },
] as const;
const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
const locales = ["ar", "en"] as const;

interface Figures {
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of JavaScript over the wire (gzip, as the server sends it). */
  jsBytes: number;
  score: number;
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const webDist =
  process.env.WEB_DIST_DIR ?? fileURLToPath(new URL("../apps/web/dist", import.meta.url));
const server = await startWebApp();
// NOTE: Lighthouse drives the browser over the DevTools protocol on chrome-launcher's port; the
// bench's own steps (the session) reach the same browser through Playwright's CDP client.
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumArgs.filter((flag) => flag !== "--headless")],
  logLevel: "silent",
});
const results: { page: (typeof pages)[number]; locale: string; figures: Figures }[] = [];
try {
  const token = await signIn(server.base, DEMO_ACCOUNTS.publisher);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0]!;

  /** Puts the session where the web app looks for it, or takes it away. */
  async function useSession(signedIn: boolean) {
    const tab = await context.newPage();
    // A page of the origin that runs none of the app's code.
    await tab.goto(`${server.base}/api/health/live`);
    await tab.evaluate(
      (value) =>
        value === null
          ? localStorage.removeItem("authToken")
          : localStorage.setItem("authToken", value),
      signedIn ? token : null,
    );
    await context.clearCookies();
    if (signedIn) {
      await context.addCookies([
        { name: "token", value: token, url: server.base, sameSite: "Lax" },
      ]);
    }
    await tab.close();
  }

  /**
   * One Lighthouse run. On a busy machine Chromium sometimes loses the trace (NO_NAVSTART,
   * NO_FCP): such a run is made again, after a second's pause, four times at most.
   */
  async function audit(url: string, signedIn: boolean) {
    for (let attempt = 1; ; attempt++) {
      await useSession(signedIn);
      const answer = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "seo"],
      });
      const lhr = answer?.lhr;
      if (lhr && !lhr.runtimeError) return lhr;
      const reason = lhr?.runtimeError?.message ?? "no result";
      if (attempt === 5) throw new Error(`Lighthouse failed on ${url}: ${reason}`);
      console.log(`  again: ${reason}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  const badges = await fetch(`${server.base}/api/badges/mine`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const badgeId = ((await badges.json()) as { data: { badges: { public_id: string }[] } }).data
    .badges[0]!.public_id;
  // The demo house's guide page (the seeded fair's guide is published).
  const directory = await (await fetch(`${server.base}/guide/en/exhibitors`)).text();
  const guideSlug = /\/guide\/en\/exhibitors\/([a-z0-9-]+)"/.exec(directory)?.[1] ?? "";
  // The reference: each locale's login page as the server draws it, its scripts taken out.
  for (const locale of locales) {
    const html = await (await fetch(`${server.base}/${locale}/auth/login`)).text();
    await writeFile(
      join(webDist, `bench-reference-${locale}.html`),
      html
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
        .replace(/<link rel="modulepreload"[^>]*>/g, ""),
    );
  }

  for (const page of pages.filter(({ path }) => !only || only.some((p) => path.includes(p)))) {
    for (const locale of locales) {
      const url =
        page.name === "reference"
          ? `${server.base}/bench-reference-${locale}.html`
          : page.path.startsWith("/guide/")
            ? `${server.base}${page.path.replace("{locale}", locale).replace(":slug", guideSlug)}`
            : `${server.base}/${locale}${page.path.replace(":id", badgeId)}`;
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) {
        const lhr = await audit(url, page.signedIn);
        if (dumpDir) {
          await mkdir(dumpDir, { recursive: true });
          await writeFile(
            join(dumpDir, `${page.name.replace(/\W+/g, "-")}-${locale}-${run + 1}.json`),
            JSON.stringify(lhr),
          );
        }
        if (lhr.finalDisplayedUrl !== url) {
          throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: the session is not right.`);
        }
        const resources = lhr.audits["resource-summary"]?.details as
          { items: { resourceType: string; transferSize: number }[] } | undefined;
        const figures = {
          lcpMs: lhr.audits["largest-contentful-paint"]!.numericValue!,
          tbtMs: lhr.audits["total-blocking-time"]!.numericValue!,
          cls: lhr.audits["cumulative-layout-shift"]!.numericValue!,
          jsBytes:
            resources?.items.find((item) => item.resourceType === "script")?.transferSize ?? 0,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        };
        runs.push(figures);
        console.log(
          `${locale} ${page.name.padEnd(10)} run ${run + 1}: score ${figures.score}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}, JS ${kb(figures.jsBytes)} KB`,
        );
      }
      const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
      results.push({
        page,
        locale,
        figures: {
          lcpMs: pick("lcpMs"),
          tbtMs: pick("tbtMs"),
          cls: pick("cls"),
          jsBytes: pick("jsBytes"),
          score: pick("score"),
          seo: pick("seo"),
        },
      });
    }
  }
  await browser.close();
} finally {
  chrome.kill();
  await server.stop();
  for (const locale of locales)
    await rm(join(webDist, `bench-reference-${locale}.html`), { force: true });
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

const summary = markdownTable(
  ["page", "locale", "LCP", "TBT", "CLS", "JS KB (gzip)", "score", "SEO"],
  results.map(({ page, locale, figures }) => [
    `${page.name} (${page.path})`,
    locale,
    `${(figures.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(figures.tbtMs)} ms`,
    figures.cls.toFixed(3),
    kb(figures.jsBytes),
    String(figures.score),
    String(figures.seo),
  ]),
);
console.log(`\n${summary}`);

const rows: BenchRow[] = results.flatMap(({ page, locale, figures }) => {
  const where = `${page.name}, ${locale}`;
  const budget: Budget | null = page.budget;
  if (!budget) {
    return [
      referenceRow(`LCP, ${where}`, `${(figures.lcpMs / 1000).toFixed(2)} s`),
      referenceRow(`score, ${where}`, String(figures.score)),
    ];
  }
  const row = (metric: string, target: string, measured: string, pass: boolean): BenchRow => ({
    metric: `${metric}, ${where}`,
    target,
    measured,
    pass,
  });
  return [
    row(
      "LCP",
      `≤ ${budget.lcpMs / 1000} s`,
      `${(figures.lcpMs / 1000).toFixed(2)} s`,
      figures.lcpMs <= budget.lcpMs,
    ),
    budget.tbtMs === undefined
      ? referenceRow(`TBT, ${where}`, `${Math.round(figures.tbtMs)} ms`)
      : row(
          "TBT",
          `≤ ${budget.tbtMs} ms`,
          `${Math.round(figures.tbtMs)} ms`,
          figures.tbtMs <= budget.tbtMs,
        ),
    ...(budget.cls === undefined
      ? []
      : [row("CLS", `≤ ${budget.cls}`, figures.cls.toFixed(3), figures.cls <= budget.cls)]),
    ...(budget.score === undefined
      ? []
      : [row("score", `≥ ${budget.score}`, String(figures.score), figures.score >= budget.score)]),
    ...(budget.seo === undefined
      ? []
      : [row("SEO", `${budget.seo}`, String(figures.seo), figures.seo >= budget.seo)]),
    budget.jsKb === undefined
      ? referenceRow(`JavaScript, ${where}`, `${kb(figures.jsBytes)} KB`)
      : row(
          "JavaScript",
          `≤ ${budget.jsKb} KB`,
          `${kb(figures.jsBytes)} KB`,
          figures.jsBytes <= budget.jsKb * 1024,
        ),
  ];
});

await writeResults(
  resultsFile,
  "Lighthouse bench",
  `\`pnpm bench:lighthouse\` (bench/lighthouse.ts), ${new Date().toISOString()}, ${machine()}, load ${load1()} after the runs. Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU), Debian's Chromium headless, the built web app served by the API on PGlite with the demo data; books and the floor plan signed in as the demo publisher; the reference is each locale's login page as the server draws it with its scripts taken out, a static file served by the same server. The median of ${RUNS} runs per page; "JS KB" is all the JavaScript the page downloaded while Lighthouse watched (gzip as sent, headers included): the locale's catalog, and on the signed-in pages the menu's pages, which the app prefetches 1 s after a page settles. apps/web's bundle budget test holds what a page needs before it shows.\n\n${summary}`,
  rows,
);
