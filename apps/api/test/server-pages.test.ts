import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { boothReservations } from "../src/db/schema/index.ts";
import { adjustableClock } from "../src/lib/clock.ts";
import { PNG } from "./fixtures.ts";
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from "./helpers.ts";
import { IN_WINDOW, approvedExhibitor, insertFair } from "./participation-fixtures.ts";
import { securityHeaderProblems } from "./security-headers.ts";

// The web app as built (pnpm build: turbo builds it before these tests), with its server renderer
// in dist-server/ beside dist/ (docs/decisions/082-…).
const WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));
const RENDERER = fileURLToPath(new URL("../../web/dist-server/render.js", import.meta.url));

let api: TestApp;
beforeAll(async () => {
  if (!existsSync(RENDERER)) throw new Error(`No web build with its renderer: run "pnpm build".`);
  api = await createTestApp({ clock: adjustableClock(IN_WINDOW), webDistDir: WEB_DIST });
});
afterAll(() => api?.close());

const get = (path: string, headers: Record<string, string> = {}) => api.request(path, { headers });
/** The markup the server drew inside #root. */
const root = (html: string) => /<div id="root">(.*?)<\/div>\n\s*<script/s.exec(html)?.[1] ?? "";

describe("the pages a visitor opens without an account arrive drawn", () => {
  test.each([
    ["/ar/auth/login", "ar", "rtl", "تسجيل الدخول | رواق"],
    ["/en/auth/login", "en", "ltr", "Log in | Rawaq"],
    ["/ar/auth/signup", "ar", "rtl", "إنشاء حساب | رواق"],
    ["/en/auth/forgot-password", "en", "ltr", "Forgot your password? | Rawaq"],
    ["/en/auth/reset-password", "en", "ltr", "Reset password | Rawaq"],
    ["/ar/contact", "ar", "rtl", "تواصل معنا | رواق"],
  ])("%s: %s, %s, titled and described, with its form", async (path, lang, dir, title) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("vary")).toMatch(/\bCookie\b/);
    const html = await response.text();
    expect(html.match(/<html[^>]*>/g)).toEqual([`<html lang="${lang}" dir="${dir}">`]);
    expect(html).toContain(`<title>${title}</title>`);
    // The page's own texts from its catalog, the form laid out, in the first answer (a reset
    // page without its link's token says so instead).
    if (!path.endsWith("reset-password")) expect(root(html)).toContain("<form");
    expect(root(html)).toContain("<h1");
    // A description in the page's language, never the other's.
    const description = /<meta name="description" content="([^"]+)">/.exec(html)?.[1] ?? "";
    expect(description.length).toBeGreaterThan(20);
    expect(/[\u0600-\u06FF]/.test(description)).toBe(lang === "ar");
    expect(html).not.toContain('name="robots"');
    // Links between the two languages, and one address per page.
    const other = lang === "ar" ? "en" : "ar";
    const otherPath = path.replace(/^\/(ar|en)/, `/${other}`);
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}${path}">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="${other}" href="${TEST_PUBLIC_URL}${otherPath}">`,
    );
    expect(html).toContain(`<meta property="og:title" content="${title}">`);
    expect(html).toContain(`<meta property="og:image" content="${TEST_PUBLIC_URL}/og-image.png">`);
    // Only this language's faces and catalog are asked for first.
    const fonts = [...html.matchAll(/rel="preload" as="font"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(fonts).toHaveLength(1);
    for (const font of fonts) {
      expect(font).toMatch(lang === "ar" ? /noto-sans-arabic-arabic/ : /inter-latin/);
    }
  });

  test("the page's code is started once it is painted, every chunk at once", async () => {
    const html = await (await get("/en/contact")).text();
    // No script of the app is asked for before the paint: /boot.js starts them after it.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const boot = /<script type="application\/json" id="rawaq-boot">(.*?)<\/script>/.exec(html);
    const { entry, preload } = JSON.parse(boot![1]!) as { entry: string; preload: string[] };
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    // The app's chunks, the catalog, and the layout's and page's chunks: fetched side by side,
    // not found one after another as each runs.
    expect(preload.length).toBeGreaterThan(3);
    expect(preload.every((file) => file.startsWith("/assets/"))).toBe(true);
    expect((await get("/boot.js")).status).toBe(200);
  });

  test("the 404 page is drawn with a 404 status, and is no search result", async () => {
    for (const path of ["/en/no/such/page", "/ar/NotFound/x"]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(root(html)).toContain("404");
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
    const notFound = await get("/en/NotFound");
    expect(notFound.status).toBe(200);
    expect(root(await notFound.text())).toContain("Page Not Found");
  });
});

/** The web app's pages, from its route table, with a made-up id in each parameter. */
function webPages(): string[] {
  const table = readFileSync(new URL("../../web/src/router/routes.tsx", import.meta.url), "utf8");
  return [...table.matchAll(/\bpage\(\s*(?:"([^"]*)"|undefined)/g)].map((match) =>
    `/${match[1] ?? ""}`.replace(/:\w+/g, "00000000-0000-4000-8000-000000000001"),
  );
}

test("the server draws every page of the route table, signed in or not, in both languages", async () => {
  expect(webPages().length).toBeGreaterThan(40);
  const undrawn: string[] = [];
  for (const locale of ["ar", "en"]) {
    for (const page of webPages()) {
      for (const cookie of ["", "token=t"]) {
        const path = `/${locale}${page}`.replace(/\/$/, "");
        const response = await get(path, cookie ? { Cookie: cookie } : {});
        // A redirect is the guard's answer; a page must be drawn (a renderer's fault would send
        // the empty shell, which only the browser can fill).
        if (response.status === 302) continue;
        if (root(await response.text()) === "") undrawn.push(`${path} ${cookie}`);
      }
    }
  }
  expect(undrawn).toEqual([]);
});

describe("the spec's access rules (§2) are the server's answers too", () => {
  test.each([
    ["a visitor on a member's page goes to the login page", "/en/books", "", "/en/auth/login"],
    ["a visitor on the home page goes to the login page", "/ar", "", "/ar/auth/login"],
    [
      "a token holder on the login page goes to the profile",
      "/en/auth/login",
      "token=t",
      "/en/auth/profile",
    ],
    [
      "a token holder on the signup page goes to the profile",
      "/ar/auth/signup",
      "token=t",
      "/ar/auth/profile",
    ],
    ["a short address goes to its page", "/en/login", "", "/en/auth/login"],
    ["a path outside the app is a full redirect", "/en/status", "", "/api/health"],
  ])("%s", async (_, path, cookie, location) => {
    const response = await get(path, cookie ? { Cookie: cookie } : {});
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
  });

  test("a signed-in page lists its API reads for the browser to start with its own session", async () => {
    const html = await (await get("/en/books?page=2", { Cookie: "token=t" })).text();
    const boot = /<script type="application\/json" id="rawaq-boot">(.*?)<\/script>/.exec(html);
    const { reads } = JSON.parse(boot![1]!) as { reads: string[] };
    // The books page's read, as its hook builds it from the address (the page's URL state).
    expect(reads).toContain("/api/my-organization/books?page=2&per_page=20");
  });

  test("a token cookie draws the app's frame, never anyone's data: the API reads no cookie", async () => {
    const response = await get("/en/books", { Cookie: "token=not-a-session" });
    expect(response.status).toBe(200);
    const html = root(await response.text());
    // The frame (menu, page title) and the page's skeleton; its data comes from the API with
    // the bearer header, in the browser.
    expect(html).toContain("<nav");
    expect(html).toContain(">Books</h1>");
    expect(html).toContain('aria-busy="true"');
  });

  test("every page carries the security headers, drawn or redirected", async () => {
    const problems: string[] = [];
    for (const [path, cookie] of [
      ["/en/auth/login", ""],
      ["/ar/contact", ""],
      ["/en/books", ""],
      ["/en/books", "token=t"],
      ["/en/no/such/page", ""],
    ] as const) {
      const found = securityHeaderProblems(await get(path, cookie ? { Cookie: cookie } : {}));
      if (found.length > 0) problems.push(`${path}: ${found.join(", ")}`);
    }
    expect(problems).toEqual([]);
  });
});

describe("a badge's page holds its verdict in the first answer", () => {
  let publicId: string;
  const printedName = `</script><script>alert(1)</script> $& "Sara" <b>`;
  beforeAll(async () => {
    const fair = await insertFair(api, 2);
    const house = await approvedExhibitor(api, fair.event.id, 9);
    await api.db.insert(boothReservations).values({
      boothId: fair.booths[0]!.id,
      eventId: fair.event.id,
      requestId: house.requestId,
      organizationId: house.organizationId,
      status: "confirmed",
    });
    const body = new FormData();
    body.set("event_id", fair.event.id);
    body.set("printed_name", printedName);
    body.set("role", "staff");
    body.set("photo", new File([PNG], "photo.png", { type: "image/png" }));
    const created = await api.request("/api/badges", {
      method: "POST",
      headers: house.user.headers(),
      body,
    });
    expect(created.status).toBe(201);
    const mine = await api.request("/api/badges/mine", { headers: house.user.headers() });
    const { data } = (await mine.json()) as { data: { badges: Array<{ public_id: string }> } };
    publicId = data.badges[0]!.public_id;
  });

  test("valid, in both languages, with every user text escaped", async () => {
    for (const [locale, verdict] of [
      ["en", "This badge is valid."],
      ["ar", "بطاقة الدخول هذه سارية."],
    ] as const) {
      const response = await get(`/${locale}/badges/${publicId}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(root(html)).toContain(verdict);
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(root(html)).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp;");
      // The router's state carries the badge for the browser, as data that closes no element.
      const state =
        /<script type="application\/json" id="rawaq-router-state">(.*?)<\/script>/s.exec(html)?.[1];
      expect(state).toContain("\\u003c/script>");
      expect(JSON.parse(state!)).toMatchObject({
        loaderData: expect.objectContaining({}),
      });
      expect(JSON.stringify(JSON.parse(state!))).toContain(
        JSON.stringify(printedName).slice(1, -1),
      );
    }
  });

  test("an unknown badge is the 404 page with a 404 status", async () => {
    const response = await get("/en/badges/b-unknown-id");
    expect(response.status).toBe(404);
    expect(root(await response.text())).toContain("Page Not Found");
  });
});
