/**
 * Benchmark: cumulative layout shift (CLS) of every page of the web app in Chromium, in both
 * languages, at 1280×800 and 390×844, signed in as the role that sees the page. Issue 10's
 * budget: CLS ≤ 0.01 on every page. Not part of the test gate (timings and figures live here).
 *
 *   pnpm --filter @rawaq/web build && pnpm bench:web
 *
 * It starts the real server (built web app, PGlite in a temporary folder, demo data), adds 150 ms
 * of network latency so loading states are on screen as long as on a real connection, and sums
 * every layout shift not caused by input from navigation until the page is quiet.
 * BENCH_ONLY=books,admin/audit measures only the paths containing one of these; BENCH_SOURCES=1
 * prints the elements that moved on each page over budget.
 */
import { chromium } from "playwright";
import { chromiumLaunchOptions } from "../tooling/chromium.js";
import { signIn, startWebApp } from "./support.ts";

const BUDGET = 0.01;

const accounts = {
  guest: null,
  admin: { email: "admin@rawaq.local", password: "Rawaq-Admin-2026!" },
  exhibitor: { email: "exhibitor@rawaq.local", password: "Rawaq-Exhibitor-2026!" },
  publisher: { email: "publisher@rawaq.local", password: "Rawaq-Publisher-2026!" },
  applicant: { email: "applicant@rawaq.local", password: "Rawaq-Applicant-2026!" },
} as const;
type Role = keyof typeof accounts;

// Every page that shows data, signed in as the role that sees it. `:organization`, `:event`,
// `:request` and `:message` are the first of the demo data's (looked up once the server is up).
const pages: [Role, string][] = [
  ["guest", "/auth/login"],
  ["guest", "/auth/signup"],
  ["guest", "/auth/forgot-password"],
  ["guest", "/contact"],
  ["guest", "/no-such-page"],
  ["exhibitor", "/"],
  ["exhibitor", "/books"],
  ["exhibitor", "/books/new"],
  ["exhibitor", "/my-organization"],
  ["exhibitor", "/organization"],
  ["exhibitor", "/AddNewOrganization"],
  ["exhibitor", "/auth/profile"],
  ["applicant", "/organization"],
  ["publisher", "/"],
  ["publisher", "/books"],
  ["publisher", "/books/new"],
  ["publisher", "/my-organization"],
  ["publisher", "/organization"],
  ["publisher", "/organization/edit"],
  ["publisher", "/auth/profile"],
  ["publisher", "/completeData"],
  ["publisher", "/my-requests"],
  ["publisher", "/my-requests/view/:request"],
  ["publisher", "/reservation"],
  ["publisher", "/payment-information"],
  ["publisher", "/shipment"],
  ["publisher", "/products"],
  ["admin", "/admin"],
  ["admin", "/admin/books"],
  ["admin", "/admin/organizations"],
  ["admin", "/admin/organizations/:organization"],
  ["admin", "/admin/users"],
  ["admin", "/admin/outbox"],
  ["admin", "/admin/audit"],
  ["admin", "/admin/events"],
  ["admin", "/admin/events/:event"],
  ["admin", "/admin/requests"],
  ["admin", "/admin/requests/:request"],
  ["admin", "/admin/reservations"],
  ["admin", "/admin/invoices"],
  ["admin", "/admin/inbox"],
  ["admin", "/admin/inbox/:message"],
  ["admin", "/admin/shippers"],
  ["admin", "/admin/parcels"],
];
// BENCH_ONLY=books,admin/audit measures only the paths that contain one of these.
const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

const server = await startWebApp(
  process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined,
);
const base = server.base;

async function tokenFor(role: Role): Promise<string | null> {
  const account = accounts[role];
  return account ? signIn(base, account) : null;
}

/** The id of the first item a list of the API answers (`data[key][0].id`), for the paths' ids. */
async function firstId(token: string | null, path: string, key: string): Promise<string | null> {
  const response = await fetch(`${base}/api/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: Record<string, { id: string }[]> };
  return body.data[key]?.[0]?.id ?? null;
}

const results: { page: string; cls: number }[] = [];
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const tokens = Object.fromEntries(
    await Promise.all(
      (Object.keys(accounts) as Role[]).map(async (role) => [role, await tokenFor(role)]),
    ),
  ) as Record<Role, string | null>;
  const ids: Record<string, string | null> = {
    organization: await firstId(tokens.admin, "admin/organizations", "organizations"),
    event: await firstId(tokens.admin, "events", "events"),
    request: await firstId(tokens.publisher, "participation-requests", "requests"),
    message: await firstId(tokens.admin, "admin/contact-messages", "messages"),
  };
  const measured = pages
    .filter(([, path]) => !only || only.some((part) => path.includes(part)))
    .filter(([, path]) => {
      const missing = [...path.matchAll(/:(\w+)/g)].find(([, name]) => !ids[name!]);
      if (missing) console.log(`skipped ${path}: no ${missing[1]} in the demo data`);
      return !missing;
    })
    .map(([role, path]): [Role, string] => [
      role,
      path.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? name),
    ]);

  for (const viewport of viewports) {
    for (const locale of ["ar", "en"]) {
      for (const [role, path] of measured) {
        const context = await browser.newContext({ viewport });
        const token = tokens[role];
        if (token) {
          await context.addCookies([{ name: "token", value: token, url: base, sameSite: "Lax" }]);
          await context.addInitScript((value) => localStorage.setItem("authToken", value), token);
        }
        await context.addInitScript(() => {
          const shifts = { value: 0, sources: [] as string[] };
          (window as unknown as { __cls: typeof shifts }).__cls = shifts;
          const describe = (node: Node | null) => {
            if (!(node instanceof Element)) return node?.nodeName ?? "?";
            const slot = node.getAttribute("data-slot");
            const label = node.getAttribute("aria-label") ?? node.id;
            return `${node.tagName.toLowerCase()}${slot ? `[data-slot=${slot}]` : ""}${label ? `#${label}` : ""}.${String(node.className).slice(0, 60)}`;
          };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: { node: Node | null; previousRect: DOMRect; currentRect: DOMRect }[];
            })[]) {
              if (entry.hadRecentInput) continue;
              shifts.value += entry.value;
              for (const source of entry.sources ?? []) {
                const [from, to] = [source.previousRect, source.currentRect];
                shifts.sources.push(
                  `${entry.value.toFixed(4)} ${describe(source.node)} y ${from.y}→${to.y} h ${from.height}→${to.height}`,
                );
              }
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: 150,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
        await page.goto(`${base}/${locale}${path}`);
        await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {
          // A page with a live stream (the reservation's floor plan) is never network-idle.
        });
        await page
          .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
            timeout: 15_000,
          })
          .catch(() => {});
        await page.waitForTimeout(800);
        const { value: cls, sources } = await page.evaluate(
          () => (window as unknown as { __cls: { value: number; sources: string[] } }).__cls,
        );
        const name = `${viewport.width}×${viewport.height} ${locale} ${role.padEnd(9)} ${path}`;
        results.push({ page: name, cls });
        console.log(`${cls <= BUDGET ? "ok  " : "OVER"}  CLS ${cls.toFixed(4)}  ${name}`);
        // BENCH_SOURCES=1 names what moved on a page over budget, to find the cause.
        if (process.env.BENCH_SOURCES && cls > BUDGET) {
          for (const source of sources) console.log(`        ${source}`);
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const over = results.filter((result) => result.cls > BUDGET);
const worst = Math.max(...results.map((result) => result.cls));
console.log(
  `\n${results.length} page loads, worst CLS ${worst.toFixed(4)}; ${over.length} over the ${BUDGET} budget.`,
);
process.exitCode = over.length === 0 ? 0 : 1;
